import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '#pwa/lib/toast.ts';
// The app routes on the browser location (no base path); importing it, not wouter's hooks, keeps
// wouter out of this shared chunk so that the first-load chunks stay as they were.
import { navigate } from 'wouter/use-browser-location';
import type { FieldIssue } from '#domain/validation.ts';

/** What a form's action answers; the features' api/*.ts functions already speak this shape. */
export type SubmitOutcome = { ok: true; message?: string } | { ok: false; message?: string; issues?: FieldIssue[] };

export type SubmitStatus = 'idle' | 'busy' | 'done';

const here = () => location.pathname + location.search;

export type SubmitOptions<I, S> = {
  /** The server's `issues`, to show under their fields (useSchemaForm's `showIssues`). */
  onIssues?: (issues: FieldIssue[]) => void;
  /** Runs at once after a success, after its toast (store the session, clear the form...). */
  onSuccess?: (result: S, input: I) => void;
  /**
   * The form leaves after a success: `delayMs` later (spec section 9's redirect delays) it goes to
   * this path, or runs this (a path it returns is gone to), unless the address has changed
   * meanwhile. Submits are ignored from then on.
   */
  next?: string | ((result: S, input: I) => string | void);
  delayMs?: number;
  /** The form stays after a success: 'done' for `doneMs` (Contact's 'Message Sent!'), then idle. */
  doneMs?: number;
};

/**
 * The lifecycle every form shares: ignore repeats while busy, toast the outcome, show the server's
 * field issues, then leave after the spec's delay or stay. `status` drives the button's text.
 * `action` must answer failures as `{ ok: false }`; if it throws, the form is idle again.
 */
export function useSubmit<I, R extends SubmitOutcome>(action: (input: I) => Promise<R>, options: SubmitOptions<I, Extract<R, { ok: true }>> = {}) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const busy = useRef(false); // a second click in the same frame lands before 'busy' renders
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = async (input: I) => {
    if (busy.current) return;
    busy.current = true;
    window.clearTimeout(timer.current);
    setStatus('busy');
    let result: R;
    try {
      result = await action(input);
    } catch (error) {
      busy.current = false; // an unexpected throw must not leave the form stuck
      setStatus('idle');
      throw error;
    }
    if (!result.ok) {
      busy.current = false;
      setStatus('idle');
      if (result.message) toast.error(result.message);
      if (result.issues?.length) options.onIssues?.(result.issues);
      return;
    }
    const success = result as Extract<R, { ok: true }>;
    setStatus('done');
    if (success.message) toast.success(success.message);
    options.onSuccess?.(success, input);

    const { next, delayMs = 0, doneMs } = options;
    if (doneMs !== undefined) {
      busy.current = false;
      if (doneMs > 0) timer.current = window.setTimeout(() => setStatus('idle'), doneMs);
      else setStatus('idle');
    } else if (next !== undefined) {
      const from = here();
      timer.current = window.setTimeout(() => {
        const to = typeof next === 'string' ? next : next(success, input);
        // A link followed while this waited is not undone: on a busy phone the form can still be on
        // screen, its next page rendering, when the delay ends (seen in CI: the admin's Donations link).
        if (typeof to === 'string' && here() === from) navigate(to);
      }, delayMs);
    }
  };

  /** A form's onSubmit: `prepare` checks the fields and gives the input, or undefined to stop there. */
  const handleSubmit = (prepare: () => I | undefined) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return; // repeat submits are ignored while busy (spec section 4)
    const input = prepare();
    if (input !== undefined) void submit(input);
  };

  return { status, submit, handleSubmit };
}

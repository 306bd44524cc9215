import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import type { GenericSchema, InferOutput } from 'valibot';
import { fieldErrors, parseWith, type FieldIssue, type ParseResult } from '#domain/validation.ts';

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form validated by a check function (a schema's parse, or a form's own rules): messages appear on
 * submit, then follow the typing so they clear as soon as a field is fixed; the first field with a
 * message gets the focus.
 */
export function useCheckedForm<Out, V extends Record<string, string>>(
  check: (values: V) => ParseResult<Out>,
  fields: readonly (keyof V & string)[],
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [validateLive, setValidateLive] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A prerendered form can be typed into before the app starts (ADR 0084); hydration keeps that text
  // on screen but not in the state, so take it over, or the submit would see empty fields.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<V> = {};
    for (const field of fields) {
      const control = form.elements.namedItem(field);
      // A select whose options have not arrived yet cannot show the initial choice: nothing was chosen.
      if (control instanceof HTMLSelectElement && ![...control.options].some((o) => o.value === initial[field])) continue;
      if (control && 'value' in control && control.value !== initial[field]) (typed as Record<string, string>)[field] = control.value;
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Once, on mount: afterwards every keystroke reaches onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toErrors = (issues: FieldIssue[]) => {
    const all = fieldErrors(issues);
    return Object.fromEntries(fields.filter((f) => all[f]).map((f) => [f, all[f]])) as Partial<Record<keyof V, string>>;
  };

  const onChange = (event: ChangeEvent<FormControl>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (validateLive) {
      const result = check(next);
      setErrors(result.ok ? {} : toErrors(result.issues));
    }
  };

  /** Shows messages (the form's own or the server's) under their fields. */
  const showIssues = (issues: FieldIssue[]) => {
    const next = toErrors(issues);
    setErrors(next);
    setValidateLive(true);
    const first = fields.find((f) => next[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  /** The checked values, or undefined after showing what is wrong. */
  const validate = (): Out | undefined => {
    const result = check(values);
    if (result.ok) return result.value;
    showIssues(result.issues);
    return undefined;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setValidateLive(false);
  };

  return { values, setValues, errors, onChange, validate, showIssues, reset, formRef };
}

/** useCheckedForm with a schema from domain/, the same one the server parses with. */
export function useSchemaForm<S extends GenericSchema, V extends Record<string, string>>(
  schema: S,
  fields: readonly (keyof V & string)[],
  initial: V,
) {
  return useCheckedForm<InferOutput<S>, V>((values) => parseWith(schema, values), fields, initial);
}

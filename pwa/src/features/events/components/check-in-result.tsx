import { AlertIcon, CheckIcon } from '#pwa/components/icons/common-icons.tsx';
import type { Verdict } from '../utils/judge-ticket.ts';

const TONE = {
  admit: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100',
  duplicate: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100',
  refuse: 'border-red-300 bg-red-50 text-red-900 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-100',
} as const;

/** The last scan's answer, large enough to read at arm's length; announced to screen readers. */
export function CheckInResult({ verdict }: { verdict: Verdict | null }) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {!verdict && (
        <p className="rounded-2xl border-2 border-dashed border-slate-300 p-4 text-base font-medium text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Ready: scan a ticket, or find a guest by name.
        </p>
      )}
      {verdict && (
        <p className={`flex items-center gap-3 rounded-2xl border-2 p-4 text-lg font-bold ${TONE[verdict.kind]}`}>
          {verdict.kind === 'admit' ? <CheckIcon className="size-7 shrink-0" aria-hidden="true" /> : <AlertIcon className="size-7 shrink-0" aria-hidden="true" />}
          <span className="break-words">
            {verdict.message}
            {verdict.kind === 'duplicate' && <span className="block text-base font-medium">{verdict.guest.fullName}</span>}
          </span>
        </p>
      )}
    </div>
  );
}

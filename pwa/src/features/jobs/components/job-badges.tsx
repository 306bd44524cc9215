import { isActive, isNew } from '#domain/jobs/job-status.ts';
import { CloudUploadIcon } from './job-icons.tsx';

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** 'Active' while the deadline is today or later, else 'Closed' (DESIGN.md: against today). */
export function StatusBadge({ deadline, today }: { deadline: string; today: string }) {
  return isActive(deadline, today) ? (
    <span className={`${pill} bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30`}>
      Active
    </span>
  ) : (
    <span className={`${pill} bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700`}>Closed</span>
  );
}

/** 'New' for a job posted within the last 48 hours. */
export function NewBadge({ createdAt, now }: { createdAt: string; now: Date }) {
  if (!isNew(createdAt, now)) return null;
  return (
    <span className={`${pill} bg-indigo-50 text-indigo-700 ring-indigo-200 dark:bg-indigo-500/15 dark:text-indigo-300 dark:ring-indigo-500/30`}>
      New
    </span>
  );
}

/** A job posted on this device that the server does not have yet. */
export function PendingBadge() {
  return (
    <span
      data-testid="pending-badge"
      className={`${pill} bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-500/40`}
    >
      <CloudUploadIcon className="size-3.5" />
      Waiting to sync
    </span>
  );
}

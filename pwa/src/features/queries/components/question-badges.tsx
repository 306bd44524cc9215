import type { Category } from '#domain/queries/question-schema.ts';
import { categoryStyle, statusTone } from '#domain/queries/labels.ts';
import { CloudOffIcon } from './query-icons.tsx';

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

// Spec 4: unknown categories fall back to General's look.
const CATEGORY: Record<Category, string> = {
  Career: 'bg-violet-50 text-violet-800 ring-violet-600/20 dark:bg-violet-500/10 dark:text-violet-200 dark:ring-violet-400/30',
  Technical: 'bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-500/10 dark:text-sky-200 dark:ring-sky-400/30',
  Academic: 'bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-400/30',
  General: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-500/15 dark:text-slate-200 dark:ring-slate-400/30',
};

// Spec 4: Open in green, every other status in red.
const STATUS = {
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25 dark:bg-emerald-500/10 dark:text-emerald-200 dark:ring-emerald-400/30',
  other: 'bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-500/10 dark:text-red-200 dark:ring-red-400/30',
};

const interactive = 'cursor-pointer transition hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:hover:brightness-125 dark:focus-visible:outline-indigo-400';

export const categoryClasses = (category: string, asButton = false) =>
  `${pill} ${CATEGORY[categoryStyle(category)]} ${asButton ? interactive : ''}`;

export const statusClasses = (status: string, asButton = false) =>
  `${pill} ${STATUS[statusTone(status)]} ${asButton ? interactive : ''}`;

export function CategoryBadge({ category }: { category: string }) {
  return <span className={categoryClasses(category)}>{category || 'General'}</span>;
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={statusClasses(status)}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {status}
    </span>
  );
}

/** Made on this device and not yet taken by the server (it is in the outbox). */
export function PendingBadge() {
  return (
    <span
      className={`${pill} bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-400/30`}
      title="Saved on this device; it will be posted when you are online"
    >
      <CloudOffIcon className="size-3.5" />
      Waiting to sync
    </span>
  );
}

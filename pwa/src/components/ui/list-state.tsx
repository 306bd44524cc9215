import type { ReactNode } from 'react';

// The states a list shows instead of its rows: loading, empty, offline, failed. Features give the
// spec's texts and actions; the look is shared. `className` sets the box (height, border).

const base = 'flex flex-col items-center justify-center px-6 py-16 text-center';

/** A spinner and a line of text, e.g. 'Loading jobs...'. */
export function LoadingState({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`${base} ${className}`} role="status">
      <span
        aria-hidden="true"
        className="size-9 animate-spin rounded-full border-3 border-indigo-200 border-t-indigo-600 dark:border-slate-700 dark:border-t-indigo-400"
      />
      <p className="mt-4 font-medium text-slate-700 dark:text-slate-300">{text}</p>
    </div>
  );
}

const iconTone = {
  neutral: 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
  error: 'bg-red-50 text-red-700 dark:bg-red-500/10 dark:text-red-400',
} as const;

/** An icon, a title, and what follows (a hint, a button). Errors are announced as alerts. */
export function MessageState(props: { icon: ReactNode; title: string; tone?: keyof typeof iconTone; className?: string; children?: ReactNode }) {
  const { icon, title, tone = 'neutral', className = '', children } = props;
  return (
    <div className={`${base} ${className}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={`inline-flex size-14 items-center justify-center rounded-2xl ${iconTone[tone]}`}>{icon}</span>
      <p className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</p>
      {children}
    </div>
  );
}

/** The hint line under a state's title. */
export const StateHint = ({ children }: { children: ReactNode }) => <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">{children}</p>;

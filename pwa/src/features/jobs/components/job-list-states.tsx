import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { BriefcaseIcon, SearchIcon } from '../../../components/icons/common-icons.tsx';

// As tall as a row of cards, so the footer does not jump when the list arrives (CLS 0).
const box =
  'flex min-h-96 flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700';

/** A spinner and a line of text, e.g. 'Loading jobs...'. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className={box} role="status">
      <span
        aria-hidden="true"
        className="size-9 animate-spin rounded-full border-3 border-indigo-200 border-t-indigo-600 dark:border-slate-700 dark:border-t-indigo-400"
      />
      <p className="mt-4 font-medium text-slate-700 dark:text-slate-300">{text}</p>
    </div>
  );
}

function Message({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className={box} role="status">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        {icon}
      </span>
      <p className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</p>
      {children}
    </div>
  );
}

/** Spec section 2: 'No jobs found', the hint and 'Clear filters'. */
export function EmptyState({ onClear }: { onClear: () => void }) {
  return (
    <Message icon={<SearchIcon className="size-7" />} title="No jobs found">
      <p className="mt-2 max-w-sm text-slate-600 dark:text-slate-400">
        Try adjusting your search filters or check back later for new opportunities.
      </p>
      <button type="button" onClick={onClear} className={buttonClasses('secondary', 'md', 'mt-6')}>
        Clear filters
      </button>
    </Message>
  );
}

/** Offline with nothing on this device yet. */
export function OfflineEmptyState() {
  return (
    <Message icon={<BriefcaseIcon className="size-7" />} title="No jobs on this device yet">
      <p className="mt-2 max-w-sm text-slate-600 dark:text-slate-400">
        You are offline. Jobs appear here once you are back online, and stay readable offline after that.
      </p>
    </Message>
  );
}

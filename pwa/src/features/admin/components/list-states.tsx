import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { RefreshIcon } from './admin-icons.tsx';
import { AlertIcon, SearchIcon } from '../../../components/icons/common-icons.tsx';

const box = 'flex min-h-80 flex-col items-center justify-center px-6 py-16 text-center';

/** Spec section 2: 'Loading student data...'. */
export function LoadingView() {
  return (
    <div className={box} role="status">
      <span
        aria-hidden="true"
        className="size-9 animate-spin rounded-full border-3 border-indigo-200 border-t-indigo-600 dark:border-slate-700 dark:border-t-indigo-400"
      />
      <p className="mt-4 font-medium text-slate-700 dark:text-slate-300">Loading student data...</p>
    </div>
  );
}

/** Spec section 2: 'No students found' and its hint. */
export function EmptyView() {
  return (
    <div className={box} role="status">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <SearchIcon className="size-7" />
      </span>
      <p className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">No students found</p>
      <p className="mt-2 max-w-sm text-slate-600 dark:text-slate-400">
        Try adjusting your search or filter to find what you're looking for.
      </p>
    </div>
  );
}

/** Spec section 2: 'Failed to load student data', 'Please try again later' and Retry. */
export function ErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={box} role="alert">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700 dark:bg-red-500/10 dark:text-red-400">
        <AlertIcon className="size-7" />
      </span>
      <p className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">Failed to load student data</p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Please try again later</p>
      <button type="button" onClick={onRetry} className={buttonClasses('primary', 'md', 'mt-6')}>
        <RefreshIcon className="size-4" />
        Retry
      </button>
    </div>
  );
}

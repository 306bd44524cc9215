import { useLocation } from 'wouter';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { AlertIcon, ArrowLeftIcon, SearchIcon } from '../../../components/icons/common-icons.tsx';

const box = 'flex min-h-72 flex-col items-center justify-center rounded-2xl px-6 py-16 text-center';

/** Spec section 2: 'Loading Queries...'. */
export function LoadingView({ text = 'Loading Queries...' }: { text?: string }) {
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

/** Spec section 2: 'No Queries Found' / 'Try adjusting your filters or search terms'. */
export function EmptyView() {
  return (
    <div className={`${box} border border-dashed border-slate-300 dark:border-slate-700`} role="status">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <SearchIcon className="size-7" />
      </span>
      <p className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">No Queries Found</p>
      <p className="mt-2 max-w-sm text-slate-600 dark:text-slate-400">Try adjusting your filters or search terms</p>
    </div>
  );
}

/** Spec section 8: 'Error Loading Query', the server's message and 'Go back'. */
export function ErrorView({ message }: { message: string }) {
  const [, navigate] = useLocation();
  // Back where the member came from; a list opened directly goes home instead of leaving the app.
  const goBack = () => (window.history.length > 1 ? window.history.back() : navigate('/'));
  return (
    <div className={box} role="alert">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700 dark:bg-red-500/10 dark:text-red-400">
        <AlertIcon className="size-7" />
      </span>
      <p className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">Error Loading Query</p>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">{message}</p>
      <button type="button" onClick={goBack} className={buttonClasses('primary', 'md', 'mt-6')}>
        <ArrowLeftIcon className="size-4" />
        Go back
      </button>
    </div>
  );
}

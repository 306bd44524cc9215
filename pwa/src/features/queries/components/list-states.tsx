import { useLocation } from 'wouter';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { AlertIcon, ArrowLeftIcon, SearchIcon } from '#pwa/components/icons/common-icons.tsx';

const box = 'min-h-72 rounded-2xl';

/**
 * Spec section 2: 'Loading Queries...'. As tall as the window, like the page's own loading state:
 * the footer stays below the fold until the list is there, instead of showing and jumping away (CLS).
 */
export const LoadingView = ({ text = 'Loading Queries...' }: { text?: string }) => <LoadingState text={text} className="min-h-dvh rounded-2xl" />;

/** Spec section 2: 'No Queries Found' / 'Try adjusting your filters or search terms'. */
export function EmptyView() {
  return (
    <MessageState icon={<SearchIcon className="size-7" />} title="No Queries Found" className={`${box} border border-dashed border-slate-300 dark:border-slate-700`}>
      <StateHint>Try adjusting your filters or search terms</StateHint>
    </MessageState>
  );
}

/** Spec section 8: 'Error Loading Query', the server's message and 'Go back'. */
export function ErrorView({ message }: { message: string }) {
  const [, navigate] = useLocation();
  // Back where the member came from; a list opened directly goes home instead of leaving the app.
  const goBack = () => (window.history.length > 1 ? window.history.back() : navigate('/'));
  return (
    <MessageState icon={<AlertIcon className="size-7" />} title="Error Loading Query" tone="error" className={box}>
      <StateHint>{message}</StateHint>
      <button type="button" onClick={goBack} className={buttonClasses('primary', 'md', 'mt-6')}>
        <ArrowLeftIcon className="size-4" />
        Go back
      </button>
    </MessageState>
  );
}

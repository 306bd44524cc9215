import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { AlertIcon, SearchIcon } from '#pwa/components/icons/common-icons.tsx';
import { RefreshIcon } from './admin-icons.tsx';

const box = 'min-h-80';

/** Spec section 2: 'Loading student data...'. */
export const LoadingView = () => <LoadingState text="Loading student data..." className={box} />;

/** Spec section 2: 'No students found' and its hint. */
export function EmptyView() {
  return (
    <MessageState icon={<SearchIcon className="size-7" />} title="No students found" className={box}>
      <StateHint>Try adjusting your search or filter to find what you're looking for.</StateHint>
    </MessageState>
  );
}

/** Spec section 2: 'Failed to load student data', 'Please try again later' and Retry. */
export function ErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <MessageState icon={<AlertIcon className="size-7" />} title="Failed to load student data" tone="error" className={box}>
      <StateHint>Please try again later</StateHint>
      <button type="button" onClick={onRetry} className={buttonClasses('primary', 'md', 'mt-6')}>
        <RefreshIcon className="size-4" />
        Retry
      </button>
    </MessageState>
  );
}

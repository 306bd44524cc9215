import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { AlertIcon, SearchIcon } from '#pwa/components/icons/common-icons.tsx';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
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

/** A list that could not be loaded: why, and Retry. */
export function LoadFailed({ title, error, onRetry, className = box }: { title: string; error: unknown; onRetry: () => void; className?: string }) {
  return (
    <MessageState icon={<AlertIcon className="size-7" />} title={title} tone="error" className={className}>
      <StateHint>{loadErrorMessage(error, 'Please try again later')}</StateHint>
      <button type="button" onClick={onRetry} className={buttonClasses('primary', 'md', 'mt-6')}>
        Retry
      </button>
    </MessageState>
  );
}

/** A small section that could not be loaded, in one line: why, and Retry. */
export function InlineLoadFailed({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400">
      {loadErrorMessage(error, message)}
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'sm')}>
        Retry
      </button>
    </div>
  );
}

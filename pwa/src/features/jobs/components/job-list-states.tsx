import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState as Loading, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { BriefcaseIcon, SearchIcon } from '#pwa/components/icons/common-icons.tsx';

// As tall as a row of cards, so the footer does not jump when the list arrives (CLS 0).
const box = 'min-h-96 rounded-2xl border border-dashed border-slate-300 dark:border-slate-700';

/** A spinner and a line of text, e.g. 'Loading jobs...'. */
export const LoadingState = ({ text }: { text: string }) => <Loading text={text} className={box} />;

/** Spec section 2: 'No jobs found', the hint and 'Clear filters'. */
export function EmptyState({ onClear }: { onClear: () => void }) {
  return (
    <MessageState icon={<SearchIcon className="size-7" />} title="No jobs found" className={box}>
      <StateHint>Try adjusting your search filters or check back later for new opportunities.</StateHint>
      <button type="button" onClick={onClear} className={buttonClasses('secondary', 'md', 'mt-6')}>
        Clear filters
      </button>
    </MessageState>
  );
}

/** Offline with nothing on this device yet. */
export function OfflineEmptyState() {
  return (
    <MessageState icon={<BriefcaseIcon className="size-7" />} title="No jobs on this device yet" className={box}>
      <StateHint>You are offline. Jobs appear here once you are back online, and stay readable offline after that.</StateHint>
    </MessageState>
  );
}

import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '#pwa/components/icons/common-icons.tsx';
import { countText } from '#domain/count-text.ts';

type Props = {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What the buttons page through, for screen readers: 'students', 'duplicate entries'. */
  label: string;
  disabled?: boolean;
};

/** Previous / Next with 'Page x of y'. */
export function Pager({ page, pageCount, onPage, label, disabled }: Props) {
  return (
    <nav aria-label={`Pages of ${label}`} className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={disabled || page <= 1}
        className={buttonClasses('secondary', 'sm')}
        aria-label={`Previous page of ${label}`}
      >
        <ChevronLeftIcon className="size-4" />
        <span className="hidden sm:inline">Previous</span>
      </button>
      <span className="min-w-24 text-center text-sm text-slate-700 tabular-nums dark:text-slate-300">
        Page {countText(page)} of {countText(pageCount)}
      </span>
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={disabled || page >= pageCount}
        className={buttonClasses('secondary', 'sm')}
        aria-label={`Next page of ${label}`}
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRightIcon className="size-4" />
      </button>
    </nav>
  );
}

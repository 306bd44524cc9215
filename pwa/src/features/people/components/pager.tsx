import { buttonClasses } from '#pwa/components/ui/button-styles.ts';

/** Previous and Next around 'Page 2 of 5'; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3">
      <button type="button" className={buttonClasses('secondary', 'sm')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm text-slate-700 dark:text-slate-300">
        Page {page} of {pages}
      </span>
      <button type="button" className={buttonClasses('secondary', 'sm')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

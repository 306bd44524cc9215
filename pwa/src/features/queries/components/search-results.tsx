import { SEARCH_FILTERS, type SearchFilter } from '#domain/queries/search.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import type { QuestionSearch } from '../hooks/use-question-search.ts';
import { EmptyView } from './list-states.tsx';
import { SearchHitCard } from './search-hit-card.tsx';
import { countText } from '#domain/count-text.ts';

type Props = { search: QuestionSearch; filter: SearchFilter; onFilter: (f: SearchFilter) => void; onLoadMore: () => void; now: Date };

const chip = (on: boolean) =>
  `rounded-full px-3.5 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400 ${
    on
      ? 'bg-indigo-600 text-white dark:bg-indigo-500'
      : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700'
  }`;

const plural = (n: number, capped?: boolean) => `${countText(n)}${capped ? '+' : ''} result${n === 1 && !capped ? '' : 's'}`;

/** The search box's ranked results (issue 33): server or device, one list, 'Load more' for the next page. */
export function SearchResults({ search, filter, onFilter, onLoadMore, now }: Props) {
  let summary = '';
  if (search.status === 'loading') summary = 'Searching…';
  else if (search.status === 'ready') summary = `${plural(search.page.total, search.page.totalCapped)}${search.source === 'device' ? ' on this device' : ''}`;
  return (
    <div className="mt-6">
      <div role="group" aria-label="Show questions" className="flex flex-wrap gap-2">
        {SEARCH_FILTERS.map((f) => (
          <button key={f} type="button" aria-pressed={filter === f} onClick={() => onFilter(f)} className={chip(filter === f)}>
            {f}
          </button>
        ))}
      </div>
      <div aria-live="polite" className="mt-4 mb-3 min-h-5 text-sm text-slate-600 dark:text-slate-400">
        <p>{summary}</p>
        {search.status === 'ready' && search.page.correctedQuery && (
          <p className="mt-1">
            Showing results for <strong className="font-semibold text-slate-900 dark:text-white">{search.page.correctedQuery}</strong>
          </p>
        )}
      </div>
      {search.status === 'error' && (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200">
          {search.message}
        </p>
      )}
      {search.status === 'ready' && search.hits.length === 0 && <EmptyView />}
      {search.status === 'ready' && search.hits.length > 0 && (
        <>
          <ul aria-label="Questions" className="space-y-4">
            {search.hits.map((hit) => (
              <li key={hit.question._id}>
                <SearchHitCard hit={hit} terms={search.page.terms} now={now} />
              </li>
            ))}
          </ul>
          {search.more && (
            <div className="mt-6 flex justify-center">
              <button type="button" onClick={onLoadMore} disabled={search.loadingMore} aria-busy={search.loadingMore} className={buttonClasses('secondary', 'md')}>
                {search.loadingMore ? 'Loading…' : 'Load more'}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

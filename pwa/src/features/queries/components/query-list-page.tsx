import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { SearchFilter } from '#domain/queries/search.ts';
import { filterQuestionKeys, questionKeys, sortQuestionKeys, type QuestionFilters as Filters } from '#domain/queries/question-list.ts';
import type { LocalQuestion } from '#pwa/sync/local-db.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { ListSummary } from '#pwa/components/ui/list-summary.tsx';
import { usePulled } from '#pwa/hooks/use-pulled.ts';
import { isAdminUser, useSessionStore } from '#pwa/stores/session-store.ts';
import { useNow } from '#pwa/hooks/use-now.ts';
import { usePendingIds } from '../hooks/use-pending-ids.ts';
import { useQuestionFilters } from '../hooks/use-question-filters.ts';
import { useQuestionList } from '../hooks/use-question-list.ts';
import { EmptyView, ErrorView, LoadingView } from './list-states.tsx';
import { QuestionFilters } from './question-filters.tsx';
import { QuestionList } from './question-list.tsx';
import { TopHelpers } from './top-helpers.tsx';
import { PlusIcon } from '#pwa/components/icons/common-icons.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useScreenSnapshot } from '#pwa/lib/use-screen-snapshot.ts';
import { whenIdle } from '#pwa/lib/when-idle.ts';
import { useQuestionSearch } from '../hooks/use-question-search.ts';
import { warmDeviceSearch } from '../search/device-search.ts';
import { SearchResults } from './search-results.tsx';

const NONE: LocalQuestion[] = [];

/**
 * /query (spec 2, Query Portal list): read from the local store, so it works offline once synced.
 * Issue 15 (ADR 0087): the questions are lower-cased and sorted once per list and sort option, a
 * keystroke filters that sorted list, and only the cards on screen are rendered. Issue 33: text in
 * the search box makes it a ranked search (the server's, or the device's index offline).
 */
export function QueryListPage() {
  const user = useSessionStore((s) => s.user);
  const list = useQuestionList();
  const { filters, setFilter, clear, isDefault } = useQuestionFilters();
  const pending = usePendingIds(user?._id);
  const pulled = usePulled(user?._id);
  const now = useNow();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [searchFilter, setSearchFilter] = useState<SearchFilter>('All');
  const searching = filters.search.trim() !== '';
  const search = useQuestionSearch(filters.search, searchFilter);
  // The device's index is built off the main thread once the list has painted, ready for offline.
  useEffect(() => whenIdle(warmDeviceSearch, 3000), []);

  const onChipFilter = useCallback(
    (key: 'category' | 'status' | 'tag', value: string) => {
      setFilter(key, value as Filters[typeof key]);
      setFiltersOpen(true); // on a phone, show which filter the chip just set
    },
    [setFilter],
  );
  const toggleFilters = useCallback(() => setFiltersOpen((v) => !v), []);
  const clearAll = useCallback(() => {
    clear();
    setSearchFilter('All');
  }, [clear]);

  const questions = list.status === 'ready' ? list.questions : NONE;
  const keys = useMemo(() => questionKeys(questions), [questions]);
  const sorted = useMemo(() => sortQuestionKeys(keys, filters.sort), [keys, filters.sort]);
  const shown = useMemo(() => (searching ? NONE : filterQuestionKeys(sorted, filters)), [sorted, filters, searching]);
  const total = questions.length;
  useScreenSnapshot(list.status !== 'loading', list.status === 'ready');

  let body;
  if (searching)
    body = <SearchResults search={search} filter={searchFilter} onFilter={setSearchFilter} onLoadMore={search.loadMore} now={now} />;
  else if (list.status === 'loading') body = <LoadingView />;
  else if (list.status === 'error') body = <ErrorView message={list.message} />;
  else if (shown.length === 0) body = <EmptyView />;
  else
    body = <QuestionList questions={shown} pending={pending} now={now} onFilter={onChipFilter} resetKey={filters} />;

  return (
    <>
      <title>Query Portal · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Alumni Support Hub</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Query Portal</h1>
            <p className="mt-3 max-w-xl text-slate-600 dark:text-slate-400">
              Ask the community, share what you know, and learn from students and alumni who have been there.
            </p>
          </div>
          {/* Admins do not ask (spec 6); a visitor never reaches this page, but would sign in first. */}
          {!isAdminUser(user) && (
            <Link href={user ? '/query/askQuestion' : '/login'} className={buttonClasses('primary', 'lg', 'self-start sm:self-auto')}>
              <PlusIcon className="size-5" />
              Ask a Question
            </Link>
          )}
        </header>
        <TopHelpers />

        <div className="mt-8">
          <QuestionFilters
            filters={filters}
            onChange={setFilter}
            onClear={clearAll}
            isDefault={isDefault}
            open={filtersOpen}
            onToggle={toggleFilters}
          />
        </div>

        <p aria-live="polite" className={`${searching ? 'sr-only' : ''} mt-6 mb-3 text-sm text-slate-600 dark:text-slate-400`}>
          <ListSummary complete={pulled}>
            {!searching && list.status === 'ready' && shown.length > 0 ? `Showing ${shown.length} of ${total} question${total === 1 ? '' : 's'}` : ''}
          </ListSummary>
        </p>
        {body}
      </PageFrame>
    </>
  );
}

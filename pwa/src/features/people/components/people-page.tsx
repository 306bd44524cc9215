import { DIRECTORY_PAGE_SIZE, type PersonCard } from '#domain/people/person-card.ts';
import { UsersIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { NetworkError } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { DIRECTORY_LOAD_FAILED, fetchDirectory, fetchDirectoryFilters } from '../api/get-directory.ts';
import { useLocalClassmates } from '../api/local-classmates.ts';
import { useDirectoryParams } from '../hooks/use-directory-params.ts';
import { DirectoryFilters } from './directory-filters.tsx';
import { Pager } from './pager.tsx';
import { PersonCardView } from './person-card-view.tsx';

const FILTERS_KEEP_MS = 300_000;

/**
 * The directory (/people): members by name, filtered by batch, course, branch, company and city,
 * paged. It opens on the member's own batch, which this device keeps, so "my classmates" works offline.
 */
export function PeoplePage() {
  const ownBatch = useSessionStore((s) => s.user?.batch ?? null);
  const { params, setFilter, setPage, clear, showClassmates, isClassmates } = useDirectoryParams(ownBatch);
  const options = useOnlineQuery('people:filters', fetchDirectoryFilters, { keepMs: FILTERS_KEEP_MS });
  const list = useOnlineQuery(`people:${JSON.stringify(params)}`, (signal) => fetchDirectory(params, signal), { keepPreviousData: true });
  const classmates = useLocalClassmates();
  const offline = list.status === 'error' && (list.error instanceof NetworkError || !navigator.onLine);

  return (
    <>
      <title>People · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">People</h1>
        <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-400">
          Find alumni and students by batch, course, branch, company or city, and open their profiles.
        </p>
        <section aria-label="Filters" className="mt-8 rounded-3xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <DirectoryFilters params={params} options={options.data} onChange={setFilter} />
          <div className="mt-4 flex flex-wrap gap-2">
            {ownBatch && !isClassmates && (
              <button type="button" className={buttonClasses('secondary', 'sm')} onClick={showClassmates}>
                My classmates
              </button>
            )}
            <button type="button" className={buttonClasses('ghost', 'sm')} onClick={clear}>
              Clear filters
            </button>
          </div>
        </section>
        <section aria-labelledby="people-results" className="mt-8">
          {offline && isClassmates ? (
            <Results title={`Your classmates · ${params.batch}`} note="You are offline: showing the classmates kept on this device." people={classmates ?? []} page={params.page} total={classmates?.length ?? 0} onPage={setPage} local />
          ) : offline ? (
            <MessageState icon={<UsersIcon className="size-7" />} title="You are offline">
              <StateHint>The directory needs a connection. Your own batch is kept on this device: choose “My classmates” to see it.</StateHint>
            </MessageState>
          ) : list.status === 'error' ? (
            <MessageState icon={<UsersIcon className="size-7" />} title={loadErrorMessage(list.error, DIRECTORY_LOAD_FAILED)} tone="error">
              <button type="button" className={`${buttonClasses('secondary', 'sm')} mt-5`} onClick={list.refetch}>
                Try again
              </button>
            </MessageState>
          ) : !list.data ? (
            <LoadingState text="Loading people..." />
          ) : list.data.total === 0 ? (
            <MessageState icon={<UsersIcon className="size-7" />} title="No one found">
              <StateHint>Try other filters, or clear them to see everyone.</StateHint>
            </MessageState>
          ) : (
            <Results
              title={isClassmates ? `Your classmates · ${params.batch}` : `${list.data.total}${list.data.totalCapped ? '+' : ''} ${list.data.total === 1 && !list.data.totalCapped ? 'person' : 'people'} found`}
              people={list.data.users}
              page={list.data.page}
              total={list.data.total}
              onPage={setPage}
              busy={list.status === 'loading'}
            />
          )}
        </section>
      </PageFrame>
    </>
  );
}

type ResultsProps = { title: string; note?: string; people: PersonCard[]; page: number; total: number; onPage: (page: number) => void; busy?: boolean; local?: boolean };

/** A page of cards under its title; `local` pages through the device's own list. */
function Results({ title, note, people, page, total, onPage, busy = false, local = false }: ResultsProps) {
  const shown = local ? people.slice((page - 1) * DIRECTORY_PAGE_SIZE, page * DIRECTORY_PAGE_SIZE) : people;
  return (
    <>
      <h2 id="people-results" className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {note && (
        <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {note}
        </p>
      )}
      <ul aria-busy={busy} className={`mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${busy ? 'opacity-60' : ''}`}>
        {shown.map((person) => (
          <PersonCardView key={person._id} person={person} />
        ))}
      </ul>
      <Pager page={page} pages={Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE))} onPage={onPage} />
    </>
  );
}

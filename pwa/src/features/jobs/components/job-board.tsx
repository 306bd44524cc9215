import { useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { EMPTY_FILTERS, countLabel, filterJobKeys, hasActiveFilters, jobFilterKeys, type JobFilters } from '#domain/jobs/job-filters.ts';
import { JOBS_LOAD_FAILED } from '#domain/jobs/job-schema.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import type { LocalJobsState } from '../api/get-local-jobs.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { JobFiltersPanel } from './job-filters-panel.tsx';
import { SlidersIcon } from './job-icons.tsx';
import { SearchIcon } from '#pwa/components/icons/common-icons.tsx';
import { EmptyState, LoadingState, OfflineEmptyState } from './job-list-states.tsx';
import { JobList, MoreJobsFooter } from './job-results.tsx';
import { SaveAlertButton } from './save-alert-button.tsx';

const PANEL_ID = 'job-filters';

export type FiltersState = [JobFilters, Dispatch<SetStateAction<JobFilters>>];

/** The filters of a board, kept by the page so that they outlive the board's loading placeholder. */
export const useBoardFilters = (): FiltersState => useState<JobFilters>(EMPTY_FILTERS);

/**
 * The search box, the filters and the cards (spec section 2, Job portal), for any list source. The
 * page owns the filters: what was typed while the member's board was still loading stays.
 *
 * Issue 15 (10,000 jobs, under 50 ms a keystroke, ADR 0087): the filters compare keys lower-cased
 * once per list, only the cards on screen are rendered, and the panel and the cards already shown
 * are not rendered again. A keystroke filters and paints in one render: deferring the list
 * (useDeferredValue) was measured, and only added a frame.
 */
export function JobBoard({
  state,
  filtersState: [filters, setFilters],
  alertsFor,
}: {
  state: LocalJobsState;
  filtersState: FiltersState;
  /** The member who may save these filters as a job alert (issue 29); none for visitors and admins. */
  alertsFor?: string;
}) {
  const [panelOpen, setPanelOpen] = useState(false);
  const jobs = state.status === 'ready' ? state.jobs : null;
  const more = state.status === 'ready' ? state.more : undefined;
  // Only the newest cards are loaded yet: fine to show unfiltered, not enough to filter.
  const partial = state.status === 'ready' && state.total !== undefined;
  const waiting = state.status === 'loading' || (partial && hasActiveFilters(filters));
  const keys = useMemo(() => jobFilterKeys(jobs ?? []), [jobs]);
  const matches = useMemo(() => filterJobKeys(keys, filters), [keys, filters]);
  const found = partial ? (state.total ?? 0) : matches.length;
  const { profile, experience, location, workFromHome, partTime, salaryLakhs } = filters;
  const panelFilters = useMemo(
    () => ({ profile, experience, location, workFromHome, partTime, salaryLakhs }),
    [profile, experience, location, workFromHome, partTime, salaryLakhs],
  );

  // Stable, so a keystroke in the search box does not render the memoised filters panel again.
  const update = useCallback((patch: Partial<JobFilters>) => setFilters((f) => ({ ...f, ...patch })), [setFilters]);
  const clear = useCallback(() => setFilters(EMPTY_FILTERS), [setFilters]);

  const error = state.status === 'error' ? state.error : undefined;
  useEffect(() => {
    if (error !== undefined) toast.error(loadErrorMessage(error, JOBS_LOAD_FAILED));
  }, [error]);

  // Spec section 2: on a load error, a toast and nothing else.
  if (state.status === 'error') return null;

  let list;
  if (waiting || (found === 0 && more && !more.failed)) list = <LoadingState text="Loading jobs..." />;
  else if (state.status === 'offline') list = <OfflineEmptyState />;
  else if (found === 0 && !more) list = <EmptyState onClear={clear} />;
  else list = <JobList jobs={matches} resetKey={filters} partial={!!more} />;
  // A visitor's older pages: fetched as the end nears, and while nothing matches yet.
  const footer = more && !waiting && <MoreJobsFooter more={more} />;
  // While older pages remain, what is found so far is a lower bound.
  const counter = more && found > 0 ? `${found}+ jobs found` : countLabel(found);

  return (
    <div className="mt-8">
      <div className="relative">
        <label htmlFor="job-search" className="sr-only">
          Search jobs by title, company or location
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          id="job-search"
          type="search"
          placeholder="e.g. Design, Mumbai, Infosys"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={filters.search}
          onChange={(e) => update({ search: e.target.value })}
          className="block w-full rounded-2xl border border-slate-300 bg-white py-3.5 pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus:border-indigo-400 dark:focus:outline-indigo-400/30"
        />
      </div>

      <div className={`mt-4 flex flex-wrap items-center justify-between gap-3 ${alertsFor ? '' : 'lg:hidden'}`}>
        <button
          type="button"
          onClick={() => setPanelOpen((o) => !o)}
          aria-expanded={panelOpen}
          aria-controls={PANEL_ID}
          className={buttonClasses('secondary', 'md', 'lg:hidden')}
        >
          <SlidersIcon className="size-4" />
          {panelOpen ? 'Hide Filters' : 'Show Filters'}
        </button>
        {alertsFor && (
          <div className="sm:ml-auto">
            <SaveAlertButton userId={alertsFor} filters={filters} />
          </div>
        )}
      </div>

      <div className="mt-4 grid gap-6 lg:mt-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <JobFiltersPanel id={PANEL_ID} filters={panelFilters} canClear={hasActiveFilters(filters)} onChange={update} onClear={clear} open={panelOpen} jobs={jobs} />
        <section aria-label="Job results" className="min-w-0">
          <p role="status" className="mb-4 h-6 text-sm font-semibold text-slate-700 tabular-nums dark:text-slate-300">
            {state.status === 'ready' && !waiting ? counter : ''}
          </p>
          {list}
          {footer}
        </section>
      </div>
    </div>
  );
}

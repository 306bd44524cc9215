import { startTransition, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import toast from 'react-hot-toast';
import { EMPTY_FILTERS, countLabel, filterJobs, hasActiveFilters, type JobFilters } from '#domain/jobs/job-filters.ts';
import { JOBS_LOAD_FAILED } from '#domain/jobs/job-schema.ts';
import { isoDay } from '#domain/jobs/job-status.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import type { LocalJobsState } from '../api/get-local-jobs.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { JobCard } from './job-card.tsx';
import { JobFiltersPanel } from './job-filters-panel.tsx';
import { SlidersIcon } from './job-icons.tsx';
import { SearchIcon } from '#pwa/components/icons/common-icons.tsx';
import { EmptyState, LoadingState, OfflineEmptyState } from './job-list-states.tsx';

// Cards are added a page at a time, so a board of thousands of jobs still paints at once; the first
// page itself starts with a screenful and grows after that paint, in a transition, so no single
// task renders and lays out all of it (issue 15: under 50 ms a task on a slow phone).
const PAGE = 24;
const FIRST_PAINT = 4;
const PANEL_ID = 'job-filters';

const distinct = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b));

export type FiltersState = [JobFilters, Dispatch<SetStateAction<JobFilters>>];

/** The filters of a board, kept by the page so that they outlive the board's loading placeholder. */
export const useBoardFilters = (): FiltersState => useState<JobFilters>(EMPTY_FILTERS);

/**
 * The search box, the filters and the cards (spec section 2, Job portal), for any list source. The
 * page owns the filters: what was typed while the member's board was still loading stays.
 */
export function JobBoard({ state, filtersState: [filters, setFilters] }: { state: LocalJobsState; filtersState: FiltersState }) {
  const [shownCount, setShownCount] = useState(PAGE);
  const [panelOpen, setPanelOpen] = useState(false);
  const jobs = state.status === 'ready' ? state.jobs : null;
  // Only the newest cards are loaded yet: fine to show unfiltered, not enough to filter.
  const partial = state.status === 'ready' && state.total !== undefined;
  const waiting = state.status === 'loading' || (partial && hasActiveFilters(filters));
  const matches = useMemo(() => (jobs ? filterJobs(jobs, filters) : []), [jobs, filters]);
  const found = partial ? (state.total ?? 0) : matches.length;
  const suggestions = useMemo(
    () => ({ titles: distinct((jobs ?? []).map((j) => j.title)), locations: distinct((jobs ?? []).map((j) => j.location)) }),
    [jobs],
  );

  const [grown, setGrown] = useState(false);
  useEffect(() => {
    if (!jobs || grown) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => startTransition(() => setGrown(true)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [jobs, grown]);
  const visible = grown ? shownCount : Math.min(shownCount, FIRST_PAINT);

  const error = state.status === 'error' ? state.error : undefined;
  useEffect(() => {
    if (error !== undefined) toast.error(loadErrorMessage(error, JOBS_LOAD_FAILED));
  }, [error]);

  // Spec section 2: on a load error, a toast and nothing else.
  if (state.status === 'error') return null;

  const update = (patch: Partial<JobFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setShownCount(PAGE);
  };
  const clear = () => update(EMPTY_FILTERS);
  const now = new Date();
  const today = isoDay(now);

  let list;
  if (waiting) list = <LoadingState text="Loading jobs..." />;
  else if (state.status === 'offline') list = <OfflineEmptyState />;
  else if (found === 0) list = <EmptyState onClear={clear} />;
  else
    list = (
      <>
        <ul className="grid gap-4 xl:grid-cols-2" aria-label="Jobs">
          {matches.slice(0, visible).map((job) => (
            <li key={job._id}>
              <JobCard job={job} now={now} today={today} />
            </li>
          ))}
        </ul>
        {found > shownCount && (
          <div className="mt-6 flex justify-center">
            <button type="button" onClick={() => setShownCount((n) => n + PAGE)} className={buttonClasses('secondary', 'md')}>
              Show more jobs
            </button>
          </div>
        )}
      </>
    );

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

      <div className="mt-4 flex items-center justify-between gap-3 lg:hidden">
        <button
          type="button"
          onClick={() => setPanelOpen((o) => !o)}
          aria-expanded={panelOpen}
          aria-controls={PANEL_ID}
          className={buttonClasses('secondary', 'md')}
        >
          <SlidersIcon className="size-4" />
          {panelOpen ? 'Hide Filters' : 'Show Filters'}
        </button>
      </div>

      <div className="mt-4 grid gap-6 lg:mt-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <JobFiltersPanel id={PANEL_ID} filters={filters} onChange={update} onClear={clear} open={panelOpen} {...suggestions} />
        <section aria-label="Job results" className="min-w-0">
          <p role="status" className="mb-4 h-6 text-sm font-semibold text-slate-700 tabular-nums dark:text-slate-300">
            {state.status === 'ready' && !waiting ? countLabel(found) : ''}
          </p>
          {list}
        </section>
      </div>
    </div>
  );
}

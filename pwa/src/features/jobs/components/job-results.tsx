import { useCallback, useEffect, useMemo, useRef } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { isoDay } from '#domain/jobs/job-status.ts';
import { JOBS_LOAD_FAILED } from '#domain/jobs/job-schema.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { VirtualList } from '#pwa/components/ui/virtual-list.tsx';
import { useNow } from '#pwa/hooks/use-now.ts';
import type { ListedJob, MoreJobs } from '../api/get-jobs.ts';
import { JobCard } from './job-card.tsx';

// Cards are laid out two to a row from Tailwind's xl breakpoint (80rem), with a 1 rem gap.
const WIDE = { query: '(min-width: 80rem)', columns: 2 };
const GAP_PX = 16;
const CARD_PX = 280;

const jobKey = (job: ListedJob) => job._id;

/**
 * The matching jobs, newest first, as one list however many there are: only the cards in and
 * near the window are on the page (issue 15), and the list keeps its place for assistive
 * technology. `resetKey` changes with the filters; `partial` while older jobs may follow.
 */
export function JobList({ jobs, resetKey, partial }: { jobs: readonly ListedJob[]; resetKey: unknown; partial: boolean }) {
  const now = useNow();
  const today = useMemo(() => isoDay(now), [now]);
  const renderJob = useCallback((job: ListedJob) => <JobCard job={job} now={now} today={today} />, [now, today]);
  return (
    <VirtualList
      items={jobs}
      itemKey={jobKey}
      renderItem={renderJob}
      label="Jobs"
      className="grid gap-4 xl:grid-cols-2"
      gap={GAP_PX}
      estimate={CARD_PX}
      wide={WIDE}
      resetKey={resetKey}
      partial={partial}
    />
  );
}

/**
 * Below a visitor's list while the server has older jobs: they load on their own as the end of the
 * list comes near (or at once, while the filters leave too few jobs to reach it), and 'Show more
 * jobs' asks for them by hand (keyboard users, or after a failed page).
 */
export function MoreJobsFooter({ more }: { more: MoreJobs }) {
  const ref = useRef<HTMLDivElement>(null);
  const { load, loading, failed } = more;
  useEffect(() => {
    const el = ref.current;
    if (!el || loading || failed) return;
    // Observed afresh after every page, so a footer still in reach asks for the next one.
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && load(), { rootMargin: '800px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [load, loading, failed]);
  useEffect(() => {
    if (failed) toast.error(JOBS_LOAD_FAILED);
  }, [failed]);

  return (
    <div ref={ref} className="mt-6 flex h-11 items-center justify-center">
      {loading ? (
        <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Loading more jobs...
        </p>
      ) : (
        <button type="button" onClick={load} className={buttonClasses('secondary', 'md')}>
          Show more jobs
        </button>
      )}
    </div>
  );
}

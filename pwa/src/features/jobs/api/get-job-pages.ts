import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { fetchJobs, jobsState, JOBS_PAGE, type JobsState, type ListedJob } from './get-jobs.ts';

/** The older pages fetched after the first, for the first page they follow. */
type Pages = { first: ListedJob[]; jobs: ListedJob[]; asked: number; done: boolean; loading: boolean; failed: boolean };

const startFrom = (first: ListedJob[]): Pages => ({ first, jobs: first, asked: first.length, done: first.length < JOBS_PAGE, loading: false, failed: false });

/** `page` after `jobs`, less any job already there (a job posted meanwhile moves the offsets on by one). */
function append(pages: Pages, page: ListedJob[]): Pages {
  const seen = new Set(pages.jobs.map((j) => j._id));
  const fresh = page.filter((j) => !seen.has(j._id));
  return { ...pages, jobs: [...pages.jobs, ...fresh], asked: pages.asked + page.length, done: page.length < JOBS_PAGE, loading: false };
}

/**
 * The visitor's list: the newest page as it always came (`GET /api/jobDetail`, kept a minute in
 * memory), then older pages by offset, each when `more.load()` asks for it (the board does when
 * the visitor nears the end of the list). Visitors keep nothing on the device.
 */
export function useJobCards(): JobsState {
  const query = useOnlineQuery('jobs:visitor', fetchJobs);
  const first = query.status === 'success' ? query.data : undefined;
  const [stored, setPages] = useState<Pages | null>(null);
  // A first page fetched again (after a minute, say) starts the older pages over.
  const pages = first ? (stored?.first === first ? stored : startFrom(first)) : null;

  const latest = useRef(pages);
  const request = useRef<AbortController | null>(null);
  useEffect(() => {
    latest.current = pages;
  });
  useEffect(() => () => request.current?.abort(), []);

  const load = useCallback(() => {
    const from = latest.current;
    if (!from || from.loading || from.done) return;
    const controller = new AbortController();
    request.current = controller;
    const asking = { ...from, loading: true, failed: false };
    latest.current = asking;
    setPages(asking);
    const same = (p: Pages | null): p is Pages => p?.first === from.first;
    fetchJobs(controller.signal, from.asked).then(
      (page) => setPages((p) => (same(p) ? append(p, page) : p)),
      () => !controller.signal.aborted && setPages((p) => (same(p) ? { ...p, loading: false, failed: true } : p)),
    );
  }, []);

  if (!pages) return jobsState(query, false) as JobsState;
  return { status: 'ready', jobs: pages.jobs, more: pages.done ? undefined : { load, loading: pages.loading, failed: pages.failed } };
}

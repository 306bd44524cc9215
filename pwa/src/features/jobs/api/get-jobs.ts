import { useEffect, useState } from 'react';
import type { Job, JobCard } from '#domain/jobs/job-schema.ts';
import { api } from '../../../lib/api-client.ts';

/** A card as the list shows it: a visitor's has no contact details; a member's may wait to sync. */
export type ListedJob = JobCard & { _pending?: boolean };

export type JobsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `total` is set while only the newest `jobs` are loaded: how many there are in all. */
  | { status: 'ready'; jobs: ListedJob[]; total?: number };

/** GET /api/jobDetail: cards for a visitor, full jobs for a signed-in user; newest first. */
export const fetchJobs = (signal?: AbortSignal) => api.get<Array<Job | JobCard>>('/api/jobDetail', { signal });

/** The visitor's list: fetched once per visit (visitors keep nothing on the device). */
export function useJobCards(): JobsState {
  const [state, setState] = useState<JobsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchJobs(controller.signal).then(
      (jobs) => setState({ status: 'ready', jobs: Array.isArray(jobs) ? jobs : [] }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
  }, []);
  return state;
}

import type { Job, JobCard } from '#domain/jobs/job-schema.ts';
import { api, NetworkError } from '#pwa/lib/api-client.ts';
import type { OnlineQuery } from '#pwa/hooks/use-online-query.ts';

/** A card as the list shows it: a visitor's has no contact details; a member's may wait to sync. */
export type ListedJob = JobCard & { _pending?: boolean };

/** Older jobs the server may still have (a visitor's list comes a page at a time). */
export type MoreJobs = { load: () => void; loading: boolean; failed: boolean };

export type JobsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /**
   * `total` is set while only the newest `jobs` are loaded: how many there are in all. `more` is
   * set while the server may have older jobs than these.
   */
  | { status: 'ready'; jobs: ListedJob[]; total?: number; more?: MoreJobs };

/** Not on this device and no network to fetch it. */
export type Offline = { status: 'offline' };

/** How many jobs GET /api/jobDetail answers without a `limit`: the first page of a list. */
export const JOBS_PAGE = 500;

/** GET /api/jobDetail: cards for a visitor, full jobs for a signed-in user; newest first. */
export const fetchJobs = async (signal: AbortSignal, offset = 0): Promise<ListedJob[]> => {
  const path = offset > 0 ? `/api/jobDetail?limit=${JOBS_PAGE}&offset=${offset}` : '/api/jobDetail';
  const jobs = await api.get<Array<Job | JobCard>>(path, { signal });
  return Array.isArray(jobs) ? jobs : [];
};

/** A failed read while the device is offline is the offline state, not an error to report. */
export const isOffline = (error: unknown) => error instanceof NetworkError && !navigator.onLine;

/** The list as the board shows it; a visitor's screen has no offline state (spec: a toast and nothing). */
export function jobsState(query: OnlineQuery<ListedJob[]>, withOffline: boolean): JobsState | Offline {
  if (query.status === 'success') return { status: 'ready', jobs: query.data };
  if (query.status === 'loading') return { status: 'loading' };
  return withOffline && isOffline(query.error) ? { status: 'offline' } : { status: 'error', error: query.error };
}


import type { Job, JobCard } from '#domain/jobs/job-schema.ts';
import { api, NetworkError } from '#pwa/lib/api-client.ts';
import { useOnlineQuery, type OnlineQuery } from '#pwa/hooks/use-online-query.ts';

/** A card as the list shows it: a visitor's has no contact details; a member's may wait to sync. */
export type ListedJob = JobCard & { _pending?: boolean };

export type JobsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `total` is set while only the newest `jobs` are loaded: how many there are in all. */
  | { status: 'ready'; jobs: ListedJob[]; total?: number };

/** Not on this device and no network to fetch it. */
export type Offline = { status: 'offline' };

/** GET /api/jobDetail: cards for a visitor, full jobs for a signed-in user; newest first. */
export const fetchJobs = async (signal: AbortSignal): Promise<ListedJob[]> => {
  const jobs = await api.get<Array<Job | JobCard>>('/api/jobDetail', { signal });
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

/** The visitor's list (visitors keep nothing on the device; the answer is kept a minute in memory). */
export function useJobCards() {
  return jobsState(useOnlineQuery('jobs:visitor', fetchJobs), false);
}

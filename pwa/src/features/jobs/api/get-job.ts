import { useLiveQuery } from 'dexie-react-hooks';
import type { Job } from '#domain/jobs/job-schema.ts';
import { api } from '#pwa/lib/api-client.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { localDb, type LocalJob } from '#pwa/sync/local-db.ts';
import { isOffline, type Offline } from './get-jobs.ts';

export type JobState = { status: 'loading' } | { status: 'ready'; job: LocalJob } | { status: 'error'; error: unknown } | Offline;

/** GET /api/jobDetail/{jobId}, stored so that it opens offline next time. */
async function fetchJob(jobId: string, signal: AbortSignal): Promise<Job> {
  const job = await api.get<Job>(`/api/jobDetail/${encodeURIComponent(jobId)}`, { signal });
  // Kept for next time (offline too); a failed write only costs that.
  void localDb.jobs.put(job).catch(() => undefined);
  return job;
}

/**
 * One job for /jobDetail/{jobId}: from IndexedDB when this device has it (instant, offline too),
 * else from the API through the online cache.
 */
export function useJob(jobId: string): JobState {
  const cached = useLiveQuery(async () => (await localDb.jobs.get(jobId)) ?? null, [jobId]);
  const fetched = useOnlineQuery(`job:${jobId}`, (signal) => fetchJob(jobId, signal), { enabled: cached === null });

  if (cached) return { status: 'ready', job: cached };
  if (cached === undefined || fetched.status === 'loading') return { status: 'loading' };
  if (fetched.status === 'success') return { status: 'ready', job: fetched.data };
  return isOffline(fetched.error) ? { status: 'offline' } : { status: 'error', error: fetched.error };
}

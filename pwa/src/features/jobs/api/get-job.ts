import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Job } from '#domain/jobs/job-schema.ts';
import { api, NetworkError } from '../../../lib/api-client.ts';
import { localDb, type LocalJob } from '../../../sync/local-db.ts';

export type JobState =
  | { status: 'loading' }
  | { status: 'ready'; job: LocalJob }
  | { status: 'error'; error: unknown }
  /** Not on this device and no network to fetch it. */
  | { status: 'offline' };

/**
 * One job for /jobDetail/{jobId}: from IndexedDB when this device has it (instant, offline too),
 * else GET /api/jobDetail/{jobId}, stored so that it opens offline next time.
 */
export function useJob(jobId: string): JobState {
  const cached = useLiveQuery(async () => (await localDb.jobs.get(jobId)) ?? null, [jobId]);
  const [fetched, setFetched] = useState<{ jobId: string; state: JobState } | null>(null);
  const missing = cached === null;

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    api.get<Job>(`/api/jobDetail/${encodeURIComponent(jobId)}`, { signal: controller.signal }).then(
      (job) => {
        setFetched({ jobId, state: { status: 'ready', job } });
        // Kept for next time (offline too); a failed write only costs that.
        void localDb.jobs.put(job).catch(() => undefined);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const offline = error instanceof NetworkError && !navigator.onLine;
        setFetched({ jobId, state: offline ? { status: 'offline' } : { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [jobId, missing]);

  if (cached) return { status: 'ready', job: cached };
  if (cached === null && fetched?.jobId === jobId) return fetched.state;
  return { status: 'loading' };
}

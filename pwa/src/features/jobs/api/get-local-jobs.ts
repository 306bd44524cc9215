import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { getMeta, localDb, metaKeys } from '#pwa/sync/local-db.ts';
import { fetchJobs, jobsState, type JobsState, type ListedJob, type Offline } from './get-jobs.ts';

export type LocalJobsState = JobsState | Offline;

/** As many cards as the board shows first: read on their own so they paint before the whole table. */
export const FIRST_CARDS = 24;

/**
 * A signed-in member's list: straight from IndexedDB (instant, offline too), kept fresh by the sync
 * engine's pull. The newest cards and the count come first (an index cursor, a few ms), the whole
 * table right after the first paint (reading thousands of rows takes hundreds of ms on a phone).
 * Only before this member's first pull, with nothing cached, is the list fetched once from the API,
 * so a first visit shows jobs (or the load error) without waiting for the engine.
 */
export function useLocalJobs(userId: string): LocalJobsState {
  const [wantAll, setWantAll] = useState(false);
  const all = useLiveQuery(
    // Ascending reads with one getAll(); a reverse cursor would step row by row.
    async () => (wantAll ? ((await localDb.jobs.orderBy('createdAt').toArray()) as ListedJob[]).reverse() : null),
    [wantAll],
  );
  const first = useLiveQuery(async () => {
    const [jobs, total, cursorUser, cursor] = await Promise.all([
      all ? [] : localDb.jobs.orderBy('createdAt').reverse().limit(FIRST_CARDS).toArray(),
      localDb.jobs.count(),
      getMeta<string>(metaKeys.cursorUser),
      getMeta<number>(metaKeys.cursor),
    ]);
    return { jobs: jobs as ListedJob[], total, pulled: cursorUser === userId && (cursor ?? 0) > 0 };
  }, [userId, !!all]);

  // The whole table once the first cards are on screen (after the next frame).
  const firstShown = first !== undefined;
  useEffect(() => {
    if (!firstShown || wantAll) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setWantAll(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [firstShown, wantAll]);

  const needsServer = first !== undefined && !first.pulled && first.total === 0;
  const fetched = jobsState(useOnlineQuery(`jobs:${userId}`, fetchJobs, { enabled: needsServer }), true);

  if (!first) return { status: 'loading' };
  if (needsServer) return fetched;
  if (all) return { status: 'ready', jobs: all };
  return { status: 'ready', jobs: first.jobs, total: first.total };
}

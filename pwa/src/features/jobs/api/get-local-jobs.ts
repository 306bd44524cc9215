import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { afterNextPaint } from '#pwa/lib/when-idle.ts';
import { getMeta, localDb, metaKeys } from '#pwa/sync/local-db.ts';
import { fetchJobs, jobsState, type JobsState, type ListedJob, type Offline } from './get-jobs.ts';

export type LocalJobsState = JobsState | Offline;

/** As many cards as the board shows first: read on their own so they paint before the whole table. */
export const FIRST_CARDS = 24;

type FirstRead = { jobs: ListedJob[]; total: number; pulled: boolean; filling: boolean };

async function readFirstJobs(userId: string, withCards = true): Promise<FirstRead> {
  const [jobs, total, cursorUser, cursor, firstPull] = await Promise.all([
    withCards ? localDb.jobs.orderBy('createdAt').reverse().limit(FIRST_CARDS).toArray() : [],
    localDb.jobs.count(),
    getMeta<string>(metaKeys.cursorUser),
    getMeta<number>(metaKeys.cursor),
    getMeta<string>(metaKeys.firstPull),
  ]);
  return { jobs: jobs as ListedJob[], total, pulled: cursorUser === userId && (cursor ?? 0) > 0, filling: firstPull === userId };
}

let warmRead: { userId: string; read: FirstRead } | undefined;

/** Reads the first cards while the app boots, so the board's first render has them (used once). */
export async function warmFirstJobs(userId: string) {
  warmRead = { userId, read: await readFirstJobs(userId) };
}

/**
 * A signed-in member's list: straight from IndexedDB (instant, offline too), kept fresh by the sync
 * engine's pull. The newest cards and the count come first (an index cursor, a few ms), the whole
 * table right after the first paint (reading thousands of rows takes hundreds of ms on a phone).
 * Until this member's first pull has finished, the list is fetched once from the API instead: with
 * nothing cached, a first visit shows jobs (or the load error) without waiting for the engine, and
 * while the pages land (oldest first) the member sees the newest jobs, not the oldest, and the
 * table is not read again after every page.
 */
export function useLocalJobs(userId: string): LocalJobsState {
  const [wantAll, setWantAll] = useState(false);
  const all = useLiveQuery(
    // Ascending reads with one getAll(); a reverse cursor would step row by row.
    async () => (wantAll ? ((await localDb.jobs.orderBy('createdAt').toArray()) as ListedJob[]).reverse() : null),
    [wantAll],
  );
  // The read made while the app booted (warmFirstJobs) stands in until the live query answers.
  const [warm] = useState(() => (warmRead?.userId === userId ? warmRead.read : undefined));
  useEffect(() => void (warmRead = undefined), []); // once: a later visit would find it stale
  const first = useLiveQuery(() => readFirstJobs(userId, !all), [userId, !!all], warm);

  const fromServer = first !== undefined && (first.filling || (!first.pulled && first.total === 0));
  const fetched = jobsState(useOnlineQuery(`jobs:${userId}`, fetchJobs, { enabled: fromServer }), true);
  // A first pull cut short with no network to fetch the list: the jobs it brought beat none.
  const cutShort = first?.filling === true && first.total > 0 && (fetched.status === 'offline' || fetched.status === 'error');
  const server = fromServer && !cutShort;

  // The whole table once the first cards are on screen (after the next frame).
  const firstShown = first !== undefined && !server;
  useEffect(() => {
    if (!firstShown || wantAll) return;
    return afterNextPaint(() => setWantAll(true));
  }, [firstShown, wantAll]);

  if (!first) return { status: 'loading' };
  if (server) return fetched;
  if (all) return { status: 'ready', jobs: all };
  return { status: 'ready', jobs: first.jobs, total: first.total };
}

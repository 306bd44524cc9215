import { create } from 'zustand';
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type OutboxEntry } from './local-db.ts';

type SyncState = {
  online: boolean;
  /** Set when the session ended and sign-in is needed before the queue can go on. */
  paused: 'signed-out' | null;
  syncing: boolean;
  lastSyncedAt: string | null;
};

export const useSyncStore = create<SyncState>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  paused: null,
  syncing: false,
  lastSyncedAt: null,
}));

/** What the UI shows about the queue: offline, how many changes wait, which were refused. */
export function useSyncStatus(userId: string | null | undefined) {
  const state = useSyncStore();
  const entries = useLiveQuery(
    () => (userId ? localDb.outbox.where('userId').equals(userId).toArray() : Promise.resolve([] as OutboxEntry[])),
    [userId],
    [] as OutboxEntry[],
  );
  return {
    ...state,
    pending: entries.filter((e) => e.status === 'pending').length,
    rejected: entries.filter((e) => e.status === 'rejected'),
  };
}

/** The member has read why a change was refused. */
export const dismissRejected = (seq: number) => localDb.outbox.delete(seq);

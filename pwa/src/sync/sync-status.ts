import { create } from 'zustand';
import { useLiveQuery } from 'dexie-react-hooks';
import { enqueue } from './enqueue.ts';
import { localDb, type OutboxEntry } from './local-db.ts';

type SyncState = {
  online: boolean;
  /** Set when the session ended and sign-in is needed before the queue can go on. */
  paused: 'signed-out' | null;
  syncing: boolean;
  /** The last sync could not store what it received: IndexedDB is full. */
  storageFull: boolean;
  lastSyncedAt: string | null;
  /** The live stream (live-channel.ts): 'live' while this browser's stream is open, 'off' in a tab that does not hold it. */
  live: 'off' | 'connecting' | 'live' | 'down';
};

export const useSyncStore = create<SyncState>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  paused: null,
  syncing: false,
  storageFull: false,
  lastSyncedAt: null,
  live: 'off',
}));

// Going offline shows at once, before the engine has started (it starts after the first paint, and
// its chunk waits for the network): the engine says when the server can be reached again.
if (typeof window !== 'undefined') window.addEventListener('offline', () => useSyncStore.setState({ online: false }));

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

/** Discard: the member has read why a change was refused and lets it go. */
export const discardRejected = (seq: number) => localDb.outbox.delete(seq);

/** Retry: the refused change is queued again as it was, with a new mutation id. */
export async function retryRejected(entry: OutboxEntry) {
  // Its args were checked against the mutation's type when it was first queued.
  await enqueue({ userId: entry.userId, name: entry.name, args: entry.args as never, writes: entry.redo, label: entry.label });
  await localDb.outbox.delete(entry.seq!);
}

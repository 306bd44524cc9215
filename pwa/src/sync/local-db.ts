import Dexie, { type Table } from 'dexie';
import type { MutationName } from '#domain/sync/mutations.ts';
import { LOCAL_DB_VERSION, SYNCED_TABLES, syncedStores, type SyncedRows, type SyncedTableName } from '#domain/sync/synced-rows.ts';

export { SYNCED_TABLES, type SyncedTableName };

/** Rows written locally before the server has them carry `_pending` until a pull replaces them. */
export type Local<T> = T & { _pending?: boolean };
export type LocalRow<T extends SyncedTableName> = Local<SyncedRows[T]>;

export type LocalJob = LocalRow<'jobs'>;
export type LocalQuestion = LocalRow<'questions'>;
export type LocalAnswer = LocalRow<'answers'>;
export type LocalComment = LocalRow<'comments'>;
export type LocalVote = LocalRow<'votes'>;
export type LocalProfile = LocalRow<'profile'>;
export type LocalClassmate = LocalRow<'classmates'>;
export type LocalConnection = LocalRow<'connections'>;
export type LocalEvent = LocalRow<'events'>;
export type LocalRsvp = LocalRow<'rsvps'>;
export type LocalEventGuest = LocalRow<'eventGuests'>;

/** An optimistic write: the row a table gets (or null: the row goes), typed by the table. */
export type Write = { [T in SyncedTableName]: { table: T; key: string; value: SyncedRows[T] | null } }[SyncedTableName];
export type UndoWrite = { table: SyncedTableName; key: string; previous: Record<string, unknown> | null };

export type OutboxEntry = {
  seq?: number;
  userId: string;
  mutationId: number;
  name: MutationName;
  args: unknown;
  status: 'pending' | 'rejected';
  attempts: number;
  lastError?: string;
  /** How to put the optimistic rows back if the server rejects this change. */
  undo: UndoWrite[];
  /** The optimistic rows themselves, so a refused change can be retried as it was. */
  redo: Write[];
  /** What the member would call this change, e.g. "Job: Frontend Engineer". */
  label: string;
  createdAt: string;
};

export type MetaRow = { key: string; value: unknown };

/**
 * A photo or video a member chose for an album (issue 34), kept with its bytes until the server
 * has it all: never evicted, sent in resumable chunks whenever there is a connection.
 */
export type UploadEntry = {
  id: string;
  userId: string;
  albumId: string;
  file: Blob;
  fileName: string;
  media: 'photo' | 'video';
  size: number;
  /** Bytes the server has confirmed. */
  sent: number;
  status: 'waiting' | 'processing' | 'failed';
  error: string | null;
  createdAt: string;
};

type SyncedTables = { [T in SyncedTableName]: Table<LocalRow<T>, string> };

/** The device's store: the synced tables (domain/sync/synced-rows.ts), `meta` and the `outbox`. */
export type LocalDb = Dexie & SyncedTables & { meta: Table<MetaRow, string>; outbox: Table<OutboxEntry, number>; uploads: Table<UploadEntry, string> };

/**
 * Opens the store at LOCAL_DB_VERSION with every store declared: Dexie creates what a device's older
 * version lacks (v1–v5 were declared by hand before issue 29) and keeps every row and the outbox.
 */
export function openLocalDb(name = 'alumni-portal'): LocalDb {
  const db = new Dexie(name);
  db.version(LOCAL_DB_VERSION).stores({
    ...syncedStores(),
    meta: 'key',
    outbox: '++seq, userId, status, [userId+status]',
    uploads: 'id, userId, albumId',
  });
  return db as LocalDb;
}

/** One database per origin, shared by the tabs and the service worker. */
export const localDb = openLocalDb();

/** A synced table by name, typed by it. */
export const syncedTable = <T extends SyncedTableName>(name: T) => localDb.table(name) as unknown as SyncedTables[T];

export async function getMeta<T>(key: string): Promise<T | undefined> {
  return (await localDb.meta.get(key))?.value as T | undefined;
}
export const setMeta = (key: string, value: unknown) => localDb.meta.put({ key, value });
/**
 * Has this member's whole first pull landed on this device? Lists show 'Loading …' rather than
 * "nothing yet" until it has: a table's rows may come in the pull's last pages.
 */
export async function hasPulled(userId: string): Promise<boolean> {
  const [cursorUser, cursor, firstPull] = await Promise.all([
    getMeta<string>(metaKeys.cursorUser),
    getMeta<number>(metaKeys.cursor),
    getMeta<string>(metaKeys.firstPull),
  ]);
  return cursorUser === userId && (cursor ?? 0) > 0 && firstPull !== userId;
}

/** Meta keys: per member (the server binds a client id to one member) and per device. */
export const metaKeys = {
  clientId: (userId: string) => `clientId:${userId}`,
  nextMutationId: (userId: string) => `nextMutationId:${userId}`,
  cursor: 'cursor',
  /** The tables the cursor was reached with: a table added since starts the pull over. */
  cursorTables: 'cursorTables',
  cursorUser: 'cursorUser',
  /**
   * The member whose first pull is under way: the store was emptied for them and holds only the
   * oldest of their rows (pages come oldest first) until the last page lands.
   */
  firstPull: 'firstPull',
  activeUser: 'activeUser',
  /** The server's sync epoch the cursor was reached in (ADR 0153): a restored server has another. */
  epoch: 'epoch',
} as const;

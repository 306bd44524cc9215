import { FIRST_PULL_PARAM } from '#domain/sync/first-pull.ts';
import { PULL_MAX_ROWS, type PullResponse } from '#domain/sync/protocol.ts';
import { forgetPhotos } from '../lib/photo-cache.ts';
import { forgetSyncedData } from './forget-member.ts';
import { getMeta, localDb, metaKeys, setMeta, SYNCED_TABLES, syncedTable, type SyncedTableName } from './local-db.ts';
import { pendingFor } from './push-outbox.ts';
import { asStorageError } from './storage-error.ts';

export type PullOutcome =
  | { kind: 'pulled'; changed: number }
  | { kind: 'skipped' }
  /** The member made a change while a long pull ran: it goes out first, then the pull goes on. */
  | { kind: 'interrupted' }
  /** The server was restored from a backup (a new epoch): the mirror was emptied, to be pulled afresh. */
  | { kind: 'restored' }
  | { kind: 'offline' }
  | { kind: 'unauthorized'; token: string | null }
  | { kind: 'retry'; status: number };

const isSyncedTable = (name: string): name is SyncedTableName => (SYNCED_TABLES as readonly string[]).includes(name);

/**
 * Makes this device's store the signed-in member's: rows pulled for someone else (what they may
 * see is per member) are removed first. Their unsent changes stay, bound to their user id.
 */
export async function adoptStoreFor(userId: string) {
  const owner = await getMeta<string>(metaKeys.cursorUser);
  if (owner === userId) return;
  await forgetSyncedData();
  await localDb.meta.bulkPut([
    { key: metaKeys.cursorUser, value: userId },
    { key: metaKeys.firstPull, value: userId },
  ]);
}

type Fetched = { kind: 'page'; page: PullResponse } | Exclude<PullOutcome, { kind: 'pulled' | 'skipped' }>;

/**
 * One page from `cursor`, as large as the server gives (PULL_MAX_ROWS rows, PULL_MAX_BYTES of JSON);
 * `first`: the device is filling an empty store, and takes its slice (domain/sync/first-pull.ts).
 */
async function fetchPage(cursor: number, first: boolean, token: () => string | null, signal?: AbortSignal): Promise<Fetched> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const t = token();
  if (t) headers.Authorization = `Bearer ${t}`;
  try {
    const slice = first ? `&${FIRST_PULL_PARAM}=1` : '';
    const res = await fetch(`/api/sync/pull?cursor=${cursor}&limit=${PULL_MAX_ROWS}${slice}`, { credentials: 'include', headers, signal });
    if (res.status === 401) return { kind: 'unauthorized', token: t };
    if (!res.ok) return { kind: 'retry', status: res.status };
    return { kind: 'page', page: (await res.json()) as PullResponse };
  } catch {
    return { kind: 'offline' };
  }
}

/** Pages fetched at most this far ahead of the one being stored (each at most PULL_MAX_BYTES). */
const FETCH_AHEAD = 2;

type Pages = { take(): Promise<Fetched>; stop(): void };

/**
 * The pages after `from`, each fetched as soon as the one before it is here (its cursor comes with
 * it), at most `depth` fetched and not yet taken; `take()` hands them out in order.
 */
function pagesAfter(from: number, first: boolean, token: () => string | null, depth: number): Pages {
  const controller = new AbortController();
  const asked: Promise<Fetched>[] = [];
  let taken = 0;
  let deferred: number | undefined; // the cursor of a page not asked yet for want of room
  const ask = (cursor: number) => {
    const fetched = fetchPage(cursor, first, token, controller.signal);
    asked.push(fetched);
    // Registered before anyone awaits the page, so it runs first: the next page is on its way
    // (or noted) before the page is handed out.
    void fetched.then((f) => {
      if (f.kind !== 'page' || !f.page.more || controller.signal.aborted) return;
      if (asked.length - taken < depth) ask(f.page.cursor);
      else deferred = f.page.cursor;
    });
  };
  ask(from);
  return {
    take(): Promise<Fetched> {
      if (deferred !== undefined) {
        ask(deferred);
        deferred = undefined;
      }
      return asked[taken++]!;
    },
    stop: () => controller.abort(),
  };
}

/**
 * Mirrors the server's rows changed since the last cursor into IndexedDB, page by page, each page
 * with its cursor in one transaction. Pages are fetched ahead while earlier ones are stored; a page
 * is stored only onto the cursor it was asked from, so pages land in order and once. Skipped while
 * this member has changes waiting, so server rows never hide optimistic ones, and interrupted
 * between pages when one is made. A full device throws
 * a `StorageFullError`.
 */
export async function pullChanges(userId: string, token: () => string | null, early?: EarlyPull): Promise<PullOutcome> {
  if ((await pendingFor(userId)).length > 0) {
    early?.pages.stop();
    return { kind: 'skipped' };
  }
  await adoptStoreFor(userId);
  let from = await startingCursor();
  const first = (await getMeta<string>(metaKeys.firstPull)) === userId;
  let changed = 0;
  const earlyFits = early?.from === from && early.first === first;
  if (early && !earlyFits) early.pages.stop();
  const pages = earlyFits ? early.pages : pagesAfter(from, first, token, FETCH_AHEAD);
  try {
    for (;;) {
      const fetched = await pages.take();
      if (fetched.kind !== 'page') return fetched;
      const { page } = fetched;
      const stored = await storePage(userId, from, page).catch((error: unknown) => {
        throw asStorageError(error);
      });
      // The store moved on without this pull (another member signed in in another tab): stop.
      if (stored === false) return { kind: 'skipped' };
      if (stored === 'restored') {
        await startOverAfterRestore(userId, page.epoch!);
        return { kind: 'restored' };
      }
      // A photo this member may no longer see leaves the device's photo cache too.
      void forgetPhotos(page.deleted.filter((d) => d.table === 'photos').map((d) => d.id)).catch(() => undefined);
      changed += stored;
      if (!page.more) return { kind: 'pulled', changed };
      // A message written during a new device's first pull must not wait for all of it.
      if ((await pendingFor(userId)).length > 0) return { kind: 'interrupted' };
      from = page.cursor;
    }
  } finally {
    pages.stop();
  }
}

/**
 * After a restore: the mirror emptied (the outbox stays; it was sent before this pull, ADR 0153) and
 * a first pull from 0 in the new epoch.
 */
async function startOverAfterRestore(userId: string, epoch: string) {
  await forgetSyncedData();
  await localDb.meta.bulkPut([
    { key: metaKeys.cursorUser, value: userId },
    { key: metaKeys.firstPull, value: userId },
    { key: metaKeys.activeUser, value: userId },
    { key: metaKeys.epoch, value: epoch },
  ]);
}

/** The first pages of a pull, asked for while the engine still gets ready to store them. */
export type EarlyPull = { from: number; first: boolean; pages: Pages };

/**
 * Starts the next pull's requests at once, from the cursor it will start from: 0 on a device with
 * no store yet (the store is created meanwhile), otherwise the stored cursor, if it is this member's
 * and was reached with these tables. `pullChanges` takes them only if it starts from the same
 * cursor, and stores each page only onto the cursor it was asked from.
 */
export async function pullEarly(userId: string, token: () => string | null): Promise<EarlyPull> {
  const stores = await indexedDB.databases?.().catch(() => undefined);
  let from = 0;
  let first = true;
  if (!stores || stores.some((d) => d.name === localDb.name)) {
    const [owner, reachedWith, cursor, firstFor] = await Promise.all([
      getMeta<string>(metaKeys.cursorUser),
      getMeta<string>(metaKeys.cursorTables),
      getMeta<number>(metaKeys.cursor),
      getMeta<string>(metaKeys.firstPull),
    ]);
    if (owner === userId && reachedWith === SYNCED_TABLES.join(',')) {
      from = cursor ?? 0;
      first = firstFor === userId;
    }
  }
  return { from, first, pages: pagesAfter(from, first, token, FETCH_AHEAD) };
}

/**
 * Puts one page's rows, removes its tombstones and moves the cursor, in one transaction; one
 * `bulkPut` per table. False, and nothing written, when the stored cursor is no longer `from`.
 */
async function storePage(userId: string, from: number, page: PullResponse): Promise<number | false | 'restored'> {
  return localDb.transaction('rw', [...SYNCED_TABLES.map((t) => localDb.table(t)), localDb.meta, localDb.outbox], async () => {
    const [at, owner, epoch] = await Promise.all([getMeta<number>(metaKeys.cursor), getMeta<string>(metaKeys.cursorUser), getMeta<string>(metaKeys.epoch)]);
    if ((at ?? 0) !== from || owner !== userId) return false;
    // Rows pulled from a server since restored from a backup: what it no longer has, or has again
    // under versions this cursor has passed, must not stay (ADR 0153). A first page takes its epoch.
    if (page.epoch && epoch && epoch !== page.epoch) return 'restored';
    if (page.epoch && epoch !== page.epoch) await setMeta(metaKeys.epoch, page.epoch);
    // A change made while this page was on its way keeps its rows: the server has not seen it yet.
    const held = await heldRows(userId);
    const free = (table: string, key: string) => !held.has(`${table}:${key}`);
    let changed = 0;
    for (const name of SYNCED_TABLES) {
      const rows = (page.changes[name] ?? []).filter((row) => free(name, (row as { _id: string })._id));
      if (rows.length) await localDb.table(name).bulkPut(rows);
      changed += rows.length;
    }
    const gone = page.deleted.filter((d) => isSyncedTable(d.table) && free(d.table, d.id));
    for (const name of SYNCED_TABLES) {
      const keys = gone.filter((d) => d.table === name).map((d) => d.id);
      if (keys.length) await syncedTable(name).bulkDelete(keys);
    }
    changed += page.deleted.length;
    await setMeta(metaKeys.cursor, page.cursor);
    if (!page.more) await localDb.meta.delete(metaKeys.firstPull);
    return changed;
  });
}

/**
 * The cursor to pull from. A table this version of the app mirrors that the stored cursor was never
 * reached with has its older rows behind the cursor, so the pull starts over (pulled rows are put,
 * never duplicated). Not as a first pull: the store keeps its rows, and only a whole pull brings
 * the tombstones and the changes to old rows it missed (ADR 0118).
 */
async function startingCursor(): Promise<number> {
  const tables = SYNCED_TABLES.join(',');
  const [reachedWith, cursor] = await Promise.all([getMeta<string>(metaKeys.cursorTables), getMeta<number>(metaKeys.cursor)]);
  if (reachedWith === tables) return cursor ?? 0;
  await localDb.transaction('rw', localDb.meta, async () => {
    await setMeta(metaKeys.cursor, 0);
    await setMeta(metaKeys.cursorTables, tables);
  });
  return 0;
}

/** The rows this member's waiting changes wrote, as 'table:key'. */
async function heldRows(userId: string): Promise<Set<string>> {
  const waiting = await localDb.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
  return new Set(waiting.flatMap((e) => e.redo.map((w) => `${w.table}:${w.key}`)));
}

import type { PullResponse } from '#domain/sync/protocol.ts';
import { forgetSyncedData } from './forget-member.ts';
import { getMeta, localDb, metaKeys, setMeta, SYNCED_TABLES, syncedTable, type SyncedTableName } from './local-db.ts';
import { pendingFor } from './push-outbox.ts';
import { asStorageError } from './storage-error.ts';

export type PullOutcome = { kind: 'pulled'; changed: number } | { kind: 'skipped' } | { kind: 'offline' } | { kind: 'unauthorized' } | { kind: 'retry'; status: number };

const isSyncedTable = (name: string): name is SyncedTableName => (SYNCED_TABLES as readonly string[]).includes(name);

/**
 * Makes this device's store the signed-in member's: rows pulled for someone else (what they may
 * see is per member) are removed first. Their unsent changes stay, bound to their user id.
 */
export async function adoptStoreFor(userId: string) {
  const owner = await getMeta<string>(metaKeys.cursorUser);
  if (owner === userId) return;
  await forgetSyncedData();
  await setMeta(metaKeys.cursorUser, userId);
}

/**
 * Mirrors the server's rows changed since the last cursor into IndexedDB, page by page, each page
 * with its cursor in one transaction. Skipped while this member has changes waiting, so server
 * rows never hide optimistic ones. A full device throws a `StorageFullError`.
 */
export async function pullChanges(userId: string, token: () => string | null): Promise<PullOutcome> {
  if ((await pendingFor(userId)).length > 0) return { kind: 'skipped' };
  await adoptStoreFor(userId);
  await restartForNewTables();
  let changed = 0;
  for (;;) {
    const cursor = (await getMeta<number>(metaKeys.cursor)) ?? 0;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const t = token();
    if (t) headers.Authorization = `Bearer ${t}`;
    let res: Response;
    try {
      res = await fetch(`/api/sync/pull?cursor=${cursor}`, { credentials: 'include', headers });
    } catch {
      return { kind: 'offline' };
    }
    if (res.status === 401) return { kind: 'unauthorized' };
    if (!res.ok) return { kind: 'retry', status: res.status };
    const page = (await res.json()) as PullResponse;
    try {
      await localDb.transaction('rw', [...SYNCED_TABLES.map((t) => localDb.table(t)), localDb.meta, localDb.outbox], async () => {
        // A change made while this page was on its way keeps its rows: the server has not seen it yet.
        const held = await heldRows(userId);
        const free = (table: string, key: string) => !held.has(`${table}:${key}`);
        for (const name of SYNCED_TABLES) {
          const rows = (page.changes[name] ?? []).filter((row) => free(name, (row as { _id: string })._id));
          if (rows.length) await localDb.table(name).bulkPut(rows);
          changed += rows.length;
        }
        for (const d of page.deleted) if (isSyncedTable(d.table) && free(d.table, d.id)) await syncedTable(d.table).delete(d.id);
        changed += page.deleted.length;
        await setMeta(metaKeys.cursor, page.cursor);
      });
    } catch (error) {
      throw asStorageError(error);
    }
    if (!page.more) return { kind: 'pulled', changed };
  }
}

/**
 * A table this version of the app mirrors that the stored cursor was never reached with: its older
 * rows lie behind the cursor, so the pull starts over (pulled rows are put, never duplicated).
 */
async function restartForNewTables() {
  const tables = SYNCED_TABLES.join(',');
  if ((await getMeta<string>(metaKeys.cursorTables)) === tables) return;
  await localDb.transaction('rw', localDb.meta, async () => {
    await setMeta(metaKeys.cursor, 0);
    await setMeta(metaKeys.cursorTables, tables);
  });
}

/** The rows this member's waiting changes wrote, as 'table:key'. */
async function heldRows(userId: string): Promise<Set<string>> {
  const waiting = await localDb.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
  return new Set(waiting.flatMap((e) => e.redo.map((w) => `${w.table}:${w.key}`)));
}

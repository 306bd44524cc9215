import type { PullResponse } from '#domain/sync/protocol.ts';
import { getMeta, localDb, setMeta, SYNCED_TABLES, type SyncedTableName } from './local-db.ts';
import { pendingFor } from './push-outbox.ts';

export type PullOutcome = { kind: 'pulled'; changed: number } | { kind: 'skipped' } | { kind: 'offline' } | { kind: 'unauthorized' } | { kind: 'retry'; status: number };

/**
 * Mirrors the server's rows changed since the last cursor into IndexedDB, page by page. Votes are
 * per member, so a different member on this browser starts from an empty vote table and cursor.
 * Skipped while this member has changes waiting, so server rows never hide optimistic ones.
 */
export async function pullChanges(userId: string, token: () => string | null): Promise<PullOutcome> {
  if ((await pendingFor(userId)).length > 0) return { kind: 'skipped' };
  if ((await getMeta<string>('cursorUser')) !== userId) {
    await localDb.transaction('rw', [localDb.votes, localDb.meta], async () => {
      await localDb.votes.clear();
      await setMeta('cursor', 0);
      await setMeta('cursorUser', userId);
    });
  }
  let changed = 0;
  for (;;) {
    const cursor = (await getMeta<number>('cursor')) ?? 0;
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
    await localDb.transaction('rw', [...SYNCED_TABLES.map((t) => localDb.table(t)), localDb.meta], async () => {
      for (const name of SYNCED_TABLES) {
        const rows = (page.changes[name] ?? []) as Record<string, unknown>[];
        if (rows.length) await localDb.table(name).bulkPut(rows);
        changed += rows.length;
      }
      for (const d of page.deleted) {
        if ((SYNCED_TABLES as string[]).includes(d.table)) await localDb.table(d.table as SyncedTableName).delete(d.id);
      }
      changed += page.deleted.length;
      await setMeta('cursor', page.cursor);
    });
    if (!page.more) return { kind: 'pulled', changed };
  }
}

import type { Sql } from 'postgres';
import type { PullResponse } from '#domain/sync/protocol.ts';
import type { SessionUser } from '../deps.ts';

type VersionedRow = { id: string; version: string; deleted_at: Date | null };

/** A table the client mirrors: which rows a member may see after a version, and their client shape. */
export type SyncedTable = {
  name: string;
  changedSince(sql: Sql, user: SessionUser, cursor: number, limit: number): Promise<VersionedRow[]>;
  toClient(row: VersionedRow): unknown;
};

/**
 * Rows changed after `cursor` across every synced table, oldest version first, at most `limit`.
 * Deleted rows come back as tombstones. The new cursor is the last version returned.
 */
export async function pullChanges(sql: Sql, tables: SyncedTable[], user: SessionUser, cursor: number, limit: number): Promise<PullResponse> {
  const perTable = await Promise.all(
    tables.map(async (t) => (await t.changedSince(sql, user, cursor, limit + 1)).map((row) => ({ t, row }))),
  );
  const merged = perTable.flat().sort((a, b) => Number(a.row.version) - Number(b.row.version));
  const page = merged.slice(0, limit);
  const changes: Record<string, unknown[]> = Object.fromEntries(tables.map((t) => [t.name, []]));
  const deleted: PullResponse['deleted'] = [];
  for (const { t, row } of page) {
    if (row.deleted_at) deleted.push({ table: t.name, id: row.id });
    else changes[t.name]!.push(t.toClient(row));
  }
  return {
    cursor: page.length ? Number(page.at(-1)!.row.version) : cursor,
    more: merged.length > limit,
    changes,
    deleted,
  };
}

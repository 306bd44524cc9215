import type { Sql, TransactionSql } from 'postgres';
import type { PullResponse } from '#domain/sync/protocol.ts';
import type { SessionUser } from '../deps.ts';

/**
 * A row as a synced table reads it for one member. `visible: false` means the member may not see
 * it now (it goes out as a tombstone, like a deleted row); leave it out when everyone may.
 */
export type VersionedRow = { id: string; version: string; deleted_at: Date | null; visible?: boolean | null };

/**
 * A table the client mirrors: its rows changed after a version that concern this member, oldest
 * first, and their wire shape. A change of *who may see* a row must re-stamp it (an update that
 * bumps its version, e.g. a trigger on the table that decides), so that it reaches every cursor.
 */
export type SyncedTable<Row = unknown> = {
  changedSince(tx: TransactionSql, user: SessionUser, cursor: number, limit: number): Promise<VersionedRow[]>;
  /** The wire shape of a row, as `user` may see it (privacy, ADR 0074). */
  toClient(row: VersionedRow, user: SessionUser): Row;
};

/**
 * Rows changed after `cursor` across the tables, oldest version first, at most `limit`. All tables
 * are read in one snapshot, and versions are handed out in commit order (migration 0007), so the
 * new cursor (the last version returned) never passes a row that has yet to commit.
 */
export async function pullChanges<Tables extends Record<string, SyncedTable>>(
  sql: Sql,
  tables: Tables,
  user: SessionUser,
  cursor: number,
  limit: number,
): Promise<PullResponse<{ [T in keyof Tables]: ReturnType<Tables[T]['toClient']>[] }>> {
  const entries = Object.entries(tables);
  const perTable = await sql.begin('isolation level repeatable read read only', (tx) =>
    // One connection, one snapshot: the queries run one after another.
    entries.reduce<Promise<{ name: string; t: SyncedTable; row: VersionedRow }[][]>>(
      async (acc, [name, t]) => [...(await acc), (await t.changedSince(tx, user, cursor, limit + 1)).map((row) => ({ name, t, row }))],
      Promise.resolve([]),
    ),
  );
  const merged = perTable.flat().sort((a, b) => Number(a.row.version) - Number(b.row.version));
  const page = merged.slice(0, limit);
  const changes = Object.fromEntries(entries.map(([name]) => [name, [] as unknown[]]));
  const deleted: PullResponse['deleted'] = [];
  for (const { name, t, row } of page) {
    if (row.deleted_at || row.visible === false) deleted.push({ table: name, id: row.id });
    else changes[name]!.push(t.toClient(row, user));
  }
  return {
    cursor: page.length ? Number(page.at(-1)!.row.version) : cursor,
    more: merged.length > limit,
    changes: changes as never,
    deleted,
  };
}

import type { Sql, TransactionSql } from 'postgres';
import { PULL_MAX_BYTES, type PullResponse } from '#domain/sync/protocol.ts';
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
 * `DbRow` is the SQL row `changedSince` reads, declared once (`tx.unsafe<DbRow[]>`), and `toClient`
 * maps it to the wire `Row` field by field, which the compiler checks (ADR 0130). The registry
 * holds every table as `SyncedTable<Row>`: the pull hands each table only the rows it read itself.
 */
export type SyncedTable<Row = unknown, DbRow extends VersionedRow = VersionedRow> = {
  /**
   * Trusted SQL, true whenever `changedSince` could return a row ($1 the cursor, $2 the member's id):
   * the newest version on the table's version index (a `max()`, planned the same for any cursor),
   * implied by its own condition. A pull asks every table's probe in one query and skips the tables
   * whose probe is false (ADR 0118). Without one, the table is always asked.
   */
  changedProbe?: string;
  /**
   * `first`: the device is filling an empty store, so a table that grows with the years leaves out
   * what a new device does not keep (domain/sync/first-pull.ts); it never changes which rows are
   * visible, only which old ones travel.
   */
  changedSince(tx: TransactionSql, user: SessionUser, cursor: number, limit: number, first: boolean): Promise<DbRow[]>;
  /** The wire shape of a row, as `user` may see it (privacy, ADR 0074). */
  toClient(row: DbRow, user: SessionUser): Row;
};

/**
 * The option every `changedSince` query passes to `unsafe()`: prepared once per connection. Unprepared,
 * postgres.js asks the server to describe a query with parameters before running it (a round trip
 * more) and the server plans it again each time; 18 such queries made an empty pull 25 ms (ADR 0118).
 */
export const PREPARED = { prepare: true } as const;

/** A pull page, and the same page as the JSON body it is sent as. */
export type PulledPage<Changes extends Record<string, unknown[]>> = { page: PullResponse<Changes>; json: string };

type PageOf<Tables extends Record<string, SyncedTable>> = { [T in keyof Tables]: ReturnType<Tables[T]['toClient']>[] };

/**
 * Rows changed after `cursor` across the tables, oldest version first: at most `limit` rows and
 * `maxBytes` bytes of JSON (the first rows always go, however large). All tables are read in one
 * snapshot, and versions are handed out in commit order (migration 0007), so the new cursor (the
 * last version returned) never passes a row that has yet to commit.
 */
export async function pullChanges<Tables extends Record<string, SyncedTable>>(
  sql: Sql,
  tables: Tables,
  user: SessionUser,
  cursor: number,
  limit: number,
  opts: PullOptions = {},
): Promise<PullResponse<PageOf<Tables>>> {
  return (await pullPage(sql, tables, user, cursor, limit, opts)).page;
}

/** `maxBytes`: the page's JSON cap; `first`: a device's first pull, which takes its slice. */
export type PullOptions = { maxBytes?: number; first?: boolean };

/**
 * `pullChanges` with the page's JSON body: each row is serialized once, both to size the page and
 * to build the body, so the route sends it without serializing the page again.
 */
export async function pullPage<Tables extends Record<string, SyncedTable>>(
  sql: Sql,
  tables: Tables,
  user: SessionUser,
  cursor: number,
  limit: number,
  { maxBytes = PULL_MAX_BYTES, first = false }: PullOptions = {},
): Promise<PulledPage<PageOf<Tables>>> {
  const entries = Object.entries(tables);
  // One connection, one snapshot. After the probe, the changed tables' queries are sent at once:
  // postgres.js pipelines them on the transaction's connection, one round trip, not one per table (ADR 0118).
  const [epoch, perTable] = await sql.begin('isolation level repeatable read read only', async (tx) => {
    const [at] = await tx<{ epoch: string }[]>`select epoch::text as epoch from sync_epoch`;
    const asked = await tablesWithChanges(tx, entries, user, cursor);
    const rows = await Promise.all(asked.map(async ([name, t]) => (await t.changedSince(tx, user, cursor, limit + 1, first)).map((row) => ({ name, t, row }))));
    return [at?.epoch ?? '', rows] as const;
  });
  const merged = perTable.flat().sort((a, b) => Number(a.row.version) - Number(b.row.version));

  // The body around the rows, with the longest cursor and `false`: the rows get what is left.
  const envelope = `{"epoch":${JSON.stringify(epoch)},"cursor":${Number.MAX_SAFE_INTEGER},"more":false,"changes":{${entries.map(([name]) => `${JSON.stringify(name)}:[]`).join(',')}},"deleted":[]}`;
  let bytes = utf8Length(envelope);
  type Out = { gone: boolean; name: string; wire: unknown; json: string };
  const serialize = ({ name, t, row }: (typeof merged)[number]): Out => {
    // SQL's unknown (a rule reading a null column, e.g. an author whose account is gone) is not a yes.
    const gone = !!row.deleted_at || row.visible === false || row.visible === null;
    const wire = gone ? { table: name, id: row.id } : t.toClient(row, user);
    return { gone, name, wire, json: JSON.stringify(wire) };
  };
  const taken: Out[] = [];
  for (const item of merged) {
    if (taken.length === limit) break;
    const out = serialize(item);
    const size = utf8Length(out.json) + 1; // and a comma
    if (taken.length > 0 && bytes + size > maxBytes) break;
    bytes += size;
    taken.push(out);
  }
  // Rows of different tables may share a version (a profile is also a classmate card): a page
  // never ends between them, or the next cursor would pass the ones left out. It ends before them,
  // or, when they are its first rows, after all of them (every table read them first: none is missing).
  const versionAt = (i: number) => merged[i]!.row.version;
  let end = taken.length;
  if (end < merged.length && versionAt(end) === versionAt(end - 1)) {
    const tied = versionAt(end);
    while (end > 0 && versionAt(end - 1) === tied) end--;
    if (end === 0) {
      while (end < merged.length && versionAt(end) === tied) {
        if (end === taken.length) taken.push(serialize(merged[end]!));
        end++;
      }
    }
  }
  const page = taken.slice(0, end);

  const changes = Object.fromEntries(entries.map(([name]) => [name, [] as unknown[]]));
  const changesJson = Object.fromEntries(entries.map(([name]) => [name, [] as string[]]));
  const deleted: PullResponse['deleted'] = [];
  const deletedJson: string[] = [];
  for (const { name, gone, wire, json } of page) {
    if (gone) {
      deleted.push(wire as PullResponse['deleted'][number]);
      deletedJson.push(json);
    } else {
      changes[name]!.push(wire);
      changesJson[name]!.push(json);
    }
  }
  const next = end ? Number(versionAt(end - 1)) : cursor;
  const more = end < merged.length;
  const lists = entries.map(([name]) => `${JSON.stringify(name)}:[${changesJson[name]!.join(',')}]`).join(',');
  return {
    page: { epoch, cursor: next, more, changes: changes as PageOf<Tables>, deleted },
    json: `{"epoch":${JSON.stringify(epoch)},"cursor":${next},"more":${more},"changes":{${lists}},"deleted":[${deletedJson.join(',')}]}`,
  };
}

/** The tables that may have rows for the member past `cursor`: one query of every table's probe. */
async function tablesWithChanges<T extends [string, SyncedTable]>(tx: TransactionSql, entries: T[], user: SessionUser, cursor: number): Promise<T[]> {
  const probed = entries.filter(([, t]) => t.changedProbe);
  if (probed.length === 0) return entries;
  const [row] = await tx.unsafe<Record<string, boolean>[]>(`select ${probed.map(([, t], i) => `(${t.changedProbe}) as p${i}`).join(', ')}`, [cursor, user.id], PREPARED);
  const unchanged = new Set(probed.filter((_, i) => row?.[`p${i}`] === false).map(([name]) => name));
  return entries.filter(([name]) => !unchanged.has(name));
}

/** The UTF-8 length of a string (what the body weighs on the wire), without encoding it. */
export function utf8Length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // Two bytes from U+0080, three from U+0800; a surrogate pair (two units) is four.
    if (c >= 0x80) n += c < 0x800 || (c >= 0xd800 && c <= 0xdfff) ? 1 : 2;
  }
  return n;
}

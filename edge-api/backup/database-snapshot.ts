import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql, TransactionSql } from 'postgres';
import type { Database } from '../db/open-database.ts';
import { appliedMigration } from '../db/applied-migration.ts';
import { copyPgliteOnline, openCopyInThread } from './pglite-online-copy.ts';

// The database part of a backup, consistent with the row counts the manifest gives: PGlite's data
// directory copied while it serves and counted in the copy (pglite-online-copy.ts; in memory, its
// dump taken while the app's one connection is held), or pg_dump of Postgres in its custom format,
// reading the snapshot that the counts were taken in (pg_export_snapshot).

export type DatabaseSnapshot = { kind: 'pglite' | 'postgres'; file: string; tables: Record<string, number>; migration: string };

/** The app's tables, in name order. */
export async function appTables(sql: Sql | TransactionSql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;
  return rows.map((r) => r.name);
}

/** Rows in each table, counted by `sql` (inside the snapshot's transaction). */
export async function countRows(sql: Sql | TransactionSql, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await sql<{ n: string }[]>`select count(*)::text as n from ${sql(table)}`;
    counts[table] = Number(row!.n);
  }
  return counts;
}

/** Writes the database into `dir/database/` and returns what the manifest says of it. */
export async function snapshotDatabase(db: Database, dir: string): Promise<DatabaseSnapshot> {
  if (db.pgdataDir) return snapshotPgliteOnDisk(db.sql, db.pgdataDir, dir);
  if (db.dumpDataDir) {
    const dump = db.dumpDataDir;
    const file = 'database/pgdata.tar';
    return db.sql.begin('isolation level repeatable read read only', async (tx) => {
      const tables = await countRows(tx, await appTables(tx));
      const migration = await appliedMigration(tx);
      await writeFile(join(dir, file), new Uint8Array(await (await dump()).arrayBuffer()));
      return { kind: 'pglite', file, tables, migration };
    });
  }
  const file = 'database/postgres.dump';
  return db.sql.begin('isolation level repeatable read read only', async (tx) => {
    const [exported] = await tx<{ snapshot: string }[]>`select pg_export_snapshot() as snapshot`;
    const snapshot = exported!.snapshot;
    const tables = await countRows(tx, await appTables(tx));
    const migration = await appliedMigration(tx);
    await pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${join(dir, file)}`, `--dbname=${db.url}`]);
    return { kind: 'postgres', file, tables, migration };
  });
}

/**
 * PGlite in DATA_DIR: its files copied while it serves into `database/pgdata/`, then opened in a
 * thread (which replays the copied WAL), counted there, and closed cleanly: the archive holds a
 * data directory that opens as it is.
 */
async function snapshotPgliteOnDisk(sql: Sql, pgdata: string, dir: string): Promise<DatabaseSnapshot> {
  const file = 'database/pgdata';
  await copyPgliteOnline(sql, pgdata, join(dir, file));
  const opened = await openCopyInThread(join(dir, file));
  try {
    const { tables, migration } = await opened.sql.begin('isolation level repeatable read read only', async (tx) => ({
      tables: await countRows(tx, await appTables(tx)),
      migration: await appliedMigration(tx),
    }));
    return { kind: 'pglite', file, tables, migration };
  } finally {
    await opened.close();
  }
}

/** Runs a PostgreSQL client program; a missing one is named with what to install. */
export function pgTool(program: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${program} was not found: install the PostgreSQL client programs of your server's version (Debian and Ubuntu: apt-get install postgresql-client), or put them on PATH.`)
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim() || 'no message'}`))));
  });
}

import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import postgres, { type Sql } from 'postgres';

// The embedded database copied while it serves (ADR 0155): Postgres' own online base backup.
// pg_backup_start (a checkpoint) and pg_backup_stop are the only statements that hold the app's
// one connection; the files are copied between them with the server answering, and the WAL written
// meanwhile is copied after, so that replaying it (full-page writes are on) mends any page the copy
// caught half-written. The copy then holds the database as it stood at pg_backup_stop.

/** What Postgres' documentation says a base backup leaves out: runtime state, rebuilt at start. */
const LEFT_OUT = new Set(['pg_wal', 'postmaster.pid', 'postmaster.opts', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans', 'backup_label', 'tablespace_map']);
const WAL_FILE = /^[0-9A-F]{24}$/;

/** Copies `from` into `to`, file by file; a file dropped while copying (a rewritten table's old one) is no loss. */
async function copyTree(from: string, to: string, top: boolean): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (top && LEFT_OUT.has(entry.name)) {
      if (entry.isDirectory()) await mkdir(target, { recursive: true });
    } else if (entry.isDirectory()) {
      await copyTree(source, target, false);
    } else if (entry.isFile() && !entry.name.startsWith('pgsql_tmp')) {
      await copyFile(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

/** A WAL file's place in the sequence (16 MB segments: 256 per log id). */
const walIndex = (name: string) => Number.parseInt(name.slice(8, 16), 16) * 256 + Number.parseInt(name.slice(16), 16);

/** The WAL files from `first` to `last`, every one of them, into `to/pg_wal`. */
async function copyWal(pgdata: string, to: string, first: string, last: string): Promise<void> {
  const wal = join(pgdata, 'pg_wal');
  const names = (await readdir(wal)).filter((n) => WAL_FILE.test(n) && n.slice(0, 8) === first.slice(0, 8) && n >= first && n <= last).sort();
  if (names.length !== walIndex(last) - walIndex(first) + 1) {
    throw new Error(`The database reused its log files while the backup was copying (${first} to ${last}, ${names.length} found): take the backup again.`);
  }
  await mkdir(join(to, 'pg_wal', 'archive_status'), { recursive: true });
  for (const name of names) await copyFile(join(wal, name), join(to, 'pg_wal', name));
}

/**
 * Copies PGlite's data directory `pgdata` into `to` while `sql` (the app's one connection to it)
 * goes on serving. `to` then opens as the database stood when the copy ended.
 */
export async function copyPgliteOnline(sql: Sql, pgdata: string, to: string): Promise<void> {
  const [started] = await sql<{ file: string }[]>`select pg_walfile_name(pg_backup_start('alumni-portal backup', true)) as file`;
  let stopped = false;
  try {
    await copyTree(pgdata, to, true);
    const [end] = await sql<{ label: string; file: string }[]>`select labelfile as label, pg_walfile_name(lsn) as file from pg_backup_stop(false)`;
    stopped = true;
    await copyWal(pgdata, to, started!.file, end!.file);
    await writeFile(join(to, 'backup_label'), end!.label);
  } finally {
    if (!stopped) await sql`select pg_backup_stop(false)`.catch(() => {});
  }
}

export type OpenedCopy = { sql: Sql; close(): Promise<void> };

/** Opens the copy in `dir` in a worker thread, served to `sql` over a local socket; close() shuts it down cleanly. */
export async function openCopyInThread(dir: string): Promise<OpenedCopy> {
  const worker = new Worker(new URL('./pglite-copy-thread.mjs', import.meta.url), { workerData: { dir } });
  const next = () =>
    new Promise<{ url?: string; done?: true; error?: string }>((resolve, reject) => {
      const fail = (error: Error) => reject(new Error(`The backup's copy of the database did not open: ${error.message}`));
      worker.once('error', fail);
      worker.once('message', (m) => {
        worker.off('error', fail);
        resolve(m);
      });
    });
  const opened = await next();
  const sql = postgres(opened.url!, { max: 1, onnotice: () => {} });
  let closing: Promise<void> | undefined;
  const close = async () => {
    await sql.end({ timeout: 5 });
    const answer = next();
    worker.postMessage('close');
    const { error } = await answer;
    await worker.terminate();
    if (error) throw new Error(`The backup's copy of the database did not close cleanly: ${error}`);
  };
  return { sql, close: () => (closing ??= close()) };
}

import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres, { type Sql } from 'postgres';
import { migrate } from '../db/migrate.ts';
import { openPglite, type Listen } from '../db/open-database.ts';

export type TestDatabase = { url: string; sql: Sql; listen: Listen; close(): Promise<void>; dumpDataDir?: () => Promise<Blob>; pgdataDir?: string };

/**
 * A fresh, migrated database for one test file: a new database on DATABASE_URL's server when it is
 * set, otherwise a PGlite in memory served on a local port. Both start from a copy of a database
 * migrated once per set of migrations (docs/decisions/0103), not by migrating anew: on Postgres
 * `create database … template`, on PGlite a dumped data directory.
 */
export async function createTestDatabase(serverUrl = process.env.DATABASE_URL, opts: { pgliteDataDir?: string } = {}): Promise<TestDatabase> {
  if (!serverUrl) {
    // In memory, or in a folder (`pgliteDataDir`, as DATA_DIR) where what is tested reads its files.
    const db = await openPglite(opts.pgliteDataDir, { maxConnections: 8, loadDataDir: await pgliteImage() });
    return { url: db.url, sql: db.sql, listen: db.listen, close: db.close, dumpDataDir: db.dumpDataDir, pgdataDir: db.pgdataDir };
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const template = await postgresTemplate(serverUrl, admin);
  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await admin.unsafe(`create database ${name} template ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 5, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    listen: (channel, onPayload, onListen) => sql.listen(channel, onPayload, onListen),
    async close() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Names what a migrated database holds: the migrations, the code that applies them, PGlite's version. */
function migrationsKey() {
  const hash = createHash('sha256');
  const dir = join(ROOT, 'sql/migrations');
  for (const f of readdirSync(dir).sort()) hash.update(f).update(readFileSync(join(dir, f)));
  hash.update(readFileSync(join(ROOT, 'edge-api/db/migrate.ts')));
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

const TEMPLATE_LOCK_KEY = 7_234_002;
let template: Promise<string> | undefined;

/**
 * `test_tpl_<key>` on the server, migrated; built once by whichever process asks first (under an
 * advisory lock, renamed into place only when complete, so a killed run leaves no half-made one).
 * `admin` is a connection to the server with `max: 1` (the lock is its session's).
 */
function postgresTemplate(serverUrl: string, admin: Sql) {
  template ??= (async () => {
    const name = `test_tpl_${migrationsKey()}`;
    const exists = async () => (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
    if (await exists()) return name;
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK_KEY})`;
    try {
      if (await exists()) return name;
      const building = `${name}_new`;
      await admin.unsafe(`drop database if exists ${building} with (force)`);
      await admin.unsafe(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
      try {
        await migrate(sql);
      } finally {
        await sql.end({ timeout: 5 });
      }
      await admin.unsafe(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`;
    }
  })();
  return template;
}

let image: Promise<Blob> | undefined;

/** The migrated PGlite data directory, kept in the temp folder by key (a fresh PGlite's initdb alone takes seconds). */
function pgliteImage() {
  image ??= (async () => {
    const file = join(tmpdir(), `alumni-test-pglite-${migrationsKey()}.tar`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return new Blob([new Uint8Array(cached)]);
    const db = await openPglite(undefined);
    try {
      await migrate(db.sql);
      const dump = await db.dumpDataDir();
      // Written aside and renamed: a process reading it never sees half a file.
      const partial = `${file}.${process.pid}.${randomUUID()}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file).catch(() => rm(partial, { force: true }));
      return dump;
    } finally {
      await db.close();
    }
  })();
  return image;
}

/**
 * vitest's globalSetup (vitest.config.ts): the template (or image) is made once before the test files
 * start in parallel. On Postgres, templates of other migrations unused for a day are dropped; each
 * run marks its own as used in the database's comment.
 */
export async function prepareTestDatabases(serverUrl = process.env.DATABASE_URL) {
  if (!serverUrl) {
    await pgliteImage();
    return;
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const name = await postgresTemplate(serverUrl, admin);
    await admin.unsafe(`comment on database ${name} is '${new Date().toISOString()}'`);
    const stale = await admin<{ datname: string }[]>`
      select datname from pg_database
      where datname like 'test\\_tpl\\_%' and datname <> ${name}
        and coalesce(shobj_description(oid, 'pg_database'), '') < ${new Date(Date.now() - 86_400_000).toISOString()}`;
    for (const { datname } of stale) await admin.unsafe(`drop database if exists ${datname}`).catch(() => {});
  } finally {
    await admin.end({ timeout: 5 });
  }
}

import { constants, createReadStream } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import * as tar from 'tar';
import { latestMigration, migrate } from '../db/migrate.ts';
import { openDatabase, openPglite, type Database } from '../db/open-database.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { BackupRefused, MANIFEST_FILE, readManifest, type BackupManifest } from './backup-manifest.ts';
import { appTables, countRows, pgTool } from './database-snapshot.ts';
import { DATA_FILES, digestFile } from './write-backup.ts';

export type RestoreTarget = {
  /** DATA_DIR: the embedded database goes to DATA_DIR/pgdata, its own files beside it. */
  dataDir: string;
  /** A Postgres server's empty database instead of the embedded one. */
  databaseUrl?: string;
  objects: ObjectStore;
};

export type Restored = { manifest: BackupManifest; tables: Record<string, number>; migrated: string[] };

/**
 * The manifest when it is the archive's first entry (as `writeBackup` puts it), read without
 * unpacking the rest: an archive from a newer app is refused in a moment, not after its database
 * is unpacked. Undefined when it is not first; the checks after unpacking then decide.
 */
async function leadingManifest(file: string): Promise<unknown> {
  const input = createReadStream(file);
  const chunks: Buffer[] = [];
  let first: 'manifest' | 'other' | undefined;
  const parser = new tar.Parser({
    onReadEntry: (entry) => {
      if (first) return entry.resume();
      first = entry.path === MANIFEST_FILE ? 'manifest' : 'other';
      if (first === 'other') return input.destroy();
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => input.destroy());
    },
  });
  await new Promise<void>((resolve) => {
    input.on('close', resolve).on('error', () => resolve());
    parser.on('error', () => input.destroy());
    input.pipe(parser);
  });
  if (first !== 'manifest') return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Unpacks `file` into a new folder: regular files and folders only, nothing outside it. */
async function unpack(file: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'alumni-restore-'));
  try {
    await tar.extract({ file, cwd: dir, strict: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new BackupRefused(`${file} is not a readable backup archive (${(error as Error).message}).`);
  }
  return dir;
}

/** The manifest, and every file it lists present with its size and checksum; nothing else there. */
async function checkedManifest(dir: string): Promise<BackupManifest> {
  const text = await readFile(join(dir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new BackupRefused('This archive has no manifest.json: it is not a backup of the alumni portal.');
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefused('Its manifest.json is not JSON: the archive is damaged.');
  }
  const manifest = readManifest(json, await latestMigration());
  const listed = new Set(manifest.files.map((f) => f.path));
  const present = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
  const extra = present.find((p) => p !== MANIFEST_FILE && !listed.has(p));
  if (extra) throw new BackupRefused(`The archive holds ${extra}, which its manifest does not list: it was altered.`);
  for (const expected of manifest.files) {
    const got = await digestFile(join(dir, expected.path)).catch(() => null);
    if (!got) throw new BackupRefused(`The archive lacks ${expected.path}, which its manifest lists: it is incomplete.`);
    if (got.size !== expected.size || got.sha256 !== expected.sha256) throw new BackupRefused(`${expected.path} does not match its checksum in the manifest: the archive is damaged.`);
  }
  const database = manifest.database.file;
  const databaseListed = listed.has(database) || manifest.files.some((f) => f.path.startsWith(`${database}/`));
  if (!databaseListed || manifest.objects.some((o) => !listed.has(o.file))) throw new BackupRefused('The manifest names a file it does not list: the archive is damaged.');
  return manifest;
}

/** What the target already holds, named; empty when it may be restored onto. */
async function whatIsThere(target: RestoreTarget): Promise<string[]> {
  const found: string[] = [];
  if (target.databaseUrl) {
    const db = await openDatabase({ databaseUrl: target.databaseUrl });
    try {
      const tables = await appTables(db.sql);
      if (tables.length) found.push(`the database has ${tables.length} tables (${tables.slice(0, 3).join(', ')}${tables.length > 3 ? ', …' : ''})`);
    } finally {
      await db.close();
    }
  } else {
    const pgdata = await readdir(join(target.dataDir, 'pgdata')).catch(() => []);
    if (pgdata.length) found.push(`${join(target.dataDir, 'pgdata')} holds a database`);
  }
  const objects = await target.objects.list('');
  if (objects.length) found.push(`the object store holds ${objects.length} objects (${objects[0]!.key}${objects.length > 1 ? ', …' : ''})`);
  return found;
}

/** Loads the snapshot's database into the target and opens it. */
async function restoreDatabase(dir: string, manifest: BackupManifest, target: RestoreTarget): Promise<Database> {
  const dump = join(dir, manifest.database.file);
  if (target.databaseUrl) {
    if (manifest.database.kind !== 'postgres') {
      throw new BackupRefused('This backup holds the embedded database (PGlite): restore it with DATABASE_URL unset, onto an empty DATA_DIR.');
    }
    await pgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.databaseUrl}`, dump]);
    return openDatabase({ databaseUrl: target.databaseUrl });
  }
  if (manifest.database.kind !== 'pglite') throw new BackupRefused('This backup holds a Postgres server\'s database: restore it with DATABASE_URL set to an empty database.');
  // A data directory copied while serving (database/pgdata/), or an in-memory database's dump (a .tar).
  if (!manifest.database.file.endsWith('.tar')) {
    await cp(dump, join(target.dataDir, 'pgdata'), { recursive: true });
    return openPglite(target.dataDir);
  }
  return openPglite(target.dataDir, { loadDataDir: new Blob([new Uint8Array(await readFile(dump))]) });
}

async function restoreObjects(dir: string, manifest: BackupManifest, objects: ObjectStore) {
  for (const o of manifest.objects) {
    const body = Readable.toWeb(createReadStream(join(dir, o.file))) as ReadableStream<Uint8Array>;
    await objects.put(o.key, body, { size: o.size, contentType: o.contentType });
  }
}

/** The restored tables' counts must be the snapshot's: a restore that lost rows says so. */
function checkCounts(manifest: BackupManifest, tables: Record<string, number>) {
  for (const [table, rows] of Object.entries(manifest.tables)) {
    if (tables[table] !== rows) throw new Error(`The restored table ${table} has ${tables[table] ?? 'no'} rows where the backup counted ${rows}.`);
  }
}

/**
 * Restores `file` onto an empty target (the server stopped): checks the archive whole first, then
 * loads the database, runs the migrations newer than the archive, puts the objects back and
 * DATA_DIR's own files where they are missing. Throws BackupRefused, touching nothing, when the
 * archive is damaged, from a newer app, or the target is not empty.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<Restored> {
  const early = await leadingManifest(file);
  if (early !== undefined) readManifest(early, await latestMigration());
  const dir = await unpack(file);
  try {
    const manifest = await checkedManifest(dir);
    const found = await whatIsThere(target);
    if (found.length) throw new BackupRefused(`Restore needs an empty target, and ${found.join('; ')}. Restore into a new DATA_DIR or an empty database.`);
    const db = await restoreDatabase(dir, manifest, target);
    try {
      const tables = await countRows(db.sql, Object.keys(manifest.tables));
      checkCounts(manifest, tables);
      const migrated = await migrate(db.sql);
      // Devices synced past the backup must not go on from their cursors (ADR 0153).
      await db.sql`update sync_epoch set epoch = gen_random_uuid(), changed_at = now()`;
      await restoreObjects(dir, manifest, target.objects);
      await restoreDataFiles(dir, manifest, target.dataDir);
      return { manifest, tables, migrated };
    } finally {
      await db.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function restoreDataFiles(dir: string, manifest: BackupManifest, dataDir: string) {
  await mkdir(dataDir, { recursive: true });
  for (const name of DATA_FILES) {
    if (!manifest.files.some((f) => f.path === `data/${name}`)) continue;
    // A file already there stays.
    await copyFile(join(dir, 'data', name), join(dataDir, name), constants.COPYFILE_EXCL).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

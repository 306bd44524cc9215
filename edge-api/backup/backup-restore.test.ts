import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import postgres, { type Sql } from 'postgres';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed.ts';
import { seedCollege } from '../db/college/seed-college.ts';
import { openDatabase, openPglite, type Database } from '../db/open-database.ts';
import { createFsObjectStore } from '../storage/fs-object-store.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { BackupRefused } from './backup-manifest.ts';
import { appTables } from './database-snapshot.ts';
import { restoreBackup, type RestoreTarget } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';
import { fillEveryTable } from '../test/every-table.ts';

// Issue 55: a college with rows in every table and photos → backup → wipe → restore → every
// table's rows and every object's bytes equal; a damaged archive or one from a newer app refused,
// touching nothing. On the machine's Postgres through pg_dump, and on PGlite by copying its files.

const onPostgres = !!process.env.DATABASE_URL;
let work = '';
let source: TestDatabase;
let sourceObjects: ObjectStore;
let archive = '';

/** Each table's rows, in a stable order, as text: equal tables give equal maps. */
async function tableContents(sql: Sql): Promise<Record<string, string>> {
  const contents: Record<string, string> = {};
  for (const table of await appTables(sql)) {
    const [row] = await sql<{ rows: string | null }[]>`select string_agg(t::text, E'\n' order by t::text) as rows from ${sql(table)} t`;
    contents[table] = row!.rows ?? '';
  }
  return contents;
}

async function objectBytes(store: ObjectStore): Promise<Record<string, string>> {
  const bytes: Record<string, string> = {};
  for (const { key } of await store.list('')) {
    const got = await store.get(key);
    bytes[key] = `${got!.contentType} ${Buffer.from(await new Response(got!.body).arrayBuffer()).toString('base64')}`;
  }
  return bytes;
}

/** An empty target: a new DATA_DIR, and on Postgres a new database with nothing in it. */
async function emptyTarget(): Promise<RestoreTarget & { close(): Promise<void> }> {
  const dataDir = await mkdtemp(join(work, 'restored-'));
  const objects = createFsObjectStore(join(dataDir, 'objects'));
  if (!onPostgres) return { dataDir, objects, close: async () => {} };
  const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  const name = `restore_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    dataDir,
    objects,
    databaseUrl: url.toString(),
    close: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The restored database, opened as the server would. */
async function openRestored(target: RestoreTarget): Promise<Database> {
  if (target.databaseUrl) return openDatabase({ databaseUrl: target.databaseUrl });
  return openPglite(target.dataDir);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'alumni-backup-'));
  // PGlite in a folder, as `npm start` keeps it: the backup copies its files while it serves.
  source = await createTestDatabase(process.env.DATABASE_URL, { pgliteDataDir: join(work, 'source') });
  sourceObjects = createFsObjectStore(join(work, 'source-objects'));
  const now = new Date();
  await seedDemoData(source.sql, now, { store: sourceObjects, secret: 'backup-test-secret' });
  await seedCollege(source.sql, { scale: 0.002 });
  await fillEveryTable(source.sql, now);
  await writeFile(join(work, 'secrets.json'), JSON.stringify({ jwtSecret: 'kept-through-restore' }));
  archive = join(work, 'backups', 'college.tar.gz');
  const db = { ...source, describe: 'source' } as Database;
  await writeBackup({ db, objects: sourceObjects, dataDir: work, appVersion: '0.1.0', now }, archive);
}, 240_000);

afterAll(async () => {
  await source?.close();
  await rm(work, { recursive: true, force: true });
});

describe(`a backup on ${onPostgres ? 'Postgres (pg_dump)' : 'PGlite (its data directory, copied while it serves)'}`, () => {
  it('has rows in every table and photos to back up', async () => {
    const counts = await tableContents(source.sql);
    expect(Object.entries(counts).filter(([, rows]) => rows === '').map(([table]) => table)).toEqual([]);
    expect(Object.keys(await objectBytes(sourceObjects)).length).toBeGreaterThan(3);
  });

  it('restores onto an empty target every table row for row and every object byte for byte', async () => {
    const target = await emptyTarget();
    try {
      const restored = await restoreBackup(archive, target);
      expect(restored.migrated).toEqual([]);
      const db = await openRestored(target);
      try {
        const { sync_epoch: restoredEpoch, ...restoredTables } = await tableContents(db.sql);
        const { sync_epoch: sourceEpoch, ...sourceTables } = await tableContents(source.sql);
        expect(restoredTables).toEqual(sourceTables);
        // A new epoch: devices synced with the backed-up server start their mirrors over (ADR 0153).
        expect(restoredEpoch).not.toEqual(sourceEpoch);
      } finally {
        await db.close();
      }
      expect(await objectBytes(target.objects)).toEqual(await objectBytes(sourceObjects));
      expect(JSON.parse(await readFile(join(target.dataDir, 'secrets.json'), 'utf8'))).toEqual({ jwtSecret: 'kept-through-restore' });
    } finally {
      await target.close();
    }
  }, 240_000);

  it('refuses a target that is not empty, naming what it found, and leaves it as it was', async () => {
    const target = await emptyTarget();
    try {
      await target.objects.put('albums/keep/me.jpg', new Uint8Array([1, 2, 3]), { size: 3, contentType: 'image/jpeg' });
      await expect(restoreBackup(archive, target)).rejects.toThrow(/needs an empty target, and the object store holds 1 objects \(albums\/keep\/me\.jpg\)/);
      expect(await target.objects.list('')).toEqual([{ key: 'albums/keep/me.jpg', size: 3 }]);
    } finally {
      await target.close();
    }
  });

  /**
   * A copy of the archive with `change` made to its files (path → bytes, in the archive's order),
   * rewritten block by block: unpacking a PGlite data directory and packing it again took seconds.
   */
  async function altered(change: (files: Map<string, Buffer>) => void) {
    const blocks = gunzipSync(await readFile(archive));
    const entries: { header: tar.Header; body: Buffer }[] = [];
    for (let at = 0; at + 512 <= blocks.length; ) {
      const header = new tar.Header(blocks.subarray(at, at + 512));
      if (!header.path) break; // the two empty blocks that end an archive
      const size = header.size ?? 0;
      entries.push({ header, body: blocks.subarray(at + 512, at + 512 + size) });
      at += 512 + Math.ceil(size / 512) * 512;
    }
    const files = new Map(entries.filter((e) => e.header.type === 'File').map((e) => [e.header.path!, e.body]));
    change(files);
    const out: Buffer[] = [];
    for (const { header, body } of entries) {
      const kept = header.type === 'File' ? files.get(header.path!) : body;
      if (!kept) continue;
      header.size = kept.length;
      const block = Buffer.alloc(512);
      header.encode(block);
      out.push(block, kept, Buffer.alloc((512 - (kept.length % 512)) % 512));
    }
    const file = join(await mkdtemp(join(work, 'altered-')), 'college.tar.gz');
    await writeFile(file, gzipSync(Buffer.concat([...out, Buffer.alloc(1024)]), { level: 1 }));
    return file;
  }

  it.each([
    ['a photo changed after the backup', (files: Files) => files.set(firstObject(files), randomBytes(64)), /does not match its checksum in the manifest: the archive is damaged/],
    ['a newer app', (files: Files) => editManifest(files, (m) => ({ ...m, migration: '9999_from_the_future.sql', appVersion: '9.0.0' })), /comes from a newer version of the portal \(9\.0\.0, database at 9999_from_the_future\.sql; this one knows up to \d{4}_/],
    ['a newer archive format', (files: Files) => editManifest(files, (m) => ({ ...m, formatVersion: 2 })), /written by a newer version of the portal \(archive format 2\)/],
    ['no manifest', (files: Files) => files.delete('manifest.json'), /has no manifest\.json/],
  ])('refuses an archive with %s, touching nothing', async (_what, change, message) => {
    const file = await altered(change);
    const target = await emptyTarget();
    try {
      const error = await restoreBackup(file, target).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BackupRefused);
      expect((error as Error).message).toMatch(message);
      expect(await target.objects.list('')).toEqual([]);
      await expect(readFile(join(target.dataDir, 'secrets.json'))).rejects.toThrow();
      if (target.databaseUrl) {
        const db = await openRestored(target);
        expect(await appTables(db.sql)).toEqual([]);
        await db.close();
      } else {
        await expect(readFile(join(target.dataDir, 'pgdata', 'PG_VERSION'))).rejects.toThrow();
      }
    } finally {
      await target.close();
    }
  });
});

type Files = Map<string, Buffer>;

const manifestOf = (files: Files) => JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, unknown>;

const firstObject = (files: Files) => (manifestOf(files) as { objects: { file: string }[] }).objects[0]!.file;

function editManifest(files: Files, edit: (m: Record<string, unknown>) => Record<string, unknown>) {
  files.set('manifest.json', Buffer.from(JSON.stringify(edit(manifestOf(files)))));
}

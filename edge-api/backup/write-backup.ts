import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as tar from 'tar';
import type { Database } from '../db/open-database.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, MANIFEST_FILE, type BackupManifest } from './backup-manifest.ts';
import { snapshotDatabase } from './database-snapshot.ts';

/** DATA_DIR's own files a restored portal needs: its generated secrets (sessions) and push keys. */
export const DATA_FILES = ['secrets.json', 'vapid.json'];

export type BackupSources = {
  db: Database;
  objects: ObjectStore;
  /** DATA_DIR, for its own files; none when the portal keeps its secrets in the environment. */
  dataDir?: string;
  appVersion: string;
  now: Date;
};

/** The SHA-256 and size of a file, read as a stream. */
export async function digestFile(path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Every object in the store, copied into `dir/objects/<key>` one at a time, streamed. */
async function snapshotObjects(objects: ObjectStore, dir: string): Promise<BackupManifest['objects']> {
  const listed: BackupManifest['objects'] = [];
  for (const { key } of await objects.list('')) {
    const got = await objects.get(key);
    if (!got) continue; // deleted since it was listed
    const file = `objects/${key}`;
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await pipeline(Readable.fromWeb(got.body as import('node:stream/web').ReadableStream<Uint8Array>), createWriteStream(join(dir, file)));
    listed.push({ key, size: got.size, contentType: got.contentType, file });
  }
  return listed;
}

/** The files under `dir`, and its folders (a data directory's empty ones are part of it). */
async function entriesUnder(dir: string): Promise<{ files: string[]; folders: string[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const path = (e: (typeof entries)[number]) => relative(dir, join(e.parentPath, e.name));
  return { files: entries.filter((e) => e.isFile()).map(path).sort(), folders: entries.filter((e) => e.isDirectory()).map(path).sort() };
}

/**
 * Writes one archive to `file` (a `.tar.gz`, readable by the owner only): the database, every
 * object and DATA_DIR's own files, with the manifest. Written beside `file` and renamed into place,
 * so `file` is either whole or absent. Returns the manifest.
 */
export async function writeBackup(sources: BackupSources, file: string): Promise<BackupManifest> {
  await mkdir(dirname(file), { recursive: true });
  const stage = await mkdtemp(join(dirname(file), '.backup-'));
  try {
    await mkdir(join(stage, 'database'));
    const database = await snapshotDatabase(sources.db, stage);
    const objects = await snapshotObjects(sources.objects, stage);
    if (sources.dataDir) {
      await mkdir(join(stage, 'data'));
      for (const name of DATA_FILES) await copyFile(join(sources.dataDir, name), join(stage, 'data', name)).catch(() => {});
    }
    const { files: paths, folders } = await entriesUnder(stage);
    const files = [];
    for (const path of paths) files.push({ path, ...(await digestFile(join(stage, path))) });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: sources.appVersion,
      migration: database.migration,
      createdAt: sources.now.toISOString(),
      database: { kind: database.kind, file: database.file },
      tables: database.tables,
      objects,
      files,
    };
    await writeFile(join(stage, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    const partial = `${file}.partial`;
    // Compressed by node:zlib in its own threads, not tar's gzip in the server's (a 16 MB read was one 0.4 s step of it).
    const entries = [MANIFEST_FILE, ...folders, ...paths];
    const pack = tar.create({ cwd: stage, portable: true, noDirRecurse: true, maxReadSize: 2 ** 20 }, entries);
    await pipeline(pack as unknown as NodeJS.ReadableStream, createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
    await chmod(partial, 0o600);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** The archive's size, for what a backup reports. */
export const archiveSize = async (file: string) => (await stat(file)).size;

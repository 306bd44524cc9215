// The embedded default's object store: one file per key under a folder (DATA_DIR/objects).
import { randomUUID } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import {
  assertByteRange,
  assertObjectInfo,
  assertObjectKey,
  assertObjectPrefix,
  BodySizeError,
  byKey,
  exactLength,
  isObjectKey,
  sliceOf,
  type ObjectStore,
} from './object-store.ts';

const CHUNK = 64 * 1024;

/**
 * Objects live at `<dir>/<key>`, their content type in a sidecar `.<name>.meta.json` beside them. A
 * put writes `.<name>.<uuid>.tmp` and renames it over the key, so a reader sees the old file or the
 * new one, never half of one. Names starting with '.' can never be keys (assertObjectKey), so
 * sidecars and temp files never collide with an object and `list` skips them. A key cannot be both
 * an object and a folder of others here (`a` and `a/b`): that put throws.
 */
export function createFsObjectStore(dir: string): ObjectStore {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    assertObjectKey(key);
    const path = join(root, key);
    // Belt and braces: assertObjectKey already rules out anything that could climb out.
    if (!path.startsWith(root + sep)) throw new Error('Object key escapes the store');
    return path;
  };
  const metaOf = (path: string) => join(dirname(path), `.${basename(path)}.meta.json`);

  async function readMeta(path: string): Promise<string> {
    try {
      const { contentType } = JSON.parse(await readFile(metaOf(path), 'utf8')) as { contentType?: unknown };
      if (typeof contentType === 'string') return contentType;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    return 'application/octet-stream';
  }

  /** The open file and its size, or null when there is no object (a folder is not one). */
  async function openObject(path: string): Promise<{ file: FileHandle; size: number } | null> {
    let file: FileHandle;
    try {
      file = await open(path, 'r');
    } catch (error) {
      if (isMissing(error) || isDirectory(error)) return null;
      throw error;
    }
    const stat = await file.stat().catch(async (error: unknown) => {
      await file.close();
      throw error;
    });
    if (stat.isFile()) return { file, size: stat.size };
    await file.close();
    return null;
  }

  return {
    async put(key, body, opts) {
      const path = pathOf(key);
      assertObjectInfo(opts);
      if (body instanceof Uint8Array && body.byteLength !== opts.size) {
        throw new BodySizeError(`Body is ${body.byteLength} bytes, expected ${opts.size}`);
      }
      await mkdir(dirname(path), { recursive: true });
      const temp = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
      const metaTemp = `${temp}.meta`;
      try {
        const file = await open(temp, 'wx');
        try {
          if (body instanceof Uint8Array) await file.writeFile(body);
          else await writeStream(file, exactLength(body, opts.size).stream);
        } finally {
          await file.close();
        }
        await writeFile(metaTemp, JSON.stringify({ contentType: opts.contentType }), { flag: 'wx' });
        await rename(metaTemp, metaOf(path));
        await rename(temp, path);
      } catch (error) {
        await Promise.all([rm(temp, { force: true }), rm(metaTemp, { force: true })]);
        throw error;
      }
    },

    async get(key, range) {
      const path = pathOf(key);
      if (range) assertByteRange(range);
      const opened = await openObject(path);
      if (!opened) return null;
      try {
        const slice = sliceOf(range, opened.size);
        const contentType = await readMeta(path);
        return { size: slice.size, totalSize: opened.size, contentType, body: readStream(opened.file, slice.start, slice.size) };
      } catch (error) {
        await opened.file.close();
        throw error;
      }
    },

    async head(key) {
      const path = pathOf(key);
      const opened = await openObject(path);
      if (!opened) return null;
      await opened.file.close();
      return { size: opened.size, contentType: await readMeta(path) };
    },

    async list(prefix) {
      assertObjectPrefix(prefix);
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      const found: { key: string; size: number }[] = [];
      await walk(join(root, folder), folder, prefix, found);
      return found.sort(byKey);
    },

    async delete(keys) {
      const paths = keys.map(pathOf);
      for (const path of paths) {
        await rm(path, { force: true });
        await rm(metaOf(path), { force: true });
      }
    },
  };
}

async function walk(path: string, keyPrefix: string, wanted: string, found: { key: string; size: number }[]) {
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
    throw error;
  }
  for (const entry of entries) {
    const key = keyPrefix + entry.name;
    // Sidecars and temp files start with '.', and stray files (Thumbs.db) are no keys either.
    if (!isObjectKey(key)) continue;
    if (entry.isDirectory()) {
      // Descend only where keys under this folder can still start with the prefix.
      if (wanted.startsWith(`${key}/`) || `${key}/`.startsWith(wanted)) await walk(join(path, entry.name), `${key}/`, wanted, found);
    } else if (entry.isFile() && key.startsWith(wanted)) {
      const file = await open(join(path, entry.name), 'r').catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)));
      if (!file) continue; // deleted while we listed
      try {
        found.push({ key, size: (await file.stat()).size });
      } finally {
        await file.close();
      }
    }
  }
}

async function writeStream(file: FileHandle, stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    await file.write(value);
  }
}

/** `length` bytes from `start`, read a chunk at a time as the consumer pulls; closes the file. */
function readStream(file: FileHandle, start: number, length: number): ReadableStream<Uint8Array> {
  let position = start;
  let left = length;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await file.close();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (left === 0) {
          await close();
          return controller.close();
        }
        const { bytesRead, buffer } = await file.read(new Uint8Array(Math.min(CHUNK, left)), 0, Math.min(CHUNK, left), position);
        if (bytesRead === 0) throw new Error('Object file ended early');
        position += bytesRead;
        left -= bytesRead;
        controller.enqueue(buffer.subarray(0, bytesRead));
      } catch (error) {
        await close().catch(() => {});
        throw error;
      }
    },
    cancel: close,
  });
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
const isDirectory = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'EISDIR';

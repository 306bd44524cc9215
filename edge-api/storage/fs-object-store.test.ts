import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsObjectStore } from './fs-object-store.ts';
import { chunked, describeObjectStore, HOSTILE_KEYS, pieces, randomBytes, readAll } from './object-store-contract.ts';

describeObjectStore('folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'fs-object-store-'));
  return { store: createFsObjectStore(join(dir, 'objects')), close: () => rm(dir, { recursive: true, force: true }) };
});

describe('createFsObjectStore on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fs-object-store-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Every file under `path`, relative, sorted. */
  async function files(path: string): Promise<string[]> {
    const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(path.length + 1)).sort();
  }

  it('keeps each object at its key, its content type in a dot-file beside it, and lists neither that nor strays', async () => {
    const root = join(dir, 'layout');
    const store = createFsObjectStore(root);
    await store.put('albums/7/w640.webp', chunked(randomBytes(100_000)), { size: 100_000, contentType: 'image/webp' });
    await writeFile(join(root, 'albums', '7', 'Thumbs.db'), 'stray');
    expect(await files(root)).toEqual(['albums/7/.w640.webp.meta.json', 'albums/7/Thumbs.db', 'albums/7/w640.webp']);
    expect(await store.list('')).toEqual([{ key: 'albums/7/w640.webp', size: 100_000 }]);
  });

  it('leaves no temp file behind a refused put, and keeps the object it would have replaced', async () => {
    const root = join(dir, 'refused');
    const store = createFsObjectStore(root);
    await store.put('a/photo', new TextEncoder().encode('kept'), { size: 4, contentType: 'image/jpeg' });
    const big = randomBytes(300_000);
    await expect(store.put('a/photo', chunked(big), { size: big.byteLength + 1, contentType: 'image/png' })).rejects.toThrow(/expected/);
    await expect(store.put('a/photo', pieces([big], new Error('gone')), { size: big.byteLength * 2, contentType: 'image/png' })).rejects.toThrow('gone');
    expect(await files(root)).toEqual(['a/.photo.meta.json', 'a/photo']);
    const got = await store.get('a/photo');
    expect({ type: got?.contentType, text: new TextDecoder().decode(await readAll(got!.body)) }).toEqual({ type: 'image/jpeg', text: 'kept' });
  });

  it('never writes outside its folder for a hostile key', async () => {
    const root = join(dir, 'inner', 'objects');
    const store = createFsObjectStore(root);
    for (const key of HOSTILE_KEYS) {
      await store.put(key, new Uint8Array([1]), { size: 1, contentType: 'text/plain' }).catch(() => {});
    }
    expect(await files(dir)).not.toContain('inner/x');
    expect(await files(join(dir, 'inner'))).toEqual([]);
  });

  it('reads an object that is replaced while it is read as the version it opened', async () => {
    const store = createFsObjectStore(join(dir, 'swap'));
    const first = randomBytes(200_000);
    await store.put('v', first, { size: first.byteLength, contentType: 'image/jpeg' });
    const got = await store.get('v');
    await store.put('v', new Uint8Array(5), { size: 5, contentType: 'image/jpeg' });
    expect(Buffer.from(await readAll(got!.body)).equals(Buffer.from(first))).toBe(true);
  });
});

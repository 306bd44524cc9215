// The behaviour every ObjectStore shares, run against each backend by its own test file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodySizeError, isObjectKey, ObjectKeyError, RangeNotSatisfiableError, type ObjectStore } from './object-store.ts';

export type StoreHarness = { store: ObjectStore; close(): Promise<void> };

const text = (s: string) => new TextEncoder().encode(s);

/** A stream of `data` in `chunk`-byte pieces, made as the reader pulls (never all queued at once). */
export function chunked(data: Uint8Array, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= data.byteLength) return controller.close();
      controller.enqueue(data.slice(at, at + chunk));
      at += chunk;
    },
  });
}

/** A stream of the given pieces, then an error when `error` is given. */
export function pieces(parts: Uint8Array[], error?: Error): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.shift();
      if (next) controller.enqueue(next);
      else if (error) controller.error(error);
      else controller.close();
    },
  });
}

export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function randomBytes(size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let at = 0; at < size; at += 65536) crypto.getRandomValues(out.subarray(at, at + 65536));
  return out;
}

export const HOSTILE_KEYS = ['../x', '/etc/passwd', 'a//b', 'A.jpg', 'a/\0b', '', 'a/', 'a/../../b', 'a/..', 'x'.repeat(513), 'a b', 'a\\b'];

export function describeObjectStore(name: string, make: () => Promise<StoreHarness>) {
  describe(`ObjectStore contract: ${name}`, () => {
    let harness: StoreHarness | undefined;
    let store: ObjectStore;
    beforeAll(async () => {
      harness = await make();
      store = harness.store;
    });
    afterAll(() => harness?.close());

    it('stores a text and gives it back with its size and content type', async () => {
      await store.put('notes/hello.txt', text('Hello, Memory Lane'), { size: 18, contentType: 'text/plain; charset=utf-8' });
      const got = await store.get('notes/hello.txt');
      expect(got && { size: got.size, totalSize: got.totalSize, contentType: got.contentType }).toEqual({ size: 18, totalSize: 18, contentType: 'text/plain; charset=utf-8' });
      expect(new TextDecoder().decode(await readAll(got!.body))).toBe('Hello, Memory Lane');
    });

    it('streams 3 MB of random bytes in, in 64 KB chunks, and back out unchanged', async () => {
      const data = randomBytes(3 * 1024 * 1024);
      await store.put('albums/1/original.bin', chunked(data), { size: data.byteLength, contentType: 'application/octet-stream' });
      expect(await store.head('albums/1/original.bin')).toEqual({ size: data.byteLength, contentType: 'application/octet-stream' });
      const got = await store.get('albums/1/original.bin');
      const back = await readAll(got!.body);
      expect(back.byteLength).toBe(data.byteLength);
      expect(Buffer.from(back).equals(Buffer.from(data))).toBe(true);
    });

    it('reads byte ranges like HTTP: from a start, between two offsets, the first and the last byte, an end past the last', async () => {
      const data = text('0123456789abcdefghij');
      await store.put('ranges/r.txt', chunked(data, 7), { size: 20, contentType: 'text/plain' });
      const cases: [{ start: number; end?: number }, string][] = [
        [{ start: 15 }, 'fghij'],
        [{ start: 3, end: 6 }, '3456'],
        [{ start: 19 }, 'j'],
        [{ start: 19, end: 19 }, 'j'],
        [{ start: 0, end: 0 }, '0'],
        [{ start: 10, end: 99 }, 'abcdefghij'],
      ];
      for (const [range, want] of cases) {
        const got = await store.get('ranges/r.txt', range);
        expect({ range, size: got?.size, totalSize: got?.totalSize, type: got?.contentType }).toEqual({ range, size: want.length, totalSize: 20, type: 'text/plain' });
        expect(new TextDecoder().decode(await readAll(got!.body))).toBe(want);
      }
    });

    it('refuses a range that starts at or past the end, or runs backwards', async () => {
      await store.put('ranges/short.txt', text('abc'), { size: 3, contentType: 'text/plain' });
      await expect(store.get('ranges/short.txt', { start: 3 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      await expect(store.get('ranges/short.txt', { start: 10, end: 20 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      await expect(store.get('ranges/short.txt', { start: 2, end: 1 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      await expect(store.get('ranges/short.txt', { start: -1 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    });

    it('answers null for a key that holds nothing', async () => {
      expect(await store.get('missing/nothing.jpg')).toBeNull();
      expect(await store.get('missing/nothing.jpg', { start: 0 })).toBeNull();
      expect(await store.head('missing/nothing.jpg')).toBeNull();
    });

    it('lists the keys under a prefix in key order, with their sizes', async () => {
      for (const key of ['list/b', 'list/a/2', 'list/ab', 'list/a/1', 'lister', 'lis']) {
        await store.put(key, text(key), { size: key.length, contentType: 'text/plain' });
      }
      expect(await store.list('list/')).toEqual([
        { key: 'list/a/1', size: 8 },
        { key: 'list/a/2', size: 8 },
        { key: 'list/ab', size: 7 },
        { key: 'list/b', size: 6 },
      ]);
      expect((await store.list('list/a')).map((o) => o.key)).toEqual(['list/a/1', 'list/a/2', 'list/ab']);
      expect((await store.list('list')).map((o) => o.key)).toEqual(['list/a/1', 'list/a/2', 'list/ab', 'list/b', 'lister']);
      expect(await store.list('list/zzz')).toEqual([]);
      const all = await store.list('');
      expect(all.every((o) => isObjectKey(o.key))).toBe(true);
      expect(all.map((o) => o.key)).toEqual([...all.map((o) => o.key)].sort());
    });

    it('deletes keys, a missing one included', async () => {
      await store.put('gone/1', text('1'), { size: 1, contentType: 'text/plain' });
      await store.put('gone/2', text('2'), { size: 1, contentType: 'text/plain' });
      await store.delete(['gone/1', 'gone/never-was', 'gone/2']);
      expect(await store.get('gone/1')).toBeNull();
      expect(await store.list('gone/')).toEqual([]);
      await store.delete([]);
    });

    it('replaces what a key held, body and content type', async () => {
      await store.put('swap/photo', text('first version'), { size: 13, contentType: 'image/jpeg' });
      await store.put('swap/photo', chunked(text('second'), 2), { size: 6, contentType: 'image/webp' });
      const got = await store.get('swap/photo');
      expect({ size: got?.size, type: got?.contentType }).toEqual({ size: 6, type: 'image/webp' });
      expect(new TextDecoder().decode(await readAll(got!.body))).toBe('second');
      expect(await store.list('swap/')).toEqual([{ key: 'swap/photo', size: 6 }]);
    });

    const wrongBodies: [string, () => ReadableStream<Uint8Array> | Uint8Array, number][] = [
      ['a stream shorter than its size', () => pieces([text('0123456789')]), 20],
      ['a stream longer than its size, by a chunk after the last byte', () => pieces([text('01234'), text('56789'), text('x')]), 10],
      ['a stream longer than its size, within a chunk', () => pieces([text('0123456789')]), 4],
      ['an empty stream for a non-empty size', () => pieces([]), 3],
      ['a stream that fails half way', () => pieces([text('01234')], new Error('camera unplugged')), 10],
      ['a byte array of another length', () => text('0123456789'), 11],
    ];
    for (const [what, body, size] of wrongBodies) {
      it(`refuses ${what} and stores nothing`, async () => {
        const key = `refused/${what.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}`;
        const put = store.put(key, body(), { size, contentType: 'text/plain' });
        await expect(put).rejects.toThrow(what.includes('fails') ? /camera unplugged/ : BodySizeError);
        expect(await store.get(key)).toBeNull();
        expect(await store.list(`${key}`)).toEqual([]);
      });
    }

    it('refuses hostile keys and prefixes before touching storage', async () => {
      for (const key of HOSTILE_KEYS) {
        const calls = [
          store.put(key, text('x'), { size: 1, contentType: 'text/plain' }),
          store.get(key),
          store.get(key, { start: 0 }),
          store.head(key),
          store.delete(['ok/key', key]),
        ];
        for (const call of calls) await expect(call, JSON.stringify(key)).rejects.toBeInstanceOf(ObjectKeyError);
      }
      for (const prefix of ['../', '/', '/etc', 'a//', 'A/', '..', 'a/../']) {
        await expect(store.list(prefix), prefix).rejects.toBeInstanceOf(ObjectKeyError);
      }
    });
  });
}

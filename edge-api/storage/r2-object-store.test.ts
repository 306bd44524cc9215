import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chunked, describeObjectStore, HOSTILE_KEYS, readAll } from './object-store-contract.ts';
import { createR2ObjectStore, type R2BucketLike, type R2ObjectLike } from './r2-object-store.ts';

// R2 cannot be reached from here: a small in-memory bucket that keeps to R2's documented Workers API
// semantics (developers.cloudflare.com/r2/api/workers/workers-api-reference/ and miniflare's R2).

/** Streams workerd knows the length of: the readable halves of FixedLengthStreams. */
const knownLength = new WeakSet<ReadableStream>();

/** workerd's FixedLengthStream: an identity TransformStream that errors unless exactly `length` bytes pass. */
class FixedLengthStream extends TransformStream<Uint8Array, Uint8Array> {
  constructor(length: number) {
    let seen = 0;
    super({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > length) throw new TypeError('Attempt to write too many bytes through a FixedLengthStream.');
        controller.enqueue(chunk);
      },
      flush() {
        if (seen !== length) throw new TypeError('FixedLengthStream did not see all expected bytes before close().');
      },
    });
    knownLength.add(this.readable);
  }
}

type Stored = { bytes: Uint8Array; contentType?: string };

function fakeR2Bucket(pageSize = 1000) {
  const objects = new Map<string, Stored>();
  const calls: string[] = [];
  const meta = (key: string, { bytes, contentType }: Stored): R2ObjectLike => ({ key, size: bytes.byteLength, httpMetadata: { contentType } });
  const bucket: R2BucketLike = {
    async put(key, value, options) {
      calls.push(`put ${key}`);
      if (value instanceof ReadableStream && !knownLength.has(value)) {
        throw new TypeError('Provided readable stream must have a known length (request/response body or readable half of FixedLengthStream)');
      }
      // Stored once the whole value has arrived: a failed put leaves the key as it was.
      const bytes = value instanceof Uint8Array ? value.slice() : await readAll(value);
      objects.set(key, { bytes, contentType: options.httpMetadata.contentType });
      return meta(key, objects.get(key)!);
    },
    async get(key, options) {
      calls.push(`get ${key}`);
      const stored = objects.get(key);
      if (!stored) return null;
      const size = stored.bytes.byteLength;
      const offset = options?.range?.offset ?? 0;
      const asked = options?.range?.length ?? size - offset;
      if (offset < 0 || offset > size || asked <= 0) throw new Error('get: The requested range is not satisfiable (10039)');
      const length = Math.min(asked, size - offset);
      const body = chunked(stored.bytes.slice(offset, offset + length), 16 * 1024);
      return { ...meta(key, stored), range: { offset, length }, body };
    },
    async head(key) {
      calls.push(`head ${key}`);
      const stored = objects.get(key);
      return stored ? meta(key, stored) : null;
    },
    async list({ prefix = '', cursor, limit = 1000 }) {
      calls.push(`list ${prefix}`);
      const after = cursor ? atob(cursor) : '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
      // R2 may return fewer objects than the limit and still be truncated.
      const page = keys.slice(0, Math.min(limit, pageSize));
      const truncated = page.length < keys.length;
      return { objects: page.map((k) => meta(k, objects.get(k)!)), truncated, cursor: truncated ? btoa(page.at(-1)!) : undefined };
    },
    async delete(keys) {
      calls.push(`delete ${keys}`);
      for (const key of typeof keys === 'string' ? [keys] : keys) objects.delete(key);
    },
  };
  return { bucket, objects, calls };
}

beforeAll(() => {
  vi.stubGlobal('FixedLengthStream', FixedLengthStream);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

// Pages of two, so every list follows R2's cursor.
describeObjectStore('R2 binding (in-memory fake)', async () => ({ store: createR2ObjectStore(fakeR2Bucket(2).bucket), close: async () => {} }));

describe('createR2ObjectStore', () => {
  it('hands R2 a stream through a FixedLengthStream, and a byte array as it is', async () => {
    const { bucket } = fakeR2Bucket();
    const put = vi.spyOn(bucket, 'put');
    const store = createR2ObjectStore(bucket);
    await store.put('a/stream', chunked(new Uint8Array(100), 30), { size: 100, contentType: 'video/mp4' });
    await store.put('a/bytes', new Uint8Array(3), { size: 3, contentType: 'image/avif' });
    const [streamed, bytes] = put.mock.calls;
    expect(knownLength.has(streamed?.[1] as ReadableStream)).toBe(true);
    expect(streamed?.[2]).toEqual({ httpMetadata: { contentType: 'video/mp4' } });
    expect(bytes?.[1]).toBeInstanceOf(Uint8Array);
  });

  it('cannot store a stream outside workerd, where there is no FixedLengthStream (R2 wants its length)', async () => {
    vi.unstubAllGlobals();
    try {
      const store = createR2ObjectStore(fakeR2Bucket().bucket);
      await expect(store.put('a/b', chunked(new Uint8Array(4)), { size: 4, contentType: 'image/jpeg' })).rejects.toThrow(/known length/);
    } finally {
      vi.stubGlobal('FixedLengthStream', FixedLengthStream);
    }
  });

  it('keeps the object a refused put would have replaced, as R2 does', async () => {
    const { bucket } = fakeR2Bucket();
    const store = createR2ObjectStore(bucket);
    await store.put('a/photo', new Uint8Array([1, 2]), { size: 2, contentType: 'image/jpeg' });
    await expect(store.put('a/photo', chunked(new Uint8Array(200_000)), { size: 199_999, contentType: 'image/png' })).rejects.toThrow(/longer/);
    expect(await store.head('a/photo')).toEqual({ size: 2, contentType: 'image/jpeg' });
  });

  it('asks R2 nothing for a hostile key', async () => {
    const { bucket, calls } = fakeR2Bucket();
    const store = createR2ObjectStore(bucket);
    for (const key of HOSTILE_KEYS) {
      await Promise.allSettled([store.put(key, new Uint8Array(1), { size: 1, contentType: 'text/plain' }), store.get(key), store.head(key), store.delete([key])]);
    }
    await Promise.allSettled([store.list('../'), store.list('/')]);
    expect(calls).toEqual([]);
  });

  it('deletes in calls of at most 1000 keys', async () => {
    const { bucket } = fakeR2Bucket();
    const del = vi.spyOn(bucket, 'delete');
    await createR2ObjectStore(bucket).delete(Array.from({ length: 2500 }, (_, i) => `k/${i}`));
    expect(del.mock.calls.map(([keys]) => keys.length)).toEqual([1000, 1000, 500]);
  });
});

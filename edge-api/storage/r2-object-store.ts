// Object storage on Workers through an R2 bucket binding (wrangler.toml [[r2_buckets]]).
import {
  assertByteRange,
  assertObjectInfo,
  assertObjectKey,
  assertObjectPrefix,
  BodySizeError,
  byKey,
  exactLength,
  isObjectKey,
  RangeNotSatisfiableError,
  sliceOf,
  withKnownLength,
  type ObjectStore,
} from './object-store.ts';

/** What we use of an R2 object's metadata (R2Object in @cloudflare/workers-types). */
export type R2ObjectLike = { key: string; size: number; httpMetadata?: { contentType?: string } };

/**
 * The part of the R2Bucket binding we use; declared here so the DOM-typed tsconfig needs no
 * workers-types (as WorkerEnv in worker.ts). A real binding satisfies it.
 */
export type R2BucketLike = {
  put(key: string, value: ReadableStream<Uint8Array> | Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
  get(key: string, options?: { range?: { offset: number; length?: number } }): Promise<(R2ObjectLike & { body: ReadableStream<Uint8Array> }) | null>;
  head(key: string): Promise<R2ObjectLike | null>;
  list(options: { prefix?: string; cursor?: string; limit?: number }): Promise<{ objects: R2ObjectLike[]; truncated: boolean; cursor?: string }>;
  delete(keys: string | string[]): Promise<void>;
};

const OCTETS = 'application/octet-stream';

/**
 * R2 stores a stream only when its length is known up front: in workerd the checked stream is piped
 * through a FixedLengthStream of `size` (withKnownLength), which R2 accepts. A Uint8Array needs no
 * such help. A put R2 refuses stores nothing, and an earlier object under the key stays.
 */
export function createR2ObjectStore(bucket: R2BucketLike): ObjectStore {
  return {
    async put(key, body, info) {
      assertObjectKey(key);
      assertObjectInfo(info);
      const options = { httpMetadata: { contentType: info.contentType } };
      if (body instanceof Uint8Array) {
        if (body.byteLength !== info.size) throw new BodySizeError(`Body is ${body.byteLength} bytes, expected ${info.size}`);
        await bucket.put(key, body, options);
        return;
      }
      const checked = exactLength(body, info.size);
      await checked.ready();
      try {
        await bucket.put(key, withKnownLength(checked.stream, info.size), options);
      } catch (error) {
        throw checked.error() ?? error;
      }
    },

    async get(key, range) {
      assertObjectKey(key);
      if (range) assertByteRange(range);
      let object;
      try {
        const length = range?.end === undefined ? undefined : range.end - range.start + 1;
        object = await bucket.get(key, range ? { range: { offset: range.start, length } } : undefined);
      } catch (error) {
        // R2 refuses a range starting past the end; say so in our own terms.
        const info = range ? await bucket.head(key) : null;
        if (info && range && range.start >= info.size) throw new RangeNotSatisfiableError(`Range starts at ${range.start}, object has ${info.size} bytes`);
        throw error;
      }
      if (!object) return null;
      let slice;
      try {
        slice = sliceOf(range, object.size);
      } catch (error) {
        await object.body.cancel();
        throw error;
      }
      return { size: slice.size, totalSize: object.size, contentType: object.httpMetadata?.contentType ?? OCTETS, body: object.body };
    },

    async head(key) {
      assertObjectKey(key);
      const object = await bucket.head(key);
      return object && { size: object.size, contentType: object.httpMetadata?.contentType ?? OCTETS };
    },

    async list(prefix) {
      assertObjectPrefix(prefix);
      const found: { key: string; size: number }[] = [];
      let cursor: string | undefined;
      do {
        const page = await bucket.list({ prefix, cursor });
        for (const { key, size } of page.objects) if (isObjectKey(key)) found.push({ key, size });
        // R2 may return fewer objects than its limit and still be truncated: follow the cursor.
        cursor = page.truncated ? page.cursor : undefined;
        if (page.truncated && !cursor) throw new Error(`R2 list ${prefix}: truncated without a cursor`);
      } while (cursor);
      return found.sort(byKey);
    },

    async delete(keys) {
      keys.forEach(assertObjectKey);
      // R2 deletes at most 1000 keys a call.
      for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
    },
  };
}

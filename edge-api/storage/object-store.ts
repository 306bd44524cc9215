// Object storage for photo and video files (issue 34, Memory Lane): one interface, three backends —
// a folder under DATA_DIR (fs-object-store.ts), an S3-compatible bucket (s3-object-store.ts) and the
// Workers R2 binding (r2-object-store.ts). Bodies are streamed in and out, never held whole.

export type ObjectInfo = { size: number; contentType: string };
export type StoredObject = ObjectInfo & { body: ReadableStream<Uint8Array> };
export type ByteRange = { start: number; end?: number };

export type ObjectStore = {
  /**
   * Streams `body` (exactly `size` bytes) to `key`, replacing what was there. A body of another
   * length is refused (throws BodySizeError) and none of it is ever readable under `key`: a key that
   * held nothing still holds nothing. (Whether an earlier object survives a refused replacement is
   * the backend's: the folder and R2 keep it, the S3 store deletes the key, since an S3-compatible
   * server may keep a truncated upload.)
   */
  put(key: string, body: ReadableStream<Uint8Array> | Uint8Array, opts: ObjectInfo): Promise<void>;
  /**
   * The object, or null. `range` (inclusive start, optional inclusive end like HTTP; an end past the
   * last byte is clamped) returns that slice with `size` the slice length and `totalSize` the whole.
   * A start at or past the end throws RangeNotSatisfiableError (HTTP 416).
   */
  get(key: string, range?: ByteRange): Promise<(StoredObject & { totalSize: number }) | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Keys under `prefix` ('' for all; a partial segment such as 'albums/1' is fine), in key order, with sizes. */
  list(prefix: string): Promise<{ key: string; size: number }[]>;
  /** Deletes; a missing key is not an error. */
  delete(keys: string[]): Promise<void>;
};

export class ObjectKeyError extends Error {
  override name = 'ObjectKeyError';
}
export class BodySizeError extends Error {
  override name = 'BodySizeError';
}
export class RangeNotSatisfiableError extends Error {
  override name = 'RangeNotSatisfiableError';
}

const KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;
export const MAX_KEY_LENGTH = 512;

/** Keys are lowercase segments joined by '/': no '..', no leading '/', no empty segment, no NUL. */
export function assertObjectKey(key: string): void {
  if (typeof key !== 'string' || key.length > MAX_KEY_LENGTH || !KEY.test(key) || key.includes('..')) {
    throw new ObjectKeyError(`Invalid object key ${JSON.stringify(String(key).slice(0, 80))}`);
  }
}

export function isObjectKey(key: string): boolean {
  try {
    assertObjectKey(key);
    return true;
  } catch {
    return false;
  }
}

/** Key order: S3's and R2's (UTF-8 bytes; keys are ASCII, so code units compare the same). */
export const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** A list prefix: '' or a key, optionally ending in '/'. */
export function assertObjectPrefix(prefix: string): void {
  if (prefix === '') return;
  if (typeof prefix !== 'string' || prefix === '/') throw new ObjectKeyError('Invalid object key prefix');
  assertObjectKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

export function assertObjectInfo({ size, contentType }: ObjectInfo): void {
  if (!Number.isSafeInteger(size) || size < 0) throw new BodySizeError(`Invalid object size ${size}`);
  // It travels as an HTTP header on S3 and is echoed back on GET: keep it to one printable line.
  if (!/^[\x21-\x7e][\x20-\x7e]{0,199}$/.test(contentType)) throw new TypeError('Invalid content type');
}

export function assertByteRange(range: ByteRange): void {
  const { start, end } = range;
  const ok = Number.isSafeInteger(start) && start >= 0 && (end === undefined || (Number.isSafeInteger(end) && end >= start));
  if (!ok) throw new RangeNotSatisfiableError(`Invalid byte range ${JSON.stringify(range)}`);
}

/** The inclusive slice of an object of `totalSize` bytes a range selects (clamped), or throws. */
export function sliceOf(range: ByteRange | undefined, totalSize: number): { start: number; end: number; size: number } {
  if (!range) return { start: 0, end: totalSize - 1, size: totalSize };
  if (range.start >= totalSize) throw new RangeNotSatisfiableError(`Range starts at ${range.start}, object has ${totalSize} bytes`);
  const end = Math.min(range.end ?? totalSize - 1, totalSize - 1);
  return { start: range.start, end, size: end - range.start + 1 };
}

/**
 * `body` checked to be exactly `size` bytes: it errors (with a BodySizeError, also kept in `error()`)
 * as soon as it runs over, or at its end when short. It holds back its last chunk until the source
 * has ended, so a consumer sending it with a Content-Length never completes a request whose body
 * turns out too long. `ready()` reads ahead to the first chunk it can release: a caller awaits it
 * before opening a request, so a body found wrong by then (any small one) sends nothing at all.
 */
export function exactLength(body: ReadableStream<Uint8Array>, size: number) {
  const reader = body.getReader();
  let held: Uint8Array | undefined;
  let total = 0;
  let ended = false;
  let failure: BodySizeError | undefined;
  const fail = async (message: string) => {
    failure = new BodySizeError(message);
    await reader.cancel(failure).catch(() => {});
    throw failure;
  };
  /** The next chunk to release, or undefined at the end. */
  async function next(): Promise<Uint8Array | undefined> {
    while (!ended) {
      const { done, value } = await reader.read();
      if (done) {
        if (total !== size) await fail(`Body is ${total} bytes, expected ${size}`);
        ended = true;
        return held;
      }
      total += value.byteLength;
      if (total > size) await fail(`Body is longer than the expected ${size} bytes`);
      const previous = held;
      held = value;
      if (previous) return previous;
    }
    return undefined;
  }
  let first: Promise<Uint8Array | undefined> | undefined;
  // Pulled only when read (no high-water mark): workerd calls a stream's first pull as it is made,
  // which would read the source alongside ready() and lose a chunk between the two.
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await (first ?? next());
        first = undefined;
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  const ready = async () => {
    await (first ??= next());
  };
  return { stream, ready, error: () => failure };
}

type FixedLengthStreamCtor = new (length: number) => TransformStream<Uint8Array, Uint8Array>;

/**
 * In workerd, a request body or R2 value streamed with a known length must come out of a
 * FixedLengthStream (else fetch sends it chunked and R2 refuses it); Node has no such class and
 * sends our Content-Length header, so there the stream goes as it is.
 */
export function withKnownLength(stream: ReadableStream<Uint8Array>, size: number): ReadableStream<Uint8Array> {
  const Fixed = (globalThis as { FixedLengthStream?: FixedLengthStreamCtor }).FixedLengthStream;
  return Fixed ? stream.pipeThrough(new Fixed(size)) : stream;
}

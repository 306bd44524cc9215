// Object storage in any S3-compatible bucket (AWS S3, Cloudflare R2's S3 API, MinIO…): SigV4-signed
// path-style requests with aws4fetch, so it runs on Node and in workerd alike.
import { AwsClient } from 'aws4fetch';
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

export type S3ObjectStoreOptions = {
  /** e.g. https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  fetch?: typeof fetch;
  /** Keys per ListObjectsV2 page (S3's most: 1000); smaller in tests, to page. */
  listPageSize?: number;
};

const REQUIRED = ['ENDPOINT', 'BUCKET', 'ACCESS_KEY_ID', 'SECRET_ACCESS_KEY'] as const;

/**
 * The S3 options the environment sets: all four of `<prefix>ENDPOINT`, `BUCKET`, `ACCESS_KEY_ID` and
 * `SECRET_ACCESS_KEY`, or none (undefined). `S3_` for Memory Lane's bucket, `BACKUP_S3_` for backups'.
 */
export function s3ConfigFromEnv(env: Record<string, string | undefined>, prefix = 'S3_'): S3ObjectStoreOptions | undefined {
  const value = (name: string) => env[prefix + name]?.trim() || undefined;
  const missing = REQUIRED.filter((name) => !value(name));
  if (missing.length === REQUIRED.length && !value('REGION')) return undefined;
  if (missing.length > 0) {
    const all = REQUIRED.map((name) => prefix + name);
    throw new Error(`S3 object storage needs ${missing.map((name) => prefix + name).join(', ')} too: set ${all.slice(0, -1).join(', ')} and ${all.at(-1)}, or none of them`);
  }
  const endpoint = value('ENDPOINT') ?? '';
  if (!/^https?:\/\/[^/?#\s]+\/?$/.test(endpoint)) throw new Error(`${prefix}ENDPOINT must be an http(s) origin such as https://s3.example.com, not ${endpoint}`);
  return {
    endpoint,
    bucket: value('BUCKET') ?? '',
    region: value('REGION') ?? 'auto',
    accessKeyId: value('ACCESS_KEY_ID') ?? '',
    secretAccessKey: value('SECRET_ACCESS_KEY') ?? '',
  };
}

export function createS3ObjectStore(opts: S3ObjectStoreOptions): ObjectStore {
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(opts.bucket)) throw new Error(`Invalid S3 bucket name ${JSON.stringify(opts.bucket)}`);
  // retries: 0 — a streamed body cannot be sent twice; we call fetch ourselves (opts.fetch) anyway.
  const client = new AwsClient({ accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey, service: 's3', region: opts.region, retries: 0 });
  const doFetch = opts.fetch ?? ((request: Request) => fetch(request));
  const base = `${opts.endpoint.replace(/\/+$/, '')}/${opts.bucket}`;
  const pageSize = opts.listPageSize ?? 1000;

  async function send(method: string, key: string | null, init: { headers?: Record<string, string>; body?: BodyInit; query?: Record<string, string> } = {}) {
    const url = new URL(key === null ? base : `${base}/${key}`);
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
    const headers = { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', ...init.headers };
    // S3 asks clients to retry a 5xx: we do for the requests without a body (a stream goes once).
    for (let attempt = 1; ; attempt++) {
      const last = init.body !== undefined || attempt === 3;
      const res = await doFetch(await client.sign(url.toString(), { method, headers, body: init.body })).catch((error: unknown) => {
        if (last) throw error;
      });
      if (res && (last || (res.status < 500 && res.status !== 429))) return res;
      await res?.body?.cancel();
      await new Promise((done) => setTimeout(done, 50 * 4 ** attempt * Math.random()));
    }
  }

  const deleteOne = async (key: string) => {
    const res = await send('DELETE', key);
    if (!res.ok && res.status !== 404) throw await failure(res, `DELETE ${key}`);
    await res.body?.cancel();
  };

  return {
    async put(key, body, info) {
      assertObjectKey(key);
      assertObjectInfo(info);
      if (body instanceof Uint8Array && body.byteLength !== info.size) {
        throw new BodySizeError(`Body is ${body.byteLength} bytes, expected ${info.size}`);
      }
      const checked = body instanceof Uint8Array ? null : exactLength(body, info.size);
      await checked?.ready();
      const headers = { 'content-type': info.contentType, 'content-length': String(info.size) };
      let res: Response;
      try {
        res = await send('PUT', key, { headers, body: checked ? withKnownLength(checked.stream, info.size) : ownBuffer(body as Uint8Array) });
      } catch (error) {
        // The server may keep what arrived (s3rver does); a real S3 discards a truncated body.
        await deleteOne(key).catch(() => {});
        throw checked?.error() ?? error;
      }
      if (!res.ok) throw checked?.error() ?? (await failure(res, `PUT ${key}`));
      await res.body?.cancel();
    },

    async get(key, range) {
      assertObjectKey(key);
      if (range) assertByteRange(range);
      const res = await send('GET', key, { headers: range ? { range: `bytes=${range.start}-${range.end ?? ''}` } : {} });
      if (res.status === 404) {
        // A missing bucket is a misconfiguration, not a missing photo.
        const code = errorCode(await res.text().catch(() => ''));
        if (code === 'NoSuchBucket') throw new Error(`S3 GET ${key}: 404 NoSuchBucket`);
        return null;
      }
      if (res.status === 416) {
        await res.body?.cancel();
        throw new RangeNotSatisfiableError(`Range starts at ${range?.start}, past the end of ${key}`);
      }
      if (!res.ok) throw await failure(res, `GET ${key}`);
      const contentType = res.headers.get('content-type') ?? 'application/octet-stream';
      const body = res.body ?? new Blob([]).stream();
      const sent = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers.get('content-range') ?? '');
      const totalSize = sent ? Number(sent[3]) : Number(res.headers.get('content-length'));
      let slice;
      try {
        if ((sent ? Number(sent[1]) : 0) !== (range?.start ?? 0)) throw new Error(`S3 GET ${key}: the server sent another range than bytes=${range?.start}-`);
        slice = sliceOf(range, totalSize);
      } catch (error) {
        await body.cancel();
        throw error;
      }
      const length = sent ? Number(sent[2]) - Number(sent[1]) + 1 : totalSize;
      // s3rver answers bytes=0-0 with the whole object: cut what runs past the slice asked for.
      return { size: slice.size, totalSize, contentType, body: length > slice.size ? truncate(body, slice.size) : body };
    },

    async head(key) {
      assertObjectKey(key);
      const res = await send('HEAD', key);
      if (res.status === 404) return null;
      if (!res.ok) throw await failure(res, `HEAD ${key}`);
      return { size: Number(res.headers.get('content-length')), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
    },

    async list(prefix) {
      assertObjectPrefix(prefix);
      const found: { key: string; size: number }[] = [];
      let token: string | undefined;
      do {
        const query: Record<string, string> = { 'list-type': '2', 'max-keys': String(pageSize) };
        if (prefix) query.prefix = prefix;
        if (token) query['continuation-token'] = token;
        const res = await send('GET', null, { query });
        if (!res.ok) throw await failure(res, `LIST ${prefix}`);
        const xml = await res.text();
        for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = element(contents, 'Key');
          if (key !== undefined && isObjectKey(key)) found.push({ key, size: Number(element(contents, 'Size')) });
        }
        const truncated = element(xml, 'IsTruncated') === 'true';
        token = truncated ? element(xml, 'NextContinuationToken') : undefined;
        if (truncated && !token) throw new Error(`S3 LIST ${prefix}: truncated without a continuation token`);
      } while (token);
      return found.sort(byKey);
    },

    async delete(keys) {
      keys.forEach(assertObjectKey);
      // One DELETE per key, a few at a time: DeleteObjects wants a Content-MD5 that WebCrypto cannot make.
      for (let i = 0; i < keys.length; i += 8) await Promise.all(keys.slice(i, i + 8).map(deleteOne));
    },
  };
}

/** The text of the first <name> element in a small, flat piece of S3 XML. */
function element(xml: string, name: string): string | undefined {
  const text = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
  return text?.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(Number(e[1] === 'x' || e[1] === 'X' ? `0${e.slice(1)}` : e.slice(1))) : ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" } as Record<string, string>)[e.toLowerCase()] ?? '',
  );
}

/** An Error naming the request, the status and S3's error code: never a header or the secret. */
async function failure(res: Response, what: string): Promise<Error> {
  const code = errorCode(res.body ? await res.text().catch(() => '') : '');
  return new Error(`S3 ${what}: ${res.status} ${code ?? res.statusText}`.trim());
}

/** fetch takes bytes on an ArrayBuffer only (not a SharedArrayBuffer): copy in that rare case alone. */
const ownBuffer = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => (bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes));

const errorCode = (xml: string) => /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(xml)?.[1];

function truncate(body: ReadableStream<Uint8Array>, size: number): ReadableStream<Uint8Array> {
  let left = size;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (left > 0) controller.enqueue(chunk.subarray(0, left));
        left -= Math.min(left, chunk.byteLength);
        if (left === 0) controller.terminate();
      },
    }),
  );
}

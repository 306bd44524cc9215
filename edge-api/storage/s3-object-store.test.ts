import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodySizeError } from './object-store.ts';
import { chunked, describeObjectStore, HOSTILE_KEYS, randomBytes, readAll } from './object-store-contract.ts';
import { createS3ObjectStore, s3ConfigFromEnv, type S3ObjectStoreOptions } from './s3-object-store.ts';
import { startS3 } from '../test/s3-server.ts';

// One page per list: s3rver makes its continuation tokens with DES, which Node's OpenSSL 3 refuses
// (a 500 on any truncated list); paging is tested below against S3's documented XML instead.
describeObjectStore('S3-compatible bucket (s3rver)', async () => {
  const s3 = await startS3();
  return { store: createS3ObjectStore(s3.options), close: s3.close };
});

/** What a real S3 computes from the request to check its SigV4 signature, written out independently. */
function expectedSignature(request: Request, secret: string): string {
  const auth = /^AWS4-HMAC-SHA256 Credential=[^/]+\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/.exec(
    request.headers.get('authorization') ?? '',
  );
  if (!auth) throw new Error(`not a SigV4 Authorization header: ${request.headers.get('authorization')}`);
  const [, date = '', region = '', signed = ''] = auth;
  const url = new URL(request.url);
  const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const query = [...url.searchParams].map(([k, v]) => `${encode(k)}=${encode(v)}`).sort().join('&');
  const headers = signed.split(';').map((h) => `${h}:${h === 'host' ? url.host : (request.headers.get(h) ?? '').trim()}\n`).join('');
  const canonical = [request.method, url.pathname, query, headers, signed, request.headers.get('x-amz-content-sha256')].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', request.headers.get('x-amz-date'), scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = [date, region, 's3', 'aws4_request'].reduce<Buffer | string>((k, part) => createHmac('sha256', k).update(part).digest(), `AWS4${secret}`);
  return createHmac('sha256', key).update(toSign).digest('hex');
}

describe('createS3ObjectStore requests', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  const sent: Request[] = [];
  const recording: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    sent.push(new Request(request.url, { method: request.method, headers: request.headers })); // not the body
    return fetch(request);
  };
  let options: S3ObjectStoreOptions;
  beforeAll(async () => {
    s3 = await startS3();
    options = { ...s3.options, fetch: recording };
  });
  afterAll(() => s3.close());

  it('signs every request with SigV4 and addresses the bucket path-style', async () => {
    const store = createS3ObjectStore(options);
    sent.length = 0;
    await store.put('albums/3/original.jpg', chunked(randomBytes(70_000), 4096), { size: 70_000, contentType: 'image/jpeg' });
    await store.head('albums/3/original.jpg');
    await readAll((await store.get('albums/3/original.jpg', { start: 5, end: 9 }))!.body);
    await store.list('albums/3/');
    await store.delete(['albums/3/original.jpg']);
    expect(sent.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`)).toEqual([
      'PUT /memories/albums/3/original.jpg',
      'HEAD /memories/albums/3/original.jpg',
      'GET /memories/albums/3/original.jpg',
      'GET /memories?list-type=2&max-keys=1000&prefix=albums%2F3%2F',
      'DELETE /memories/albums/3/original.jpg',
    ]);
    for (const request of sent) {
      expect(new URL(request.url).host).toBe(new URL(options.endpoint).host);
      expect(request.headers.get('authorization')).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/auto\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=/);
      expect(request.headers.get('authorization')).toContain(`Signature=${expectedSignature(request, options.secretAccessKey)}`);
      expect(request.headers.get('x-amz-content-sha256')).toBe('UNSIGNED-PAYLOAD');
      expect([...request.headers.values(), request.url].join('\n')).not.toContain(options.secretAccessKey);
    }
    const [put] = sent;
    expect([put?.headers.get('content-length'), put?.headers.get('content-type'), put?.headers.get('transfer-encoding')]).toEqual(['70000', 'image/jpeg', null]);
    expect(sent[2]?.headers.get('range')).toBe('bytes=5-9');
  });

  it('sends no request for a hostile key, nor for a small body of the wrong size', async () => {
    const store = createS3ObjectStore(options);
    sent.length = 0;
    for (const key of HOSTILE_KEYS) await Promise.allSettled([store.put(key, new Uint8Array(1), { size: 1, contentType: 'text/plain' }), store.get(key), store.head(key), store.delete([key])]);
    await expect(store.put('small', chunked(new Uint8Array(10)), { size: 11, contentType: 'text/plain' })).rejects.toBeInstanceOf(BodySizeError);
    expect(sent).toEqual([]);
  });

  it('cuts off an upload found too long half way, before its last byte goes', async () => {
    const store = createS3ObjectStore(options);
    sent.length = 0;
    const data = randomBytes(5 * 64 * 1024);
    await expect(store.put('big/too-long', chunked(data), { size: data.byteLength - 1, contentType: 'image/png' })).rejects.toBeInstanceOf(BodySizeError);
    // A real S3 keeps nothing of a PUT cut short of its Content-Length; s3rver keeps what arrived,
    // written when it notices the abort, which may be after the DELETE has been answered. What the
    // store does is what is checked: it refuses, and it asks for the key to be deleted.
    expect(sent.map((r) => r.method)).toEqual(['PUT', 'DELETE']);
  });

  it('throws on a failure with the status and S3 code, never the secret', async () => {
    const store = createS3ObjectStore({ ...options, accessKeyId: 'UNKNOWN' });
    const error = await store.put('x', new Uint8Array(1), { size: 1, contentType: 'text/plain' }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('S3 PUT x: 403 InvalidAccessKeyId');
    await expect(createS3ObjectStore({ ...options, bucket: 'no-such-bucket' }).get('x')).rejects.toThrow('404 NoSuchBucket');
    await expect(createS3ObjectStore({ ...options, bucket: 'no-such-bucket' }).list('')).rejects.toThrow('S3 LIST : 404 NoSuchBucket');
  });
});

describe('createS3ObjectStore list', () => {
  const contents = (key: string, size: number) =>
    `<Contents><Key>${key}</Key><LastModified>2026-05-01T10:00:00.000Z</LastModified><ETag>&quot;9b2cf535f27731c974343645a3985328&quot;</ETag><Size>${size}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
  const page = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>memories</Name><Prefix>albums/</Prefix>${body}</ListBucketResult>`;
  const PAGES: Record<string, string> = {
    '': page(`<KeyCount>2</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>true</IsTruncated>${contents('albums/1/a.jpg', 10)}${contents('albums/1/B&amp;W.JPG', 11)}<NextContinuationToken>1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=&amp;x</NextContinuationToken>`),
    '1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=&x': page(`<ContinuationToken>…</ContinuationToken><KeyCount>1</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>false</IsTruncated>${contents('albums/2/c.webp', 12)}`),
  };

  it('follows continuation tokens across pages (the XML of S3\'s ListObjectsV2 documentation), skipping keys it cannot address', async () => {
    const asked: string[] = [];
    const s3: typeof fetch = async (input, init) => {
      const url = new URL(new Request(input, init).url);
      expect(url.pathname).toBe('/memories');
      expect([url.searchParams.get('list-type'), url.searchParams.get('max-keys'), url.searchParams.get('prefix')]).toEqual(['2', '2', 'albums/']);
      const token = url.searchParams.get('continuation-token') ?? '';
      asked.push(token);
      return new Response(PAGES[token] ?? '<Error><Code>InvalidArgument</Code></Error>', { status: token in PAGES ? 200 : 400 });
    };
    const store = createS3ObjectStore({ endpoint: 'https://s3.example.com/', bucket: 'memories', region: 'auto', accessKeyId: 'AK', secretAccessKey: 'SK', fetch: s3, listPageSize: 2 });
    expect(await store.list('albums/')).toEqual([
      { key: 'albums/1/a.jpg', size: 10 },
      { key: 'albums/2/c.webp', size: 12 },
    ]);
    expect(asked).toEqual(['', '1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=&x']);
  });
});

describe('s3ConfigFromEnv', () => {
  const all = { S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com', S3_BUCKET: 'memories', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' };

  it('is undefined when no S3_ variable is set', () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
    expect(s3ConfigFromEnv({ S3_BUCKET: '', DATA_DIR: './data' })).toBeUndefined();
  });

  it('gives the options when all four are set, the region auto unless S3_REGION says', () => {
    expect(s3ConfigFromEnv(all)).toEqual({ endpoint: all.S3_ENDPOINT, bucket: 'memories', region: 'auto', accessKeyId: 'AK', secretAccessKey: 'SK' });
    expect(s3ConfigFromEnv({ ...all, S3_REGION: 'eu-west-1' })?.region).toBe('eu-west-1');
  });

  it('names the missing ones when only some are set, and never prints the secret', () => {
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'memories', S3_SECRET_ACCESS_KEY: 'SK-secret' })).toThrow(/needs S3_ENDPOINT, S3_ACCESS_KEY_ID too/);
    expect(() => s3ConfigFromEnv({ S3_REGION: 'auto' })).toThrow(/S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(() => s3ConfigFromEnv({ ...all, S3_ENDPOINT: 'acct.r2.cloudflarestorage.com' })).toThrow(/S3_ENDPOINT must be an http\(s\) origin/);
  });
});

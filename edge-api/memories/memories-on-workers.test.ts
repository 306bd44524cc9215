// Memory Lane in workerd through the real Workers entry, its files in an R2 binding (workerd's own
// local R2): a photo sent in two chunks is put together in R2 and served back, whole and by range;
// deleted, it is gone for members and its files are queued for removal.
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { locatedPhoto, locatedVideo, placesIn } from '../test/located-media.ts';
import { recordResponse } from '../test/leak-check.ts';
import { insertMember, MEMBER_PASSWORD } from '../test/people.ts';
import { useTestWorker } from '../test/worker-fixture.ts';

const fx = useTestWorker({ worker: { memories: true } });
let auth: Record<string, string>;
let jpeg: Uint8Array;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init = body instanceof Uint8Array ? { method, headers, body } : { method, headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) };
  const res = await fx.worker.fetch(`http://localhost${path}`, init as never);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = res.headers.get('content-type')?.startsWith('application/json') ? new TextDecoder().decode(bytes) : '';
  recordResponse(`worker ${method} ${path}`, text, new Headers([...res.headers]));
  return { status: res.status, headers: res.headers, bytes, json: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  const m = await insertMember(fx.db.sql, { batch: '2012-2016' });
  const login = await call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: MEMBER_PASSWORD });
  auth = { authorization: `Bearer ${login.json.token}` };
  const pixels = Buffer.from(Array.from({ length: 600 * 450 * 3 }, (_, i) => (i * 2654435761) >>> 24));
  jpeg = new Uint8Array(await sharp(pixels, { raw: { width: 600, height: 450, channels: 3 } }).jpeg({ quality: 90 }).toBuffer());
});

it('a photo sent in two chunks lands in R2, is served back whole and by range, and leaves when deleted', async () => {
  expect(jpeg.length).toBeGreaterThan(96 * 1024); // so it travels in two chunks
  const album = await call('POST', '/api/memories/albums', { kind: 'batch', title: 'On the edge' }, auth);
  expect(album.status).toBe(201);
  const id = crypto.randomUUID();
  const started = await call('POST', `/api/memories/albums/${album.json.album._id}/uploads`, { id, size: jpeg.length, caption: 'From workerd' }, auth);
  expect(started).toMatchObject({ status: 201, json: { received: 0 } });
  const half = 96 * 1024;
  const chunk = (offset: number, bytes: Uint8Array) => call('PATCH', `/api/memories/uploads/${id}`, bytes, { ...auth, 'Upload-Offset': String(offset), 'Content-Length': String(bytes.length) });
  expect(await chunk(0, jpeg.subarray(0, half))).toMatchObject({ status: 200, json: { received: half } });
  expect((await call('HEAD', `/api/memories/uploads/${id}`, undefined, auth)).headers.get('Upload-Offset')).toBe(String(half));
  const done = await chunk(half, jpeg.subarray(half));
  expect(done).toMatchObject({ status: 200, json: { received: jpeg.length, photo: { _id: id, caption: 'From workerd', status: 'processing' } } });
  // Its sizes are made by the Node dispatcher (sharp), which reads R2 through its S3 API: queued.
  const [job] = await fx.db.sql`select 1 from outbox where kind = 'derive-photo' and payload->>'photoId' = ${id}`;
  expect(job).toBeDefined();

  const whole = await call('GET', `/api/memories/photos/${id}/original`, undefined, auth);
  expect(whole.status).toBe(200);
  expect(Buffer.from(whole.bytes).equals(Buffer.from(jpeg))).toBe(true);
  const part = await call('GET', `/api/memories/photos/${id}/original`, undefined, { ...auth, range: 'bytes=100-199' });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 100-199/${jpeg.length}`);
  expect(Buffer.from(part.bytes).equals(Buffer.from(jpeg.subarray(100, 200)))).toBe(true);

  expect((await call('DELETE', `/api/memories/photos/${id}`, undefined, auth)).status).toBe(200);
  expect((await call('GET', `/api/memories/photos/${id}/original`, undefined, auth)).status).toBe(404);
  const [removal] = await fx.db.sql`select 1 from outbox where kind = 'delete-photo-files' and payload->>'photoId' = ${id}`;
  expect(removal).toBeDefined();
});

it('where a photo or video was taken is gone from the original kept in R2, in every format (issue 51)', async () => {
  const album = await call('POST', '/api/memories/albums', { kind: 'batch', title: 'Located on the edge' }, auth);
  const files = [
    [await locatedPhoto('jpeg', { width: 300, height: 200 }), 'photo'],
    [await locatedPhoto('png', { width: 300, height: 200 }), 'photo'],
    [await locatedPhoto('webp', { width: 300, height: 200 }), 'photo'],
    [locatedVideo(), 'video'],
  ] as const;
  for (const [file, media] of files) {
    expect((await placesIn(file, media)).length).toBeGreaterThan(0);
    const id = crypto.randomUUID();
    expect((await call('POST', `/api/memories/albums/${album.json.album._id}/uploads`, { id, size: file.length }, auth)).status).toBe(201);
    const sent = await call('PATCH', `/api/memories/uploads/${id}`, file, { ...auth, 'Upload-Offset': '0', 'Content-Length': String(file.length) });
    expect(sent).toMatchObject({ status: 200, json: { received: file.length } });
    const original = await call('GET', `/api/memories/photos/${id}/original`, undefined, auth);
    expect(await placesIn(original.bytes, media)).toEqual([]);
    expect(original.bytes.length).toBe(file.length);
  }
});

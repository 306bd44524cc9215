import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createS3ObjectStore } from '../storage/s3-object-store.ts';
import { startS3 } from '../test/s3-server.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';
import { createTestApp, testConfig } from '../test/test-app.ts';
import { derivePhotoJob } from './derive-photo-job.ts';

// Issue 34: the same upload, on an S3-compatible bucket (s3rver) instead of a folder: chunks,
// the original joined from them, the sizes made by the job, a video-style ranged read.

const fx = useSyncFixture();
let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.close());

it('a photo uploaded in chunks lands in the bucket, sized by the job, and is served from it', async () => {
  const store = createS3ObjectStore(s3.options);
  const { call, app } = createTestApp(fx.db.sql, { clock: fx.clock, objects: store });
  const pixels = Buffer.from(Array.from({ length: 900 * 600 * 3 }, (_, i) => (i * 2654435761) >>> 24));
  const jpeg = await sharp(pixels, { raw: { width: 900, height: 600, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
  const album = await call('POST', '/api/memories/albums', { kind: 'batch', title: 'On the bucket' }, fx.auth.a);
  const id = crypto.randomUUID();
  await call('POST', `/api/memories/albums/${album.json.album._id}/uploads`, { id, size: jpeg.length }, fx.auth.a);
  const half = Math.ceil(jpeg.length / 2);
  for (const [offset, part] of [[0, jpeg.subarray(0, half)], [half, jpeg.subarray(half)]] as const) {
    const res = await app.request(`/api/memories/uploads/${id}`, {
      method: 'PATCH',
      headers: { ...fx.auth.a, 'Upload-Offset': String(offset), 'Content-Length': String(part.length) },
      body: new Uint8Array(part),
    });
    expect(res.status).toBe(200);
  }
  expect((await store.list('uploads/')).length).toBe(0); // the chunks are gone once joined
  const [row] = await fx.db.sql<{ payload: unknown }[]>`select payload from outbox where kind = 'derive-photo' and payload->>'photoId' = ${id}`;
  await derivePhotoJob({ sql: fx.db.sql, store, clock: fx.clock, secret: testConfig.jwtSecret, appUrl: testConfig.appUrl })(row!.payload);

  const photo = await call('GET', `/api/memories/photos/${id}`, undefined, fx.auth.b);
  expect(photo.json).toMatchObject({ status: 'ready', width: 900, height: 600 });
  const small = await app.request(photo.json.src.small, { headers: fx.auth.b });
  expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
  const ranged = await app.request(`/api/memories/photos/${id}/original`, { headers: { ...fx.auth.b, Range: 'bytes=2-5' } });
  expect(ranged.status).toBe(206);
  expect(ranged.headers.get('content-range')).toBe(`bytes 2-5/${jpeg.length}`);
  expect(Buffer.from(await ranged.arrayBuffer()).equals(jpeg.subarray(2, 6))).toBe(true);
});

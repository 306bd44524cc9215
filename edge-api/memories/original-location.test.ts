import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { locatedPhoto, locatedVideo, placesIn } from '../test/located-media.ts';
import { memoriesApi } from '../test/memories-api.ts';
import { MEMBER_PASSWORD, insertMember } from '../test/people.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';
import { objectKeys } from './object-keys.ts';
import { stripLocationJob } from './strip-location-job.ts';

// Issue 51: where a photo was taken never reaches another member — not in any size, not in the
// original, not in the store — whatever the format; originals stored before are rewritten.

const fx = useSyncFixture();
const { store, api, newAlbum, patch, runPhotoJobs } = memoriesApi(fx);
let otherBatch: Record<string, string>;

beforeAll(async () => {
  const m = await insertMember(fx.db.sql, { batch: '2010-2014' });
  const res = await api().call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: MEMBER_PASSWORD });
  otherBatch = { authorization: `Bearer ${res.json.token}` };
});

/** Uploads `file` in chunks of `chunk` bytes as member a; the photo's id. */
async function upload(albumId: string, file: Uint8Array, chunk = 64 * 1024) {
  const id = crypto.randomUUID();
  expect((await api().call('POST', `/api/memories/albums/${albumId}/uploads`, { id, size: file.length }, fx.auth.a)).status).toBe(201);
  let offset = 0;
  do {
    const part = file.subarray(offset, offset + (offset === 0 ? Math.max(chunk, 64 * 1024) : chunk)); // a first chunk carries ≥ 64 KB
    expect((await patch(id, offset, part)).status).toBe(200);
    offset += part.length;
  } while (offset < file.length);
  return id;
}

const get = async (url: string, headers = otherBatch) => {
  const res = await api().app.request(url, { headers });
  expect(res.status, url).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
};
const pixels = (file: Uint8Array) => sharp(file).raw().toBuffer();

describe('every served byte is without the place', () => {
  for (const format of ['jpeg', 'png', 'webp'] as const) {
    it(`${format}: the original and every size, to a member of another batch, and in the store`, async () => {
      const albumId = await newAlbum(`Located ${format}`);
      const file = await locatedPhoto(format, { width: 400, height: 300 });
      expect((await placesIn(file)).length).toBeGreaterThan(0);
      const id = await upload(albumId, file);
      await runPhotoJobs();
      const original = await get(`/api/memories/photos/${id}/original`);
      expect(await placesIn(original)).toEqual([]);
      expect(original.length).toBe(file.length);
      expect((await pixels(original)).equals(await pixels(file))).toBe(true);
      const stored = await store.get(objectKeys.original(id));
      expect(await placesIn(new Uint8Array(await new Response(stored!.body).arrayBuffer()))).toEqual([]);
      const row = (await fx.pullAll('b', 0)).rows.get(`photos:${id}`) as { src: Record<string, string>; width: number };
      expect(row.width).toBe(300); // turned as the camera said: its orientation is kept
      for (const url of Object.values(row.src)) expect(await placesIn(await get(url))).toEqual([]);
    });
  }

  it('video: the file the player reads, whole and by ranges, has no place and plays as long', async () => {
    const albumId = await newAlbum('Located video');
    const file = locatedVideo();
    const id = await upload(albumId, file, 40_000);
    const original = await get(`/api/memories/photos/${id}/original`);
    expect(await placesIn(original, 'video')).toEqual([]);
    expect(original.length).toBe(file.length);
    expect(Buffer.from(original.subarray(-100_000)).equals(Buffer.from(file.subarray(-100_000)))).toBe(true);
    const row = (await fx.pullAll('b', 0)).rows.get(`photos:${id}`);
    expect(row).toMatchObject({ media: 'video', status: 'ready', durationMs: 42_000 });
  });
});

describe('originals stored before this release', () => {
  it("migration 0038's rows have the dispatcher rewrite them in the store, and a second run changes nothing", async () => {
    const albumId = await newAlbum('Stored long ago');
    const file = await locatedPhoto('jpeg', { width: 300, height: 200 });
    const id = await upload(albumId, file);
    // As a photo uploaded before stripping was kept: its original as it came.
    await store.put(objectKeys.original(id), file, { size: file.length, contentType: 'image/jpeg' });
    expect(await placesIn(await get(`/api/memories/photos/${id}/original`, fx.auth.a))).not.toEqual([]);

    await fx.db.sql.unsafe(readFileSync(new URL('../../sql/migrations/0038_strip_stored_locations.sql', import.meta.url), 'utf8'));
    const rows = await fx.db.sql<{ payload: unknown }[]>`select payload from outbox where kind = 'strip-photo-location' and payload->>'photoId' = ${id}`;
    expect(rows).toHaveLength(1);
    const job = stripLocationJob(fx.db.sql, store);
    await job(rows[0]!.payload);
    const rewritten = await get(`/api/memories/photos/${id}/original`, fx.auth.a);
    expect(await placesIn(rewritten)).toEqual([]);
    expect((await pixels(rewritten)).equals(await pixels(file))).toBe(true);
    await job(rows[0]!.payload);
    expect(Buffer.from(await get(`/api/memories/photos/${id}/original`, fx.auth.a)).equals(Buffer.from(rewritten))).toBe(true);
    await expect(job({ photoId: 'not-a-uuid' })).rejects.toThrow();
  });
});

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PASSWORD, insertMember } from '../test/people.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';
import { locatedPhoto, placesIn } from '../test/located-media.ts';
import { memoriesApi } from '../test/memories-api.ts';
import { deletePhotoFilesJob } from './derive-photo-job.ts';
import { mp4, mvhd0 } from './media/iso-boxes.ts';

// Issue 34: albums, resumable uploads checked by their bytes, sizes made off the request without
// the camera's location, and who sees a photo — through the API and the pull, as clients meet them.

const fx = useSyncFixture();
const { store, api, newAlbum, patch, runPhotoJobs } = memoriesApi(fx);
let jpeg: Buffer;
let other: Record<string, string>;

beforeAll(async () => {
  // Large enough to travel in two chunks; a phone's photo, with where it was taken.
  jpeg = Buffer.from(await locatedPhoto('jpeg', { width: 1200, height: 800 }));
  const m = await insertMember(fx.db.sql, { batch: '2010-2014' });
  const res = await api().call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: MEMBER_PASSWORD });
  other = { authorization: `Bearer ${res.json.token}` };
});

describe('albums', () => {
  it('a member makes an album for their own batch; only the alumni office makes college albums', async () => {
    const albumId = await newAlbum();
    const listed = await api().call('GET', '/api/memories/albums', undefined, fx.auth.b);
    expect(listed.json.albums.find((a: { _id: string }) => a._id === albumId)).toMatchObject({ kind: 'batch', batch: '2019-2023', photoCount: 0, canAdd: true });
    const college = await api().call('POST', '/api/memories/albums', { kind: 'college', title: 'Convocation' }, fx.auth.a);
    expect(college).toMatchObject({ status: 403, json: { message: 'Only the alumni office can make college albums' } });
    const byOffice = await api().call('POST', '/api/memories/albums', { kind: 'college', title: 'Convocation' }, fx.auth.admin);
    expect(byOffice.status).toBe(201);
    expect((await api().call('POST', '/api/memories/albums', { kind: 'batch', title: '\u0000' }, fx.auth.a)).status).toBe(400);
  });

  it('a member of another batch is refused on a batch album, before a byte is sent', async () => {
    const albumId = await newAlbum();
    const res = await api().call('POST', `/api/memories/albums/${albumId}/uploads`, { id: crypto.randomUUID(), size: jpeg.length }, other);
    expect(res).toMatchObject({ status: 403, json: { message: 'Only members of this batch can add to its album' } });
  });
});

describe('uploads', () => {
  it('a photo sent in two chunks, resumed after a lost answer, is stored without its location in three sizes', async () => {
    const albumId = await newAlbum();
    const id = crypto.randomUUID();
    const start = await api().call('POST', `/api/memories/albums/${albumId}/uploads`, { id, size: jpeg.length, fileName: 'IMG_0001.jpg', caption: 'The last day' }, fx.auth.a);
    expect(start).toMatchObject({ status: 201, json: { received: 0, size: jpeg.length } });
    const half = Math.ceil(jpeg.length / 2);
    expect(await patch(id, 0, jpeg.subarray(0, half))).toMatchObject({ status: 200, offset: String(half) });
    // The device did not hear back and sends the first chunk again: it is told where to go on from.
    expect(await patch(id, 0, jpeg.subarray(0, half))).toMatchObject({ status: 409, offset: String(half) });
    const head = await api().call('HEAD', `/api/memories/uploads/${id}`, undefined, fx.auth.a);
    expect(head.headers.get('Upload-Offset')).toBe(String(half));
    const last = await patch(id, half, jpeg.subarray(half));
    expect(last.status).toBe(200);
    expect(last.json.photo).toMatchObject({ _id: id, status: 'processing', caption: 'The last day', src: null });
    // Its answer was lost and the browser sends the last chunk again: the same answer, not a 409.
    expect(await patch(id, half, jpeg.subarray(half))).toMatchObject({ status: 200, offset: String(jpeg.length), json: { photo: { _id: id } } });
    expect(await patch(id, 0, jpeg.subarray(0, half))).toMatchObject({ status: 409, json: { code: 'upload_complete' } });

    // Not yet seen by another member; ready after the job, at every size, with no EXIF.
    const before = await fx.pullAll('b', 0);
    expect(before.rows.has(`photos:${id}`)).toBe(false);
    await runPhotoJobs();
    const after = await fx.pullAll('b', 0);
    const photo = after.rows.get(`photos:${id}`) as { src: Record<string, string>; width: number; placeholder: string };
    // Turned as the camera said (EXIF orientation 6 survives the stripping): 800 wide, 1200 high.
    expect(photo).toMatchObject({ status: 'ready', width: 800, height: 1200 });
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    for (const url of Object.values(photo.src)) {
      const res = await api().app.request(url, { headers: fx.auth.b });
      expect(res.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    }
    // Its uploader, and only they, change its caption: trimmed, and every member's next pull has it.
    expect(await fx.queued('b', 'editPhotoCaption', { photoId: id, caption: 'Mine now' })).toMatchObject({ status: 'rejected' });
    expect(await fx.queued('a', 'editPhotoCaption', { photoId: id, caption: '  The last day, on the steps ' })).toMatchObject({ status: 'applied' });
    expect((await fx.pullAll('b', after.cursor)).rows.get(`photos:${id}`)).toMatchObject({ caption: 'The last day, on the steps' });
    const original = await api().app.request(`/api/memories/photos/${id}/original`, { headers: fx.auth.b });
    expect(original.headers.get('content-disposition')).toBe('attachment; filename="IMG_0001.jpg"');
    // The original as it was taken, but for where (issue 51): the same pixels, no place.
    const kept = new Uint8Array(await original.arrayBuffer());
    expect(await placesIn(kept)).toEqual([]);
    expect((await sharp(kept).raw().toBuffer()).equals(await sharp(jpeg).raw().toBuffer())).toBe(true);
  });

  it('a file that is not a photo is refused by its bytes, whatever it says it is', async () => {
    const albumId = await newAlbum();
    const id = crypto.randomUUID();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    await api().call('POST', `/api/memories/albums/${albumId}/uploads`, { id, size: html.length, type: 'image/jpeg', fileName: 'cat.jpg' }, fx.auth.a);
    const res = await patch(id, 0, html);
    expect(res).toMatchObject({ status: 415, json: { message: 'Only JPEG, PNG and WebP photos and MP4 or MOV videos can be uploaded.' } });
    expect((await api().call('GET', `/api/memories/uploads/${id}`, undefined, fx.auth.a)).status).toBe(404);
  });

  it('a short video is ready at once, with its length, and plays by ranges; one over a minute is refused', async () => {
    const albumId = await newAlbum();
    const clip = mp4(mvhd0(600, 42 * 600), 100_000);
    const id = crypto.randomUUID();
    await api().call('POST', `/api/memories/albums/${albumId}/uploads`, { id, size: clip.length, type: 'video/mp4', fileName: 'dance.mp4' }, fx.auth.a);
    const done = await patch(id, 0, clip);
    expect(done).toMatchObject({ status: 200, json: { photo: { media: 'video', status: 'ready', durationMs: 42_000, src: null } } });
    expect((await fx.pullAll('b', 0)).rows.get(`photos:${id}`)).toMatchObject({ media: 'video', durationMs: 42_000 });
    const part = await api().app.request(`/api/memories/photos/${id}/original`, { headers: { ...fx.auth.b, range: 'bytes=0-1023' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(clip.subarray(0, 1024));

    const long = mp4(mvhd0(600, 90 * 600), 100_000);
    const longId = crypto.randomUUID();
    await api().call('POST', `/api/memories/albums/${albumId}/uploads`, { id: longId, size: long.length, type: 'video/mp4' }, fx.auth.a);
    const refused = await patch(longId, 0, long);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.json.message).toBe('This video is 90 seconds long; videos up to 60 seconds can be uploaded.');
  });

  it('sizes, offsets and ids out of bounds get a 4xx', async () => {
    const albumId = await newAlbum();
    const tooBig = await api().call('POST', `/api/memories/albums/${albumId}/uploads`, { id: crypto.randomUUID(), size: 1e12 }, fx.auth.a);
    expect(tooBig.status).toBe(400);
    const id = crypto.randomUUID();
    await api().call('POST', `/api/memories/albums/${albumId}/uploads`, { id, size: jpeg.length }, fx.auth.a);
    expect((await patch(id, 0, jpeg.subarray(0, 10))).status).toBe(400); // a first chunk too short to tell what it is
    expect((await patch(id, 5, jpeg.subarray(0, 10))).status).toBe(409);
    expect((await patch(id, 0, jpeg.subarray(0, 70_000), fx.auth.b)).status).toBe(404); // someone else's upload
  });
});

describe('who sees a photo', () => {
  it('a photo its tagged member hides leaves the other members at their next pull', async () => {
    const albumId = await newAlbum();
    const id = crypto.randomUUID();
    await api().call('POST', `/api/memories/albums/${albumId}/uploads`, { id, size: jpeg.length, tags: [fx.userId.b] }, fx.auth.a);
    await patch(id, 0, jpeg.subarray(0, 4 * 1024 * 1024 > jpeg.length ? jpeg.length : 4 * 1024 * 1024));
    await runPhotoJobs();
    const seen = await fx.pullAll('admin', 0);
    expect(seen.rows.get(`photos:${id}`)).toMatchObject({ tags: [{ userId: fx.userId.b, hides: false }] });
    // The tagged member is told once the photo is there to see, with a line that opens it.
    const inbox = [...(await fx.pullAll('b', 0)).rows.values()].filter((r) => r.kind === 'photo-tag');
    expect(inbox).toMatchObject([{ text: expect.stringMatching(/ tagged you in a photo in 'Farewell 2023'$/), url: `/memories/${albumId}?photo=${id}` }]);
    // Someone not tagged cannot; the tagged member can, through the same write a device queues.
    expect(await fx.queued('a', 'setPhotoHidden', { photoId: id, hidden: true })).toMatchObject({ status: 'rejected', message: 'Only a member tagged in this photo can do that' });
    expect(await fx.queued('b', 'setPhotoHidden', { photoId: id, hidden: true })).toMatchObject({ status: 'applied' });
    const next = await fx.pullAll('admin', seen.cursor);
    expect(next.deleted).toContainEqual({ table: 'photos', id });
    expect((await api().app.request(`/api/memories/photos/${id}/small`, { headers: fx.auth.admin })).status).toBe(404);
    // Its uploader still has it, and so does the member who hid it (to show it again).
    expect((await fx.pullAll('a', 0)).rows.has(`photos:${id}`)).toBe(true);
    expect((await fx.pullAll('b', 0)).rows.get(`photos:${id}`)).toMatchObject({ tags: [{ userId: fx.userId.b, hides: true }] });
  });
});

describe('the uploader', () => {
  it('tags people after the upload: the newly tagged are told once; a tag whose member hid the photo stays', async () => {
    const albumId = await newAlbum();
    const id = crypto.randomUUID();
    await api().call('POST', `/api/memories/albums/${albumId}/uploads`, { id, size: jpeg.length }, fx.auth.a);
    await patch(id, 0, jpeg);
    await runPhotoJobs();
    expect(await fx.queued('b', 'setPhotoTags', { photoId: id, userIds: [fx.userId.b] })).toMatchObject({ status: 'rejected', message: 'Only the member who added this photo can tag people in it' });
    // The office's account and the uploader themself are not members to tag: they are left out.
    const set = await api().call('PUT', `/api/memories/photos/${id}/tags`, { userIds: [fx.userId.b, fx.userId.admin, fx.userId.a] }, fx.auth.a);
    expect(set.status).toBe(200);
    expect(set.json.photo.tags).toEqual([expect.objectContaining({ userId: fx.userId.b, hides: false })]);
    const told = () => fx.pullAll('b', 0).then((p) => [...p.rows.values()].filter((r) => r.kind === 'photo-tag' && String(r.url).endsWith(id)));
    expect(await told()).toHaveLength(1);
    // Sent again (a replay), nobody is told twice.
    expect(await fx.queued('a', 'setPhotoTags', { photoId: id, userIds: [fx.userId.b] })).toMatchObject({ status: 'applied' });
    expect(await told()).toHaveLength(1);
    // The tagged member hides it; the uploader's empty list cannot untag them to show it again.
    await fx.queued('b', 'setPhotoHidden', { photoId: id, hidden: true });
    await api().call('PUT', `/api/memories/photos/${id}/tags`, { userIds: [] }, fx.auth.a);
    expect((await api().call('GET', `/api/memories/photos/${id}`, undefined, fx.auth.a)).json.tags).toMatchObject([{ userId: fx.userId.b, hides: true }]);
    const bad = await api().call('PUT', `/api/memories/photos/${id}/tags`, { userIds: ['not-an-id'] }, fx.auth.a);
    expect(bad).toMatchObject({ status: 400, json: { message: 'A tagged member must be given by id' } });
  });

  it('deletes a photo: it leaves every device at the next pull and its files leave the store', async () => {
    const albumId = await newAlbum();
    const id = crypto.randomUUID();
    await api().call('POST', `/api/memories/albums/${albumId}/uploads`, { id, size: jpeg.length }, fx.auth.a);
    await patch(id, 0, jpeg);
    await runPhotoJobs();
    const seen = await fx.pullAll('b', 0);
    expect(seen.rows.has(`photos:${id}`)).toBe(true);
    expect((await store.list(`photos/${id}/`)).length).toBe(4);
    expect((await api().call('DELETE', `/api/memories/photos/${id}`, undefined, fx.auth.b)).status).toBe(403);
    expect(await api().call('DELETE', `/api/memories/photos/${id}`, undefined, fx.auth.a)).toMatchObject({ status: 200, json: { message: 'Photo deleted' } });
    expect(await fx.queued('a', 'deletePhoto', { photoId: id })).toMatchObject({ status: 'applied' });
    expect((await fx.pullAll('b', seen.cursor)).deleted).toContainEqual({ table: 'photos', id });
    expect((await fx.pullAll('a', 0)).rows.has(`photos:${id}`)).toBe(false);
    expect((await api().app.request(`/api/memories/photos/${id}/original`, { headers: fx.auth.a })).status).toBe(404);
    const [job] = await fx.db.sql<{ payload: unknown }[]>`select payload from outbox where kind = 'delete-photo-files' and payload->>'photoId' = ${id}`;
    await deletePhotoFilesJob(store)(job!.payload);
    expect(await store.list(`photos/${id}/`)).toEqual([]);
  });
});

describe('moderation', () => {
  it('a reported photo reaches the queue; hidden by the office, it leaves every device but its uploader', async () => {
    const albumId = await newAlbum();
    const id = crypto.randomUUID();
    await api().call('POST', `/api/memories/albums/${albumId}/uploads`, { id, size: jpeg.length, caption: 'Reported one' }, fx.auth.a);
    await patch(id, 0, jpeg);
    await runPhotoJobs();
    const seen = await fx.pullAll('b', 0);
    expect(seen.rows.has(`photos:${id}`)).toBe(true);
    expect(await fx.queued('b', 'reportContent', { id: crypto.randomUUID(), kind: 'photo', targetId: id, reason: 'abuse', details: '' })).toMatchObject({ status: 'applied' });
    const queue = await api().call('GET', '/api/admin/moderation', undefined, fx.auth.admin);
    expect(queue.json.items.find((i: { id: string }) => i.id === id)).toMatchObject({ kind: 'photo', excerpt: 'Photo: Reported one', link: `/memories/${albumId}?photo=${id}` });
    const hidden = await api().call('POST', '/api/admin/moderation', { action: 'hide', items: [{ kind: 'photo', id }], reason: 'Not from our college' }, fx.auth.admin);
    expect(hidden.json.results).toEqual([{ kind: 'photo', id, status: 'done' }]);
    expect((await fx.pullAll('b', seen.cursor)).deleted).toContainEqual({ table: 'photos', id });
    expect((await fx.pullAll('a', 0)).rows.has(`photos:${id}`)).toBe(true);
  });
});

import { Hono, type Context } from 'hono';
import { CreateAlbumSchema, MEMORY_TEXTS as M } from '#domain/memories/album.ts';
import { PHOTO_SIZE_NAMES, StartUploadSchema, type PhotoSizeName, type UploadState } from '#domain/memories/photo.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireUser } from '#api/auth/authenticate.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { readJson, readJsonObject } from '#api/http/read-body.ts';
import * as mutators from '#api/memories/memory-mutators.ts';
import { callerContext, runMutator } from '#api/sync/mutator.ts';
import { albumSummary, listAlbums } from '#api/memories/album-view.ts';
import { createAlbum } from '#api/memories/create-album.ts';
import { servePhotoFile } from '#api/memories/serve-photo-file.ts';
import { photoById, photosOfAlbum } from '#api/memories/photo-view.ts';
import { appendChunk, startUpload, uploadState } from '#api/memories/uploads.ts';
import type { ObjectStore } from '#api/storage/object-store.ts';

const UPLOAD_NOT_FOUND = 'Upload not found';

/**
 * Memory Lane (issue 34) under /api/memories, for signed-in members and the alumni office. Files
 * arrive in resumable chunks (`Upload-Offset`, after tus): a dropped connection loses at most the
 * chunk it was sending. Without an object store (a Workers deployment with no bucket) every route
 * answers 503.
 */
export function memoryRoutes(deps: AppDeps) {
  const storeOf = (): ObjectStore => {
    if (!deps.objects) throw new ApiError(503, 'Memory Lane is not set up on this server: it has no object storage', 'not_configured');
    return deps.objects;
  };
  const uploadDeps = (c: Context<AppEnv>) => ({ sql: c.var.sql, store: storeOf(), now: deps.clock.now(), secret: deps.config.jwtSecret, appUrl: deps.config.appUrl });
  const withOffset = (c: Context<AppEnv>, state: UploadState, status: 200 | 201 = 200) => {
    c.header('Upload-Offset', String(state.received));
    c.header('Upload-Length', String(state.size));
    return c.json(state, status);
  };

  return new Hono<AppEnv>()
    .use('*', requireUser, async (_c, next) => {
      storeOf();
      await next();
    })
    .get('/albums', async (c) => c.json({ albums: await listAlbums(c.var.sql, c.var.user!, deps.clock.now()) }))
    .post('/albums', async (c) => {
      const input = await readJson(c, CreateAlbumSchema);
      const id = await createAlbum(c.var.sql, c.var.user!, input, deps.clock.now());
      return c.json({ message: 'Album created', album: await albumSummary(c.var.sql, c.var.user!, id, deps.clock.now()) }, 201);
    })
    .get('/albums/:id', async (c) => {
      const id = pathId(c.req.param('id'), M.albumNotFound);
      const now = deps.clock.now();
      const album = await albumSummary(c.var.sql, c.var.user!, id, now);
      if (!album || (album.opensAt && new Date(album.opensAt) > now)) throw new ApiError(404, M.albumNotFound, 'not_found');
      return c.json({ album, photos: await photosOfAlbum(c.var.sql, c.var.user!, id) });
    })
    .post('/albums/:id/uploads', async (c) => {
      const albumId = pathId(c.req.param('id'), M.albumNotFound);
      const state = await startUpload(c.var.sql, c.var.user!, albumId, await readJson(c, StartUploadSchema), deps.clock.now());
      return withOffset(c, state, state.received === 0 ? 201 : 200);
    })
    .on(['GET', 'HEAD'], '/uploads/:id', async (c) => withOffset(c, await uploadState(c.var.sql, c.var.user!, pathId(c.req.param('id'), UPLOAD_NOT_FOUND))))
    .patch('/uploads/:id', async (c) => {
      const id = pathId(c.req.param('id'), UPLOAD_NOT_FOUND);
      const offset = headerInt(c.req.header('Upload-Offset'), 'Upload-Offset');
      const declared = c.req.header('Content-Length');
      if (declared === undefined) throw new ApiError(411, 'A chunk must say its Content-Length', 'length_required');
      const length = headerInt(declared, 'Content-Length');
      try {
        return withOffset(c, await appendChunk(uploadDeps(c), c.var.user!, id, offset, length, c.req.raw.body));
      } catch (err) {
        // A client that lost its place learns where to go on from.
        if (err instanceof ApiError && err.code === 'offset_mismatch') {
          const state = await uploadState(c.var.sql, c.var.user!, id).catch(() => null);
          if (state) c.header('Upload-Offset', String(state.received));
        }
        throw err;
      }
    })
    .get('/photos/:id', async (c) => {
      const photo = await photoById(c.var.sql, c.var.user!, pathId(c.req.param('id'), M.photoNotFound));
      if (!photo) throw new ApiError(404, M.photoNotFound, 'not_found');
      return c.json(photo);
    })
    // The uploader's caption, tags and delete, and a tagged member's say over the photo (the same writes a sync push runs).
    .put('/photos/:id/hidden', async (c) => {
      const photoId = pathId(c.req.param('id'), M.photoNotFound);
      const { hidden } = await readJsonObject(c);
      await runMutator(c.var.sql, mutators.setPhotoHidden, { photoId, hidden }, callerContext(c, deps));
      return c.json({ message: hidden ? 'The photo is hidden from other members' : 'The photo is shown again', hidden });
    })
    .put('/photos/:id/caption', async (c) => {
      const photoId = pathId(c.req.param('id'), M.photoNotFound);
      const { caption } = await readJsonObject(c);
      await runMutator(c.var.sql, mutators.editPhotoCaption, { photoId, caption }, callerContext(c, deps));
      return c.json({ message: 'Caption saved', photo: await photoById(c.var.sql, c.var.user!, photoId) });
    })
    .put('/photos/:id/tags', async (c) => {
      const photoId = pathId(c.req.param('id'), M.photoNotFound);
      const { userIds } = await readJsonObject(c);
      await runMutator(c.var.sql, mutators.setPhotoTags, { photoId, userIds }, callerContext(c, deps));
      return c.json({ message: 'Tags saved', photo: await photoById(c.var.sql, c.var.user!, photoId) });
    })
    .delete('/photos/:id', async (c) => {
      const photoId = pathId(c.req.param('id'), M.photoNotFound);
      await runMutator(c.var.sql, mutators.deletePhoto, { photoId }, callerContext(c, deps));
      return c.json({ message: 'Photo deleted' });
    })
    .delete('/photos/:id/tags/me', async (c) => {
      const photoId = pathId(c.req.param('id'), M.photoNotFound);
      await runMutator(c.var.sql, mutators.removeMyPhotoTag, { photoId }, callerContext(c, deps));
      return c.json({ message: 'Your tag is removed' });
    })
    .get('/photos/:id/:size', async (c) => {
      const id = pathId(c.req.param('id'), M.photoNotFound);
      const size = c.req.param('size');
      if (size !== 'original' && !PHOTO_SIZE_NAMES.includes(size as PhotoSizeName)) throw new ApiError(404, M.photoNotFound, 'not_found');
      return servePhotoFile(c, storeOf(), id, size as PhotoSizeName | 'original');
    });
}

/** A header that must be a whole number of bytes. */
function headerInt(value: string | undefined, name: string): number {
  if (value === undefined || !/^\d{1,15}$/.test(value)) throw new ApiError(400, `${name} must be a whole number of bytes`, 'bad_chunk');
  return Number(value);
}

import type { Sql } from 'postgres';
import { albumRefusal, MEMORY_TEXTS } from '#domain/memories/album.ts';
import { MAX_PHOTO_BYTES, PHOTO_TEXTS, UPLOAD_CHUNK_BYTES, type StartUploadInput, type UploadState } from '#domain/memories/photo.ts';
import type { SessionUser } from '../deps.ts';
import { ApiError } from '../http/api-error.ts';
import { BodySizeError } from '../storage/object-store.ts';
import { albumForUpload, albumViewer } from './album-view.ts';
import { completeUpload } from './complete-upload.ts';
import type { UploadDeps } from './upload-deps.ts';
import { sniffMedia } from './media/media-bytes.ts';
import { HEADER_BYTES, objectKeys, SNIFF_BYTES } from './object-keys.ts';
import { mentionable } from '../queries/mentions.ts';
import { photoById } from './photo-view.ts';
import { peekStream } from './peek-stream.ts';
import { pgArray } from '../db/pg-array.ts';

type UploadRow = { id: string; album_id: string; uploader_id: string; bytes: string; received: string };

/** Where an upload stands for its uploader; a finished one answers with its photo. */
export async function uploadState(sql: Sql, user: SessionUser, id: string): Promise<UploadState> {
  const [row] = await sql<UploadRow[]>`select id, album_id, uploader_id, bytes, received from photo_uploads where id = ${id} and uploader_id = ${user.id}`;
  if (row) return { id, size: Number(row.bytes), received: Number(row.received), chunkBytes: UPLOAD_CHUNK_BYTES, photo: null };
  const photo = await photoById(sql, user, id);
  if (!photo || photo.uploaderId !== user.id) throw new ApiError(404, 'Upload not found', 'not_found');
  const [file] = await sql<{ bytes: string }[]>`select bytes from photos where id = ${id}`;
  const size = Number(file!.bytes);
  return { id, size, received: size, chunkBytes: UPLOAD_CHUNK_BYTES, photo };
}

/**
 * `POST /api/memories/albums/:id/uploads`: a file about to arrive in chunks. The device makes the
 * id, so a start sent again (a retry, an offline queue's replay) finds the same upload.
 */
export async function startUpload(sql: Sql, user: SessionUser, albumId: string, input: StartUploadInput, now: Date): Promise<UploadState> {
  const [taken] = await sql<{ uploader_id: string | null; album_id: string }[]>`
    select uploader_id, album_id from photos where id = ${input.id}
    union all select uploader_id, album_id from photo_uploads where id = ${input.id}`;
  if (taken) {
    if (taken.uploader_id !== user.id || taken.album_id !== albumId) throw new ApiError(409, 'This upload id is already in use', 'conflict');
    return uploadState(sql, user, input.id);
  }
  const album = await albumForUpload(sql, albumId);
  if (!album) throw new ApiError(404, MEMORY_TEXTS.albumNotFound, 'not_found');
  const refusal = albumRefusal(album, await albumViewer(sql, user), now);
  if (refusal) throw new ApiError(403, refusal, 'forbidden');
  // Whom a member may tag is whom they may mention: members, not suspended, no block either way.
  const tags = input.tags.length ? await sql.begin((tx) => mentionable(tx, input.tags, user.id, now)) : [];
  await sql`
    insert into photo_uploads (id, album_id, uploader_id, file_name, caption, tags, bytes, created_at, updated_at)
    values (${input.id}, ${albumId}, ${user.id}, ${input.fileName}, ${input.caption}, ${pgArray(tags)}::uuid[], ${input.size}, ${now}, ${now})
    on conflict (id) do nothing`;
  return uploadState(sql, user, input.id);
}

/**
 * `PATCH /api/memories/uploads/:id`: `length` bytes at `offset`. The first chunk's bytes decide
 * what the file is (a refused one is dropped at once); the last one makes the photo.
 */
export async function appendChunk(deps: UploadDeps, user: SessionUser, id: string, offset: number, length: number, body: ReadableStream<Uint8Array> | null): Promise<UploadState> {
  const { sql, store } = deps;
  const [row] = await sql<(UploadRow & { media: string | null })[]>`
    select id, album_id, uploader_id, bytes, received, media from photo_uploads where id = ${id} and uploader_id = ${user.id}`;
  if (!row) {
    // The last chunk's answer was lost and it is sent again (a browser resends a PATCH on a reset
    // connection): the photo is there, and the resend gets the answer it missed (ADR 0133).
    const state = await uploadState(sql, user, id);
    if (offset + length === state.size) return state;
    throw new ApiError(409, PHOTO_TEXTS.uploadDone, 'upload_complete');
  }
  const size = Number(row.bytes);
  const received = Number(row.received);
  if (offset !== received) throw new ApiError(409, PHOTO_TEXTS.offsetMismatch, 'offset_mismatch');
  if (length === 0 && received === size) return completeUpload(deps, user, id);
  if (length <= 0 || length > UPLOAD_CHUNK_BYTES || offset + length > size) throw new ApiError(400, `A chunk carries 1 byte to ${UPLOAD_CHUNK_BYTES / 1024 / 1024} MB, and no more than the file has left`, 'bad_chunk');
  if (!body) throw new ApiError(400, 'The chunk has no body', 'bad_chunk');

  let stream = body;
  if (offset === 0) {
    if (length < Math.min(size, SNIFF_BYTES)) throw new ApiError(400, `The first chunk must carry at least ${SNIFF_BYTES / 1024} KB`, 'bad_chunk');
    // Most headers sit in the first 64 KB; a phone's depth map or ICC profile can push a JPEG's past it.
    const peeked = await peekStream(body, Math.min(length, HEADER_BYTES));
    stream = peeked.stream;
    const sniffed = sniffMedia(peeked.head);
    const refusal = !sniffed.ok ? sniffed.reason : sniffed.media === 'photo' && size > MAX_PHOTO_BYTES ? PHOTO_TEXTS.tooBig : null;
    if (!sniffed.ok || refusal) {
      await body.cancel().catch(() => {});
      await sql`delete from photo_uploads where id = ${id}`;
      throw new ApiError(sniffed.ok ? 413 : 415, refusal!, sniffed.ok ? 'file_too_large' : 'unsupported_media');
    }
    await sql`update photo_uploads set media = ${sniffed.media}, content_type = ${sniffed.type},
      width = ${sniffed.media === 'photo' ? sniffed.width : null}, height = ${sniffed.media === 'photo' ? sniffed.height : null},
      duration_ms = ${sniffed.media === 'video' ? sniffed.durationMs : null} where id = ${id}`;
  }
  try {
    await store.put(objectKeys.part(id, offset), stream, { size: length, contentType: 'application/octet-stream' });
  } catch (err) {
    if (err instanceof BodySizeError) throw new ApiError(400, 'The chunk was not as long as its Content-Length said', 'bad_chunk');
    throw err;
  }
  const moved = await sql`update photo_uploads set received = ${offset + length}, updated_at = ${deps.now} where id = ${id} and received = ${offset}`;
  if (moved.count === 0) throw new ApiError(409, PHOTO_TEXTS.offsetMismatch, 'offset_mismatch');
  if (offset + length === size) return completeUpload(deps, user, id);
  return { id, size, received: offset + length, chunkBytes: UPLOAD_CHUNK_BYTES, photo: null };
}

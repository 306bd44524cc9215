import { UPLOAD_CHUNK_BYTES, type UploadState } from '#domain/memories/photo.ts';
import type { SessionUser } from '../deps.ts';
import { ApiError } from '../http/api-error.ts';
import { effectQueue } from '../outbox/effects.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { lockSyncVersions } from '../sync/mutator.ts';
import { videoDurationFrom, videoLengthProblem } from './media/media-bytes.ts';
import { patchedStream } from './media/byte-patches.ts';
import { locationPatches, type MediaType } from './media/strip-location.ts';
import { objectKeys } from './object-keys.ts';
import { storedBytes } from './stored-bytes.ts';
import { notifyTagged } from './notify-tagged.ts';
import { photoById } from './photo-view.ts';
import type { UploadDeps } from './upload-deps.ts';
import { pgArray } from '../db/pg-array.ts';

type Finished = {
  album_id: string; file_name: string; caption: string; tags: string[]; bytes: string;
  media: 'photo' | 'video'; content_type: string; width: number | null; height: number | null; duration_ms: number | null;
};

/** The chunks, one after another, as one stream: the original is written without holding it. */
function joinedParts(store: ObjectStore, keys: string[]): ReadableStream<Uint8Array> {
  let index = 0;
  let current: ReadableStreamDefaultReader<Uint8Array> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (!current) {
          const key = keys[index++];
          if (key === undefined) return controller.close();
          const part = await store.get(key);
          if (!part) throw new Error(`Upload chunk ${key} is missing`);
          current = part.body.getReader();
        }
        const next = await current.read();
        if (!next.done) return controller.enqueue(next.value);
        current = null;
      }
    },
    cancel: (reason) => current?.cancel(reason),
  });
}

/** A video's length is in its `moov` box, which phones often write at the end of the file. */
async function videoDuration(store: ObjectStore, keys: string[], known: number | null): Promise<number | null> {
  if (known !== null) return known;
  const last = keys.at(-1);
  const info = last ? await store.head(last) : null;
  if (!last || !info) return null;
  const tail = await store.get(last, { start: Math.max(0, info.size - 1024 * 1024) });
  return tail ? videoDurationFrom(new Uint8Array(await new Response(tail.body).arrayBuffer())) : null;
}

/**
 * All bytes are in: the chunks become the original, and the photo row is made in one
 * transaction with its tags and the job that makes its sizes (a video needs none: it is ready).
 */
export async function completeUpload(deps: UploadDeps, user: SessionUser, id: string): Promise<UploadState> {
  const { sql, store, now } = deps;
  const [up] = await sql<Finished[]>`
    select album_id, file_name, caption, array_to_json(tags) as tags, bytes, media, content_type, width, height, duration_ms
    from photo_uploads where id = ${id} and uploader_id = ${user.id} and received = bytes and media is not null`;
  if (!up) throw new ApiError(409, 'This upload is not complete', 'upload_incomplete');
  const parts = await store.list(objectKeys.parts(id));
  const keys = parts.map((p) => p.key);
  const durationMs = up.media === 'video' ? await videoDuration(store, keys, up.duration_ms) : null;
  const tooLong = up.media === 'video' ? videoLengthProblem(durationMs) : null;
  if (tooLong) {
    await sql`delete from photo_uploads where id = ${id}`;
    await store.delete(keys);
    throw new ApiError(422, tooLong, 'video_too_long');
  }
  // Where it was taken leaves the file before anyone else can read it (ADR 0126).
  const patches = await locationPatches(storedBytes(store, parts), up.content_type as MediaType);
  await store.put(objectKeys.original(id), patchedStream(joinedParts(store, keys), patches), { size: Number(up.bytes), contentType: up.content_type });

  const ready = up.media === 'video';
  await sql.begin(async (tx) => {
    await lockSyncVersions(tx);
    const [made] = await tx`
      insert into photos (id, album_id, uploader_id, caption, media, content_type, file_name, bytes, status, width, height,
        duration_ms, created_at, updated_at, ready_at)
      select ${id}, ${up.album_id}, ${user.id}, ${up.caption}, ${up.media}, ${up.content_type}, ${up.file_name}, ${up.bytes},
        ${ready ? 'ready' : 'processing'}, ${up.width}, ${up.height}, ${durationMs}, ${now}, ${now}, ${ready ? now : null}
      where exists (select 1 from photo_uploads where id = ${id})
      on conflict (id) do nothing returning id`;
    if (!made) return;
    if (up.tags.length) {
      await tx`insert into photo_tags (photo_id, user_id, tagged_by, created_at)
        select ${id}, t, ${user.id}, ${now} from unnest(${pgArray(up.tags)}::uuid[]) t where t <> ${user.id} on conflict do nothing`;
    }
    const effects = effectQueue(tx, { now, secret: deps.secret });
    if (ready) await notifyTagged(tx, { effects, now, appUrl: deps.appUrl }, id);
    else await effects.enqueue({ kind: 'derive-photo', photoId: id, about: `photo:${id}` });
    await tx`delete from photo_uploads where id = ${id}`;
  });
  await store.delete(keys);
  const photo = await photoById(sql, user, id);
  return { id, size: Number(up.bytes), received: Number(up.bytes), chunkBytes: UPLOAD_CHUNK_BYTES, photo: photo ?? null };
}

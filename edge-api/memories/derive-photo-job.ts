import type { Sql } from 'postgres';
import * as v from 'valibot';
import { PHOTO_SIZE_NAMES } from '#domain/memories/photo.ts';
import type { Clock } from '../deps.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { lockSyncVersions } from '../sync/mutator.ts';
import { derivePhoto } from './media/derive-photo.ts';
import { objectKeys } from './object-keys.ts';
import { notifyTagged } from './notify-tagged.ts';
import { effectQueue } from '../outbox/effects.ts';

const Payload = v.object({ photoId: v.pipe(v.string(), v.uuid()) });

/** The dispatcher's handler for `delete-photo-files` rows: a deleted photo's original and sizes go. */
export function deletePhotoFilesJob(store: ObjectStore) {
  return async (payload: unknown) => {
    const { photoId } = v.parse(Payload, payload);
    const files = await store.list(objectKeys.photo(photoId));
    if (files.length) await store.delete(files.map((f) => f.key));
  };
}

/**
 * The dispatcher's handler for `derive-photo` rows (Node only: sharp). Reads the original once,
 * writes the three WebP sizes, then marks the photo ready with its size and placeholder, which
 * re-stamps it for every member's next pull, and tells the members tagged in it. A photo that cannot be decoded is marked failed with
 * the reason its uploader sees; the row is then done, not retried.
 */
export function derivePhotoJob(opts: { sql: Sql; store: ObjectStore; clock: Clock; secret: string; appUrl: string }) {
  const { sql, store, clock, secret, appUrl } = opts;
  return async (payload: unknown) => {
    const { photoId } = v.parse(Payload, payload);
    const [photo] = await sql<{ status: string }[]>`select status from photos where id = ${photoId} and deleted_at is null`;
    if (photo?.status !== 'processing') return;
    const original = await store.get(objectKeys.original(photoId));
    if (!original) throw new Error(`The original of photo ${photoId} is missing`);
    const bytes = new Uint8Array(await new Response(original.body).arrayBuffer());
    let derived: Awaited<ReturnType<typeof derivePhoto>>;
    try {
      derived = await derivePhoto(bytes);
    } catch (err) {
      const failure = err instanceof Error ? err.message : 'This photo could not be read.';
      await sql.begin(async (tx) => {
        await lockSyncVersions(tx);
        await tx`update photos set status = 'failed', failure = ${failure}, updated_at = ${clock.now()} where id = ${photoId} and status = 'processing'`;
      });
      return;
    }
    for (const size of derived.sizes) {
      if (!PHOTO_SIZE_NAMES.includes(size.name)) continue;
      await store.put(objectKeys.size(photoId, size.name), size.bytes, { size: size.bytes.byteLength, contentType: 'image/webp' });
    }
    await sql.begin(async (tx) => {
      await lockSyncVersions(tx);
      const now = clock.now();
      const made = await tx`update photos set status = 'ready', width = ${derived.width}, height = ${derived.height}, placeholder = ${derived.placeholder},
        ready_at = ${now}, updated_at = ${now} where id = ${photoId} and status = 'processing' returning 1`;
      if (made.length) await notifyTagged(tx, { effects: effectQueue(tx, { now, secret }), now, appUrl }, photoId);
    });
  };
}

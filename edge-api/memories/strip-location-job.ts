import type { Sql } from 'postgres';
import * as v from 'valibot';
import type { ObjectStore } from '../storage/object-store.ts';
import { patchedStream } from './media/byte-patches.ts';
import { locationPatches, type MediaType } from './media/strip-location.ts';
import { objectKeys } from './object-keys.ts';
import { storedBytes } from './stored-bytes.ts';

const Payload = v.object({ photoId: v.pipe(v.string(), v.uuid()) });

/**
 * The dispatcher's handler for `strip-photo-location` rows (migration 0038 queues one per photo
 * stored before uploads stripped it): the original is rewritten without its place, in the store
 * itself, its length and picture unchanged. Rewriting one that has none changes nothing.
 */
export function stripLocationJob(sql: Sql, store: ObjectStore) {
  return async (payload: unknown) => {
    const { photoId } = v.parse(Payload, payload);
    const [photo] = await sql<{ content_type: string }[]>`select content_type from photos where id = ${photoId} and deleted_at is null`;
    const key = objectKeys.original(photoId);
    const info = photo ? await store.head(key) : null;
    if (!photo || !info) return; // deleted since: its files go with it
    const patches = await locationPatches(storedBytes(store, [{ key, size: info.size }]), photo.content_type as MediaType);
    if (!patches.length) return;
    const original = await store.get(key);
    if (!original) return;
    await store.put(key, patchedStream(original.body, patches), { size: info.size, contentType: info.contentType });
  };
}

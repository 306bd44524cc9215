import { MEMORY_TEXTS } from '#domain/memories/album.ts';
import { ApiError } from '../http/api-error.ts';
import { lockSyncVersions, serverMutator } from '../sync/mutator.ts';

const NOT_TAGGED = 'Only a member tagged in this photo can do that';

/**
 * A member tagged in a photo hides it from every other member (its uploader keeps it), or shows it
 * again. Set, not toggled: a replay changes nothing. The tag's trigger re-stamps the photo.
 */
export const setPhotoHidden = serverMutator('setPhotoHidden', {
  roles: ['member'],
  async run(tx, { photoId, hidden }, { user }) {
    await lockSyncVersions(tx);
    const [photo] = await tx`select 1 from photos where id = ${photoId} and deleted_at is null`;
    if (!photo) throw new ApiError(404, MEMORY_TEXTS.photoNotFound, 'not_found');
    const done = await tx`update photo_tags set hides = ${hidden} where photo_id = ${photoId} and user_id = ${user.id} returning 1`;
    if (!done.length) throw new ApiError(403, NOT_TAGGED, 'forbidden');
  },
});

/** A tagged member takes their name off a photo; a tag already gone is fine (a replay). */
export const removeMyPhotoTag = serverMutator('removeMyPhotoTag', {
  roles: ['member'],
  async run(tx, { photoId }, { user }) {
    await lockSyncVersions(tx);
    const [photo] = await tx`select 1 from photos where id = ${photoId} and deleted_at is null`;
    if (!photo) throw new ApiError(404, MEMORY_TEXTS.photoNotFound, 'not_found');
    await tx`delete from photo_tags where photo_id = ${photoId} and user_id = ${user.id}`;
  },
});

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

/** The uploader writes or changes a photo's caption; the same text sent again changes nothing. */
export const editPhotoCaption = serverMutator('editPhotoCaption', {
  roles: ['member', 'admin'],
  async run(tx, { photoId, caption }, { user, now }) {
    await lockSyncVersions(tx);
    const [photo] = await tx<{ uploader_id: string | null }[]>`select uploader_id from photos where id = ${photoId} and deleted_at is null`;
    if (!photo) throw new ApiError(404, MEMORY_TEXTS.photoNotFound, 'not_found');
    if (photo.uploader_id !== user.id) throw new ApiError(403, 'Only the member who added this photo can change its caption', 'forbidden');
    await tx`update photos set caption = ${caption}, updated_at = ${now} where id = ${photoId} and caption is distinct from ${caption}`;
  },
});

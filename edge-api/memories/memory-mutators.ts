import { MEMORY_TEXTS } from '#domain/memories/album.ts';
import { ApiError } from '../http/api-error.ts';
import { mentionable } from '../queries/mentions.ts';
import { lockSyncVersions, serverMutator } from '../sync/mutator.ts';
import { notifyTagged } from './notify-tagged.ts';
import { pgArray } from '../db/pg-array.ts';

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

/**
 * The uploader sets whom the photo shows. Only members they may mention are tagged (the others are
 * left out without a word); a tag whose member hid the photo stays, or untagging would show it
 * again. Members newly tagged in a ready photo are told; a processing one tells them when ready.
 */
export const setPhotoTags = serverMutator('setPhotoTags', {
  roles: ['member', 'admin'],
  async run(tx, { photoId, userIds }, ctx) {
    const { user, now } = ctx;
    await lockSyncVersions(tx);
    const [photo] = await tx<{ uploader_id: string | null; status: string }[]>`select uploader_id, status from photos where id = ${photoId} and deleted_at is null`;
    if (!photo) throw new ApiError(404, MEMORY_TEXTS.photoNotFound, 'not_found');
    if (photo.uploader_id !== user.id) throw new ApiError(403, 'Only the member who added this photo can tag people in it', 'forbidden');
    const wanted = await mentionable(tx, userIds, user.id, now);
    await tx`delete from photo_tags where photo_id = ${photoId} and not hides and user_id <> all(${pgArray(wanted)}::uuid[])`;
    const added = await tx`insert into photo_tags (photo_id, user_id, tagged_by, created_at)
      select ${photoId}, t, ${user.id}, ${now} from unnest(${pgArray(wanted)}::uuid[]) t on conflict do nothing returning 1`;
    if (added.length && photo.status === 'ready') await notifyTagged(tx, ctx, photoId);
  },
});

/**
 * Its uploader, or the alumni office, deletes a photo: every device drops it at its next pull and
 * its files are removed off the request. Deleting one already gone changes nothing (a replay).
 */
export const deletePhoto = serverMutator('deletePhoto', {
  roles: ['member', 'admin'],
  async run(tx, { photoId }, { user, now, effects }) {
    await lockSyncVersions(tx);
    const [photo] = await tx<{ uploader_id: string | null; deleted: boolean }[]>`select uploader_id, deleted_at is not null as deleted from photos where id = ${photoId}`;
    if (!photo) throw new ApiError(404, MEMORY_TEXTS.photoNotFound, 'not_found');
    if (photo.uploader_id !== user.id && user.role !== 'admin') throw new ApiError(403, 'Only the member who added this photo can delete it', 'forbidden');
    if (photo.deleted) return;
    await tx`update photos set deleted_at = ${now}, updated_at = ${now} where id = ${photoId}`;
    await effects.enqueue({ kind: 'delete-photo-files', photoId, about: `photo:${photoId}` });
  },
});

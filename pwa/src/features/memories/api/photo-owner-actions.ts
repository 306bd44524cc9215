import type { PhotoTag } from '#domain/memories/photo.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import type { LocalPhoto } from './local-albums.ts';
import { byName } from '#domain/compare-text.ts';

// The uploader's say over their photo (issue 34), queued like any write: shown at once, offline too.

const about = (photo: LocalPhoto) => photo.caption || 'a photo';

/** Writes, changes or (empty) removes the caption. */
export async function editCaption(userId: string, photo: LocalPhoto, caption: string) {
  const { _pending, ...row } = photo;
  const text = caption.trim();
  await enqueue({
    userId,
    name: 'editPhotoCaption',
    args: { photoId: photo._id, caption: text },
    writes: [{ table: 'photos', key: photo._id, value: { ...row, caption: text } }],
    label: `Caption: ${text || 'removed'}`,
  });
}

/**
 * Sets whom the photo shows. A tag whose member hid the photo stays (the server keeps it too);
 * the names shown until the next pull are the ones picked.
 */
export async function setPhotoTags(userId: string, photo: LocalPhoto, people: { _id: string; fullName: string }[]) {
  const { _pending, ...row } = photo;
  const hiding = row.tags.filter((t) => t.hides && !people.some((p) => p._id === t.userId));
  const tags: PhotoTag[] = [...people.map((p) => ({ userId: p._id, fullName: p.fullName, hides: row.tags.find((t) => t.userId === p._id)?.hides ?? false })), ...hiding];
  await enqueue({
    userId,
    name: 'setPhotoTags',
    args: { photoId: photo._id, userIds: people.map((p) => p._id) },
    writes: [{ table: 'photos', key: photo._id, value: { ...row, tags: tags.sort((a, b) => byName(a.fullName, b.fullName)) } }],
    label: `Tags: ${about(photo)}`,
  });
}

/** Deletes the photo from this device now and from everyone's at the next sync. */
export async function deletePhoto(userId: string, photo: LocalPhoto) {
  await enqueue({
    userId,
    name: 'deletePhoto',
    args: { photoId: photo._id },
    writes: [{ table: 'photos', key: photo._id, value: null }],
    label: `Delete photo: ${about(photo)}`,
  });
}

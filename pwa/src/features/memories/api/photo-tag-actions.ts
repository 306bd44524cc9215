import { enqueue } from '#pwa/sync/enqueue.ts';
import type { LocalPhoto } from './local-albums.ts';

// A tagged member's say over a photo they are in (issue 34), queued like any write: offline too.

const label = (photo: LocalPhoto, what: string) => `${what}: ${photo.caption || 'a photo'}`;

/** Hides the photo from every member but its uploader and those tagged in it, or shows it again. */
export async function setPhotoHidden(userId: string, photo: LocalPhoto, hidden: boolean) {
  const { _pending, ...row } = photo;
  await enqueue({
    userId,
    name: 'setPhotoHidden',
    args: { photoId: photo._id, hidden },
    writes: [{ table: 'photos', key: photo._id, value: { ...row, tags: row.tags.map((t) => (t.userId === userId ? { ...t, hides: hidden } : t)) } }],
    label: label(photo, hidden ? 'Hidden' : 'Shown again'),
  });
}

/** Takes the member's name off the photo. */
export async function removeMyTag(userId: string, photo: LocalPhoto) {
  const { _pending, ...row } = photo;
  await enqueue({
    userId,
    name: 'removeMyPhotoTag',
    args: { photoId: photo._id },
    writes: [{ table: 'photos', key: photo._id, value: { ...row, tags: row.tags.filter((t) => t.userId !== userId) } }],
    label: label(photo, 'Tag removed'),
  });
}

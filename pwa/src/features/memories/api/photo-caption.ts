import { enqueue } from '#pwa/sync/enqueue.ts';
import type { LocalPhoto } from './local-albums.ts';

/** The uploader's caption, queued like any write: shown at once, sent with the next sync. */
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

import type { TransactionSql } from 'postgres';
import { notify } from '../notifications/notify.ts';

type Ctx = Parameters<typeof notify>[1];

/**
 * Tells each member tagged in a photo, once, when the photo is there for them to see (ready):
 * an inbox line that opens it, and a push if they want one. Run in the transaction that made it ready.
 */
export async function notifyTagged(tx: TransactionSql, ctx: Ctx, photoId: string) {
  const tags = await tx<{ user_id: string; uploader_id: string | null; album_id: string; title: string }[]>`
    select t.user_id, p.uploader_id, p.album_id, a.title from photo_tags t join photos p on p.id = t.photo_id join albums a on a.id = p.album_id
    where t.photo_id = ${photoId} and t.user_id is distinct from p.uploader_id`;
  for (const tag of tags) {
    await notify(tx, ctx, {
      to: tag.user_id, kind: 'photo-tag', subject: { type: 'photo', id: photoId }, title: tag.title, actorId: tag.uploader_id ?? undefined,
      url: `/memories/${tag.album_id}?photo=${photoId}`, groupKey: `photo-tag:${photoId}`, oncePerGroup: true, push: { title: 'You are in a new photo' },
    });
  }
}

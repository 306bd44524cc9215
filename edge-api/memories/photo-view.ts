import type { Sql, TransactionSql } from 'postgres';
import type { Photo, PhotoSizeName, PhotoTag } from '#domain/memories/photo.ts';
import type { SessionUser } from '../deps.ts';
import { PREPARED, type SyncedTable } from '../sync/pull.ts';

/**
 * Who sees a photo (SQL over `p`, the viewer's id in `viewer`): its uploader always; every other
 * member once it is ready and moderation has not hidden it, unless a member tagged in it chose to
 * hide it — then only the tagged members still do (one of them may show it again).
 * `othersOnly`: only what every member sees (an album's count and cover); `viewer` is not used.
 */
export const PHOTO_VISIBLE_TO = (viewer: string, othersOnly = false) => `(p.deleted_at is null and (
  ${othersOnly ? '' : `p.uploader_id = ${viewer} or`}
  (p.status = 'ready' and p.removed_at is null and (
    ${othersOnly ? '' : `exists (select 1 from photo_tags t where t.photo_id = p.id and t.user_id = ${viewer}) or`}
    not exists (select 1 from photo_tags t where t.photo_id = p.id and t.hides)))))`;

type PhotoRow = {
  id: string; album_id: string; uploader_id: string | null; uploader_name: string | null; caption: string; media: Photo['media'];
  status: Photo['status']; failure: string | null; width: number | null; height: number | null; duration_ms: number | null;
  placeholder: string | null; ready_at: Date | null; created_at: Date; tags: PhotoTag[]; version: string; deleted_at: Date | null;
  visible?: boolean;
};

const PHOTO_FIELDS = `
  p.id, p.album_id, p.uploader_id, u.full_name as uploader_name, p.caption, p.media, p.status, p.failure,
  p.width, p.height, p.duration_ms, p.placeholder, p.ready_at, p.created_at, p.version, p.deleted_at,
  (select coalesce(json_agg(json_build_object('userId', t.user_id, 'fullName', tu.full_name, 'hides', t.hides) order by tu.full_name), '[]')
    from photo_tags t join users tu on tu.id = t.user_id where t.photo_id = p.id) as tags`;
const PHOTO_SELECT = `select ${PHOTO_FIELDS} from photos p left join users u on u.id = p.uploader_id`;

/** Where a photo's sizes are served; its ready time in the address lets browsers keep them for good. */
export const photoSrc = (id: string, readyAt: Date): Record<PhotoSizeName, string> => {
  const v = new Date(readyAt).getTime();
  return { small: `/api/memories/photos/${id}/small?v=${v}`, medium: `/api/memories/photos/${id}/medium?v=${v}`, large: `/api/memories/photos/${id}/large?v=${v}` };
};

export const toPhoto = (r: PhotoRow): Photo => ({
  _id: r.id, albumId: r.album_id, uploaderId: r.uploader_id, uploaderName: r.uploader_name ?? 'A former member', caption: r.caption,
  media: r.media, status: r.status, failure: r.failure, width: r.width, height: r.height, durationMs: r.duration_ms,
  placeholder: r.placeholder, src: r.status === 'ready' && r.media === 'photo' && r.ready_at ? photoSrc(r.id, r.ready_at) : null,
  original: `/api/memories/photos/${r.id}/original`, tags: r.tags, createdAt: new Date(r.created_at).toISOString(),
});

/** Every photo a member may see; one they may no longer see goes as a tombstone (and leaves their caches). */
export const photosTable: SyncedTable<Photo, PhotoRow> = {
  changedProbe: 'coalesce((select max(version) from photos), 0) > $1',
  changedSince: (tx, user, cursor, limit) =>
    tx.unsafe<PhotoRow[]>(`select ${PHOTO_FIELDS}, ${PHOTO_VISIBLE_TO('$1')} and a.deleted_at is null as visible
      from photos p join albums a on a.id = p.album_id left join users u on u.id = p.uploader_id
      where p.version > $2 order by p.version limit $3`, [user.id, cursor, limit], PREPARED),
  toClient: (row) => toPhoto(row),
};

/** An album's photos as `user` may see them, oldest first (the order they were added). */
export async function photosOfAlbum(sql: Sql, user: SessionUser, albumId: string): Promise<Photo[]> {
  const rows = await sql.unsafe<PhotoRow[]>(`${PHOTO_SELECT} where p.album_id = $2 and ${PHOTO_VISIBLE_TO('$1')}
    order by p.created_at, p.id limit 5000`, [user.id, albumId]);
  return rows.map(toPhoto);
}

export async function photoById(sql: Sql | TransactionSql, user: SessionUser, id: string): Promise<Photo | undefined> {
  const [row] = await sql.unsafe<PhotoRow[]>(`${PHOTO_SELECT} where p.id = $2 and ${PHOTO_VISIBLE_TO('$1')}`, [user.id, id]);
  return row && toPhoto(row);
}

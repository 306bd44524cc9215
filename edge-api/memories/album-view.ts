import type { Sql, TransactionSql } from 'postgres';
import { albumRefusal, type Album, type AlbumSummary, type AlbumViewer } from '#domain/memories/album.ts';
import type { SessionUser } from '../deps.ts';
import { PREPARED, type SyncedTable } from '../sync/pull.ts';
import { PHOTO_VISIBLE_TO, photoSrc } from './photo-view.ts';

type AlbumRow = {
  id: string; kind: Album['kind']; title: string; description: string; batch: string | null; event_id: string | null;
  opens_at: Date | null; date: Date; created_at: Date; updated_at: Date; version: string; deleted_at: Date | null;
};

const ALBUM_SELECT = `
  select a.id, a.kind, a.title, a.description, a.batch, a.event_id, e.ends_at as opens_at,
    coalesce(e.starts_at, a.created_at) as date, a.created_at, a.updated_at, a.version, a.deleted_at
  from albums a left join events e on e.id = a.event_id`;

const iso = (d: Date) => new Date(d).toISOString();

export const toAlbum = (r: AlbumRow): Album => ({
  _id: r.id, kind: r.kind, title: r.title, description: r.description, batch: r.batch, eventId: r.event_id,
  opensAt: r.opens_at && iso(r.opens_at), date: iso(r.date), createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
});

/** Every album, to every member: a cancelled or removed event's album goes as a tombstone. */
export const albumsTable: SyncedTable<Album, AlbumRow> = {
  changedProbe: 'coalesce((select max(version) from albums), 0) > $1',
  changedSince: (tx, _user, cursor, limit) =>
    tx.unsafe<AlbumRow[]>(`${ALBUM_SELECT} where a.version > $1 order by a.version limit $2`, [cursor, limit], PREPARED),
  toClient: (row) => toAlbum(row),
};

/** What the album rules need to know of a member: role, batch, the events they went to. */
export async function albumViewer(sql: Sql | TransactionSql, user: SessionUser): Promise<AlbumViewer> {
  const [row] = await sql<{ batch: string | null; events: string[] }[]>`
    select cd.batch, coalesce((select array_agg(r.event_id::text) from event_rsvps r
      where r.user_id = u.id and r.deleted_at is null and (r.status = 'going' or r.checked_in_at is not null)), '{}') as events
    from users u left join college_data cd on cd.id = u.roster_id where u.id = ${user.id}`;
  const [hosted] = await sql<{ events: string[] }[]>`
    select coalesce(array_agg(event_id::text), '{}') as events from event_hosts where user_id = ${user.id} and removed_at is null`;
  return { role: user.role, batch: row?.batch ?? null, attendedEventIds: new Set([...(row?.events ?? []), ...(hosted?.events ?? [])]) };
}

type SummaryRow = AlbumRow & { photo_count: number; cover_id: string | null; cover_placeholder: string | null; cover_ready: Date | null };

const SUMMARY_SELECT = `
  select s.*, c.count as photo_count, cv.id as cover_id, cv.placeholder as cover_placeholder, cv.ready_at as cover_ready
  from (${ALBUM_SELECT} where a.deleted_at is null) s
  cross join lateral (select count(*)::int as count from photos p where p.album_id = s.id and ${PHOTO_VISIBLE_TO('', true)}) c
  left join lateral (select p.id, p.placeholder, p.ready_at from photos p where p.album_id = s.id and p.media = 'photo'
    and ${PHOTO_VISIBLE_TO('', true)} order by p.created_at desc, p.id limit 1) cv on true`;

function toSummary(r: SummaryRow, viewer: AlbumViewer, now: Date): AlbumSummary {
  const cover = r.cover_id && r.cover_ready ? { photoId: r.cover_id, src: photoSrc(r.cover_id, r.cover_ready).small, placeholder: r.cover_placeholder } : null;
  return { ...toAlbum(r), photoCount: r.photo_count, cover, canAdd: albumRefusal(toAlbum(r), viewer, now) === null };
}

/** `GET /api/memories/albums`: newest first by date; an event's album once the event has ended. */
export async function listAlbums(sql: Sql, user: SessionUser, now: Date): Promise<AlbumSummary[]> {
  const viewer = await albumViewer(sql, user);
  const rows = await sql.unsafe<SummaryRow[]>(
    `select * from (${SUMMARY_SELECT}) x where x.kind <> 'event' or x.opens_at <= $1 order by x.date desc, x.id limit 1000`,
    [now],
  );
  return rows.map((r) => toSummary(r, viewer, now));
}

export async function albumSummary(sql: Sql, user: SessionUser, id: string, now: Date): Promise<AlbumSummary | undefined> {
  const viewer = await albumViewer(sql, user);
  const [row] = await sql.unsafe<SummaryRow[]>(`select * from (${SUMMARY_SELECT}) x where x.id = $1`, [id]);
  return row && toSummary(row, viewer, now);
}

/** The album as the upload rules need it, or undefined. */
export async function albumForUpload(sql: Sql | TransactionSql, id: string): Promise<Album | undefined> {
  const [row] = await sql.unsafe<AlbumRow[]>(`${ALBUM_SELECT} where a.id = $1 and a.deleted_at is null`, [id]);
  return row && toAlbum(row);
}

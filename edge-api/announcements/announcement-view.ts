import type { Announcement, AnnouncementLink } from '#domain/announcements/announcement.ts';
import type { SyncedTable, VersionedRow } from '../sync/pull.ts';

type Row = { id: string; title: string; body: string; sent_at: Date; opened_at: Date | null; link: AnnouncementLink | null; version: string; deleted_at: null };

/** The announcements that reached the member, by their copy's version (announcement_recipients). */
export const announcementsTable: SyncedTable<Announcement> = {
  changedProbe: 'coalesce((select max(version) from announcement_recipients where user_id = $2), 0) > $1',
  changedSince: (tx, user, cursor, limit) =>
    tx`
      select a.id, a.title, a.body, coalesce(a.sent_at, a.send_at) as sent_at, r.opened_at, a.link, r.version, null as deleted_at
      from announcement_recipients r join announcements a on a.id = r.announcement_id
      where r.user_id = ${user.id} and r.version > ${cursor} order by r.version limit ${limit}` as never,
  toClient: (row: VersionedRow) => {
    const r = row as unknown as Row;
    return { _id: r.id, title: r.title, body: r.body, sentAt: new Date(r.sent_at).toISOString(), openedAt: r.opened_at ? new Date(r.opened_at).toISOString() : null, link: r.link };
  },
};

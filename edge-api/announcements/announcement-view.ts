import type { Announcement, AnnouncementLink } from '#domain/announcements/announcement.ts';
import type { SyncedTable } from '../sync/pull.ts';

type Row = { id: string; title: string; body: string; sent_at: Date; opened_at: Date | null; link: AnnouncementLink | null; version: string; deleted_at: null };

/** The announcements that reached the member, by their copy's version (announcement_recipients). */
export const announcementsTable: SyncedTable<Announcement, Row> = {
  changedProbe: 'coalesce((select max(version) from announcement_recipients where user_id = $2), 0) > $1',
  changedSince: (tx, user, cursor, limit) =>
    tx<Row[]>`
      select a.id, a.title, a.body, coalesce(a.sent_at, a.send_at) as sent_at, r.opened_at, a.link, r.version, null as deleted_at
      from announcement_recipients r join announcements a on a.id = r.announcement_id
      where r.user_id = ${user.id} and r.version > ${cursor} order by r.version limit ${limit}`,
  toClient: (r) => ({ _id: r.id, title: r.title, body: r.body, sentAt: new Date(r.sent_at).toISOString(), openedAt: r.opened_at ? new Date(r.opened_at).toISOString() : null, link: r.link }),
};

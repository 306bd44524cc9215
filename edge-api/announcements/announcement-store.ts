import type { Sql } from 'postgres';
import { ANNOUNCEMENT_TEXTS as T, type AdminAnnouncement, type AnnouncementLink, type CreateAnnouncementInput } from '#domain/announcements/announcement.ts';
import type { Audience } from '#domain/announcements/audience.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { AuditBy } from '../audit/audit-by.ts';
import { ApiError } from '../http/api-error.ts';
import { resolveLink } from './announcement-links.ts';

/** A minute's grace: "now" from the admin's clock may be a moment behind the server's. */
const PAST_GRACE_MS = 60_000;

/** Creates an announcement to send at `sendAt` (or now); the sender job sends it (send-announcements.ts). */
export async function createAnnouncement(sql: Sql, input: CreateAnnouncementInput, by: AuditBy): Promise<{ id: string }> {
  const sendAt = input.sendAt ? new Date(input.sendAt) : by.at;
  if (sendAt.getTime() < by.at.getTime() - PAST_GRACE_MS) throw new ApiError(400, T.past, 'invalid', [{ path: 'sendAt', message: T.past }]);
  const id = input.id ?? crypto.randomUUID();
  return sql.begin(async (tx) => {
    const link = await resolveLink(tx, input.link, by.at);
    const made = await tx`
      insert into announcements (id, title, body, audience, send_at, created_by, created_at, invitations_done, link)
      values (${id}, ${input.title}, ${input.body}, ${tx.json(input.audience as never)}, ${sendAt}, ${by.adminId}, ${by.at}, ${input.audience.signedUp === 'yes'},
        ${link ? tx.json(link as never) : null})
      on conflict (id) do nothing returning id`;
    if (!made.length) throw new ApiError(409, 'This announcement id is already taken', 'id_taken');
    await recordAudit(tx, { adminId: by.adminId, action: 'announcement.create', targetKind: 'announcement', targetId: id, after: { title: input.title, sendAt: sendAt.toISOString(), audience: input.audience, link } }, by.at);
    return { id };
  });
}

/** Cancels one that has not started sending. */
export async function cancelAnnouncement(sql: Sql, id: string, by: AuditBy) {
  await sql.begin(async (tx) => {
    const [row] = await tx<{ status: string }[]>`select status from announcements where id = ${id} for update`;
    if (!row) throw new ApiError(404, T.notFound, 'not_found');
    if (row.status === 'cancelled') return;
    if (row.status !== 'scheduled') throw new ApiError(409, T.notScheduled, 'not_scheduled');
    await tx`update announcements set status = 'cancelled' where id = ${id}`;
    await recordAudit(tx, { adminId: by.adminId, action: 'announcement.cancel', targetKind: 'announcement', targetId: id, before: { status: row.status }, after: { status: 'cancelled' } }, by.at);
  });
}

type Row = {
  id: string; title: string; body: string; audience: Audience; status: AdminAnnouncement['status']; send_at: Date; sent_at: Date | null;
  created_by: string | null; link: AnnouncementLink | null; reached: number; opened: number; pushed: number; emailed: number; failed: number;
};

/**
 * The office's list, newest first, with each one's figures: reached (members it was sent to),
 * pushed and e-mailed (delivered by the dispatcher), failed (given up on), opened (in the app).
 */
export async function listAnnouncements(sql: Sql, limit = 100): Promise<AdminAnnouncement[]> {
  const rows = await sql<Row[]>`
    select a.id, a.title, a.body, a.audience, a.status, a.send_at, a.sent_at, u.full_name as created_by, a.link,
      (select count(*)::int from announcement_recipients r where r.announcement_id = a.id) as reached,
      (select count(*)::int from announcement_recipients r where r.announcement_id = a.id and r.opened_at is not null) as opened,
      -- The outbox rows keep what they are about after their payloads are purged (ADR 0111).
      (select count(*) filter (where o.kind = 'push' and o.sent_at is not null)::int from outbox o where o.about = 'announcement:' || a.id) as pushed,
      (select count(*) filter (where o.kind = 'mail' and o.sent_at is not null)::int from outbox o where o.about = 'announcement:' || a.id) as emailed,
      (select count(*) filter (where o.sent_at is null and o.last_error is not null)::int from outbox o where o.about = 'announcement:' || a.id) as failed
    from announcements a left join users u on u.id = a.created_by
    order by a.created_at desc limit ${limit}`;
  return rows.map((r) => ({
    _id: r.id,
    title: r.title,
    body: r.body,
    audience: r.audience,
    status: r.status,
    sendAt: r.send_at.toISOString(),
    sentAt: r.sent_at?.toISOString() ?? null,
    createdBy: r.created_by,
    link: r.link,
    figures: { reached: r.reached, pushed: r.pushed, emailed: r.emailed, failed: r.failed, opened: r.opened },
  }));
}

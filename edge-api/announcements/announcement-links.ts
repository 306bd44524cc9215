import type { Sql, TransactionSql } from 'postgres';
import { ANNOUNCEMENT_TEXTS as T, type AnnouncementLink, type AnnouncementLinkTargets, type CreateAnnouncementInput } from '#domain/announcements/announcement.ts';
import { ApiError } from '../http/api-error.ts';

const TARGETS_SHOWN = 50;

/**
 * The link with its title as it is now, or a 400 when the thing is gone or closed: an event that
 * is cancelled or over, a closed fund, a deleted or removed job.
 */
export async function resolveLink(tx: Sql | TransactionSql, link: CreateAnnouncementInput['link'], now: Date): Promise<AnnouncementLink | null> {
  if (!link) return null;
  const [row] = await (link.kind === 'event'
    ? tx<{ title: string }[]>`select title from events where id = ${link.id} and deleted_at is null and status = 'scheduled' and ends_at > ${now}`
    : link.kind === 'fund'
      ? tx<{ title: string }[]>`select name as title from donation_funds where id = ${link.id} and open`
      : tx<{ title: string }[]>`select title from jobs where id = ${link.id} and deleted_at is null and removed_at is null`);
  if (!row) throw new ApiError(400, T.linkGone, 'invalid', [{ path: 'link', message: T.linkGone }]);
  return { kind: link.kind, id: link.id, title: row.title };
}

/** What the compose screen offers: events not over, open funds, the newest jobs. */
export async function linkTargets(sql: Sql, now: Date): Promise<AnnouncementLinkTargets> {
  const [events, funds, jobs] = await Promise.all([
    sql<{ id: string; title: string }[]>`
      select id, title from events where deleted_at is null and status = 'scheduled' and ends_at > ${now} order by starts_at limit ${TARGETS_SHOWN}`,
    sql<{ id: string; title: string }[]>`select id, name as title from donation_funds where open order by position, name`,
    sql<{ id: string; title: string }[]>`
      select id, title || ' at ' || company_name as title from jobs where deleted_at is null and removed_at is null
      order by created_at desc limit ${TARGETS_SHOWN}`,
  ]);
  return { event: [...events], fund: [...funds], job: [...jobs] };
}

import type { Sql } from 'postgres';
import type { AnnouncementReach, Dashboard, EventTurnout } from '#domain/dashboard/dashboard.ts';
import { dashboardMonths, startOf } from './weeks.ts';

const DAY_MS = 86_400_000;
const EVENTS_BACK_DAYS = 90;
const EVENTS_AHEAD_DAYS = 30;
const ANNOUNCEMENTS_SHOWN = 8;

/** Events of the last 90 days and the next 30 with their RSVPs going and check-ins (cancelled ones left out). */
export async function eventTurnout(sql: Sql, now: Date): Promise<EventTurnout[]> {
  const rows = await sql<{ id: string; title: string; starts_at: Date; going: number; checked_in: number; capacity: number | null }[]>`
    select e.id, e.title, e.starts_at, e.capacity,
      count(r.*) filter (where r.status = 'going')::int as going,
      count(r.*) filter (where r.checked_in_at is not null)::int as checked_in
    from events e left join event_rsvps r on r.event_id = e.id
    where e.deleted_at is null and e.status = 'scheduled'
      and e.starts_at >= ${new Date(now.getTime() - EVENTS_BACK_DAYS * DAY_MS)} and e.starts_at <= ${new Date(now.getTime() + EVENTS_AHEAD_DAYS * DAY_MS)}
    group by e.id order by e.starts_at`;
  return rows.map((r) => ({ id: r.id, title: r.title, startsAt: r.starts_at.toISOString(), going: r.going, checkedIn: r.checked_in, capacity: r.capacity }));
}

/** Kept donations (paid, less what was refunded) per fund per month, in whole rupees. */
export async function donationsByMonth(sql: Sql, now: Date): Promise<Dashboard['donations']> {
  const months = dashboardMonths(now);
  const funds = (await sql<{ name: string }[]>`select name from donation_funds order by position, name`).map((f) => f.name);
  const rows = await sql<{ month: string; fund: string | null; paise: string }[]>`
    select to_char(date_trunc('month', d.paid_at at time zone 'UTC'), 'YYYY-MM') as month, f.name as fund,
      sum(coalesce(d.paid_amount, 0) - d.refunded_amount)::text as paise
    from donations d left join donation_funds f on f.id = d.fund_id
    where d.status in ('paid', 'refunded') and d.paid_at >= ${startOf(months[0]!)} and d.paid_at <= ${now}
    group by 1, 2`;
  // A donation from before funds existed has none: it is shown as 'General'.
  if (rows.some((r) => r.fund === null)) funds.push('General');
  const byMonth = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const fundsOf = byMonth.get(r.month) ?? {};
    fundsOf[r.fund ?? 'General'] = Math.round(Number(r.paise) / 100);
    byMonth.set(r.month, fundsOf);
  }
  const filled = (month: string) => ({ month, byFund: Object.fromEntries(funds.map((f) => [f, byMonth.get(month)?.[f] ?? 0])) });
  return { funds, months: months.map(filled) };
}

/** The last sent announcements with their figures (the outbox rows keep what they are about: ADR 0111). */
export async function announcementReach(sql: Sql): Promise<AnnouncementReach[]> {
  const rows = await sql<{ id: string; title: string; sent_at: Date; reached: number; opened: number; pushed: number; emailed: number; failed: number }[]>`
    with shown as (select id, title, sent_at from announcements where status = 'sent' order by sent_at desc limit ${ANNOUNCEMENTS_SHOWN}),
    copies as (
      select r.announcement_id as id, count(*)::int as reached, count(r.opened_at)::int as opened
      from announcement_recipients r where r.announcement_id in (select id from shown) group by 1),
    sends as (
      select substr(o.about, 14)::uuid as id,
        count(*) filter (where o.kind = 'push' and o.sent_at is not null)::int as pushed,
        count(*) filter (where o.kind = 'mail' and o.sent_at is not null)::int as emailed,
        count(*) filter (where o.sent_at is null and o.last_error is not null)::int as failed
      from outbox o where o.about in (select 'announcement:' || id from shown) group by 1)
    select s.id, s.title, s.sent_at, coalesce(c.reached, 0) as reached, coalesce(c.opened, 0) as opened,
      coalesce(x.pushed, 0) as pushed, coalesce(x.emailed, 0) as emailed, coalesce(x.failed, 0) as failed
    from shown s left join copies c on c.id = s.id left join sends x on x.id = s.id
    order by s.sent_at desc`;
  return rows.map((r) => ({ id: r.id, title: r.title, sentAt: r.sent_at.toISOString(), reached: r.reached, opened: r.opened, pushed: r.pushed, emailed: r.emailed, failed: r.failed }));
}

import type { Sql } from 'postgres';
import type { MonthlyMentorship } from '#domain/dashboard/dashboard.ts';
import { dashboardMonths, fillFrame, startOf } from './weeks.ts';

/**
 * The mentorship programme per month (issue 54): pairs that began, and sessions held (not cancelled,
 * already begun). The dashboard's chart and the office's own page (/admin/mentorship) read it.
 */
export async function mentorshipByMonth(sql: Sql, now: Date): Promise<MonthlyMentorship[]> {
  const months = dashboardMonths(now);
  const from = startOf(months[0]!);
  const rows = await sql<MonthlyMentorship[]>`
    with started as (
      select to_char(date_trunc('month', started_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::int as n
      from mentorships where deleted_at is null and started_at >= ${from} and started_at <= ${now} group by 1),
    held as (
      select to_char(date_trunc('month', starts_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::int as n
      from mentorship_sessions where not cancelled and deleted_at is null and starts_at >= ${from} and starts_at <= ${now} group by 1)
    select coalesce(s.month, h.month) as month, coalesce(s.n, 0) as started, coalesce(h.n, 0) as sessions
    from started s full join held h on h.month = s.month`;
  const byMonth = new Map(rows.map(({ month, started, sessions }) => [month, { month, started, sessions }]));
  return fillFrame(months, byMonth, (month) => ({ month, started: 0, sessions: 0 }));
}

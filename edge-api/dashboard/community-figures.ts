import type { Sql } from 'postgres';
import type { BatchSignup, WeeklyActive } from '#domain/dashboard/dashboard.ts';
import { dashboardWeeks, fillFrame } from './weeks.ts';

/** Roster rows and members signed up with them, per batch (oldest batch first). */
export async function membersByBatch(sql: Sql): Promise<BatchSignup[]> {
  const rows = await sql<{ batch: string; roster: number; signed_up: number }[]>`
    select c.batch, count(*)::int as roster, count(u.id)::int as signed_up
    from college_data c left join users u on u.roster_id = c.id and u.role = 'member'
    group by c.batch order by c.batch`;
  return rows.map((r) => ({ batch: r.batch, roster: r.roster, signedUp: r.signed_up }));
}

/** Members who used the app in each week (member_activity: a row per member and day of use). */
export async function weeklyActive(sql: Sql, now: Date): Promise<WeeklyActive[]> {
  const weeks = dashboardWeeks(now);
  const rows = await sql<{ week: string; active: number }[]>`
    select to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') as week, count(distinct user_id)::int as active
    from member_activity where day >= ${weeks[0]!}::date and day <= ${now.toISOString().slice(0, 10)}::date
    group by 1`;
  return fillFrame(weeks, new Map(rows.map((r) => [r.week, r])), (week) => ({ week, active: 0 }));
}

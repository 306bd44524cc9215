import type { Sql } from 'postgres';
import type { WeeklyJobs, WeeklyQuestions } from '#domain/dashboard/dashboard.ts';
import { dashboardWeeks, fillFrame, startOf } from './weeks.ts';

type QuestionRow = { week: string; asked: number; answered: number; median_hours: number | null };

const roundHours = (h: number | null) => (h === null ? null : Math.round(Number(h) * 10) / 10);
const questionFigures = (r: Omit<QuestionRow, 'week'>) => ({ asked: r.asked, answered: r.answered, medianHoursToFirstAnswer: roundHours(r.median_hours) });

/**
 * Questions asked per week, how many of them have an answer, and the median time to the first one;
 * and the same over all the weeks shown. Deleted or removed questions and answers do not count.
 */
export async function questionFiguresOf(sql: Sql, now: Date): Promise<{ weeks: WeeklyQuestions[]; totals: Omit<WeeklyQuestions, 'week'> }> {
  const weeks = dashboardWeeks(now);
  const rows = await sql<(QuestionRow & { total: boolean })[]>`
    with asked as (
      select q.created_at, (
        select min(a.created_at) from answers a
        where a.question_id = q.id and a.deleted_at is null and a.removed_at is null) as first_answer
      from questions q
      where q.deleted_at is null and q.removed_at is null and q.created_at >= ${startOf(weeks[0]!)} and q.created_at <= ${now}),
    hours as (
      select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, first_answer,
        extract(epoch from first_answer - created_at) / 3600 as to_answer
      from asked)
    select grouping(week) = 1 as total, week, count(*)::int as asked, count(first_answer)::int as answered,
      percentile_cont(0.5) within group (order by to_answer) as median_hours
    from hours group by rollup (week)`;
  const totalRow = rows.find((r) => r.total);
  const byWeek = new Map(rows.filter((r) => !r.total).map((r) => [r.week, { week: r.week, ...questionFigures(r) }]));
  return {
    weeks: fillFrame(weeks, byWeek, (week) => ({ week, asked: 0, answered: 0, medianHoursToFirstAnswer: null })),
    totals: totalRow ? questionFigures(totalRow) : { asked: 0, answered: 0, medianHoursToFirstAnswer: null },
  };
}

/** Jobs posted per week (deleted ones too: they were posted). */
export async function jobsPosted(sql: Sql, now: Date): Promise<WeeklyJobs[]> {
  const weeks = dashboardWeeks(now);
  const rows = await sql<WeeklyJobs[]>`
    select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as posted
    from jobs where created_at >= ${startOf(weeks[0]!)} and created_at <= ${now}
    group by 1`;
  return fillFrame(weeks, new Map(rows.map((r) => [r.week, r])), (week) => ({ week, posted: 0 }));
}

import type { Sql } from 'postgres';
import { DASHBOARD_CACHE_MS, type Dashboard } from '#domain/dashboard/dashboard.ts';
import { membersByBatch, weeklyActive } from './community-figures.ts';
import { jobsPosted, questionFiguresOf } from './content-figures.ts';
import { mentorshipByMonth } from './mentorship-figures.ts';
import { announcementReach, donationsByMonth, eventTurnout } from './office-figures.ts';

// The kept figures' name: a new figure gets a new name, so figures kept by an older version are not read.
const CACHE_NAME = 'dashboard:2';

/** Every figure, computed now from the rows. */
export async function computeDashboard(sql: Sql, now: Date): Promise<Dashboard> {
  const [batches, active, questions, jobs, events, donations, announcements, mentorship] = await Promise.all([
    membersByBatch(sql), weeklyActive(sql, now), questionFiguresOf(sql, now), jobsPosted(sql, now),
    eventTurnout(sql, now), donationsByMonth(sql, now), announcementReach(sql), mentorshipByMonth(sql, now),
  ]);
  return {
    computedAt: now.toISOString(),
    membersByBatch: batches,
    weeklyActive: active,
    questions: questions.weeks,
    questionTotals: questions.totals,
    jobsPosted: jobs,
    events,
    donations,
    announcements,
    mentorship,
  };
}

/**
 * The figures as computed within the last few minutes (kept in `dashboard_cache`, shared by every
 * process and isolate), or computed now and kept; `fresh` computes them now whatever is kept.
 */
export async function readDashboard(sql: Sql, now: Date, opts: { fresh?: boolean } = {}): Promise<Dashboard> {
  if (!opts.fresh) {
    const [kept] = await sql<{ figures: Dashboard }[]>`
      select figures from dashboard_cache where name = ${CACHE_NAME} and computed_at > ${new Date(now.getTime() - DASHBOARD_CACHE_MS)}`;
    if (kept) return kept.figures;
  }
  const figures = await computeDashboard(sql, now);
  await sql`
    insert into dashboard_cache (name, computed_at, figures) values (${CACHE_NAME}, ${now}, ${sql.json(figures as never)})
    on conflict (name) do update set computed_at = excluded.computed_at, figures = excluded.figures`;
  return figures;
}

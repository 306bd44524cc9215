import type { Sql } from 'postgres';
import { DASHBOARD_CACHE_MS, type Dashboard } from '#domain/dashboard/dashboard.ts';
import { membersByBatch, weeklyActive } from './community-figures.ts';
import { jobsPosted, questionFiguresOf } from './content-figures.ts';
import { announcementReach, donationsByMonth, eventTurnout } from './office-figures.ts';

/** Every figure, computed now from the rows. */
export async function computeDashboard(sql: Sql, now: Date): Promise<Dashboard> {
  const [batches, active, questions, jobs, events, donations, announcements] = await Promise.all([
    membersByBatch(sql), weeklyActive(sql, now), questionFiguresOf(sql, now), jobsPosted(sql, now),
    eventTurnout(sql, now), donationsByMonth(sql, now), announcementReach(sql),
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
  };
}

/**
 * The figures as computed within the last few minutes (kept in `dashboard_cache`, shared by every
 * process and isolate), or computed now and kept; `fresh` computes them now whatever is kept.
 */
export async function readDashboard(sql: Sql, now: Date, opts: { fresh?: boolean } = {}): Promise<Dashboard> {
  if (!opts.fresh) {
    const [kept] = await sql<{ figures: Dashboard }[]>`
      select figures from dashboard_cache where name = 'dashboard' and computed_at > ${new Date(now.getTime() - DASHBOARD_CACHE_MS)}`;
    if (kept) return kept.figures;
  }
  const figures = await computeDashboard(sql, now);
  await sql`
    insert into dashboard_cache (name, computed_at, figures) values ('dashboard', ${now}, ${sql.json(figures as never)})
    on conflict (name) do update set computed_at = excluded.computed_at, figures = excluded.figures`;
  return figures;
}

import type { TransactionSql } from 'postgres';
import { describeFilters, jobMatchesAlert } from '#domain/jobs/job-alert.ts';
import type { JobFilters, FilterableJob } from '#domain/jobs/job-filters.ts';
import { isoDay } from '#domain/jobs/job-status.ts';
import { notify } from '../notifications/notify.ts';
import type { MutatorContext } from '../sync/mutator.ts';

type AlertRow = { id: string; user_id: string; filters: JobFilters };

/**
 * Tells every member whose alert keeps a new job (issue 29), in the post's transaction, with the
 * Job portal's own filter rules. One line per alert and day: later matches that day add to it, and
 * only the first is pushed or mailed.
 */
export async function notifyJobAlerts(tx: TransactionSql, ctx: MutatorContext, job: FilterableJob & { id: string }) {
  const alerts = await tx<AlertRow[]>`select id, user_id, filters from job_alerts where deleted_at is null and user_id <> ${ctx.user.id}`;
  for (const alert of alerts) {
    if (!jobMatchesAlert(job, alert.filters)) continue;
    await notify(tx, ctx, {
      to: alert.user_id,
      kind: 'job-alert',
      subject: { type: 'job', id: job.id },
      groupKey: `job-alert:${alert.id}:${isoDay(ctx.now)}`,
      oncePerGroup: true,
      title: describeFilters(alert.filters),
      url: `/jobDetail/${job.id}`,
      push: { title: 'New job for your alert' },
    });
  }
}

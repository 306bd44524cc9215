import { describeFilters } from '#domain/jobs/job-alert.ts';
import type { JobFilters } from '#domain/jobs/job-filters.ts';
import { EXPERIENCE_LEVELS, type ExperienceLevel } from '#domain/jobs/job-schema.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';

const isLevel = (level: string): level is ExperienceLevel => (EXPERIENCE_LEVELS as readonly string[]).includes(level);

/**
 * The filters the member is looking at, saved as a job alert (issue 29): queued like any write, so
 * it is listed at once (/settings/notifications), offline too.
 */
export async function saveJobAlert(userId: string, filters: JobFilters) {
  const id = crypto.randomUUID();
  // The panel offers only these levels, which the alert's schema names.
  const saved = { ...filters, experience: filters.experience.filter(isLevel) };
  const label = describeFilters(saved);
  await enqueue({
    userId,
    name: 'saveJobAlert',
    args: { id, filters: saved },
    writes: [{ table: 'jobAlerts', key: id, value: { _id: id, filters: saved, label, createdAt: new Date().toISOString() } }],
    label: `Job alert: ${label}`,
  });
}

import { DEADLINE_PASSED, deadlineNotPast } from '#domain/jobs/job-schema.ts';
import { isoDay } from '#domain/jobs/job-status.ts';
import { ApiError } from '../http/api-error.ts';
import { serverMutator } from '../sync/mutator.ts';
import { notifyJobAlerts } from './job-alert-matches.ts';

// The job portal's server mutators, one per write in domain/jobs/job-mutations.ts.

/**
 * createJob: the one place that decides what a job post may be. A replay with the same id changes
 * nothing, so a retried push never doubles a job; an id that is another member's job is refused.
 */
export const createJob = serverMutator('createJob', {
  roles: ['member'],
  async run(tx, job, ctx) {
    const { user, now } = ctx;
    if (!deadlineNotPast(job.application_deadline, isoDay(now))) throw new ApiError(400, DEADLINE_PASSED, 'deadline_passed');
    const inserted = await tx`
      insert into jobs (id, title, company_name, location, job_type, salary_range, salary_currency,
        year_of_experience, description, requirements, apply_link, contact_email, contact_phone,
        application_deadline, posted_by, created_at)
      values (${job.id}, ${job.title}, ${job.companyName}, ${job.location}, ${job.job_type}, ${job.salary.range},
        ${job.salary.currency}, ${job.yearOfExperience}, ${job.description}, ${tx.json(job.requirements)},
        ${job.applyLink}, ${job.contact_email}, ${job.contact_phone}, ${job.application_deadline}, ${user.id}, ${now})
      on conflict (id) do nothing returning id`;
    if (inserted.length) return notifyJobAlerts(tx, ctx, job);
    const [existing] = await tx<{ posted_by: string | null }[]>`select posted_by from jobs where id = ${job.id}`;
    if (existing?.posted_by !== user.id) throw new ApiError(409, 'A job with this id already exists', 'id_taken');
  },
});

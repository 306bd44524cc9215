import { CreateJobArgsSchema, DEADLINE_PASSED, deadlineNotPast } from '#domain/jobs/job-schema.ts';
import { isoDay } from '#domain/jobs/job-status.ts';
import { ApiError } from '../http/api-error.ts';
import { defineMutator } from '../sync/mutator.ts';

/**
 * createJob: the one place that decides what a job post may be. A replay with the same id changes
 * nothing (ON CONFLICT DO NOTHING), so a retried push never doubles a job.
 */
export const createJob = defineMutator({
  args: CreateJobArgsSchema,
  roles: ['member'],
  async run(tx, job, { user, now }) {
    if (!deadlineNotPast(job.application_deadline, isoDay(now))) throw new ApiError(400, DEADLINE_PASSED, 'deadline_passed');
    await tx`
      insert into jobs (id, title, company_name, location, job_type, salary_range, salary_currency,
        year_of_experience, description, requirements, apply_link, contact_email, contact_phone,
        application_deadline, posted_by, created_at)
      values (${job.id}, ${job.title}, ${job.companyName}, ${job.location}, ${job.job_type}, ${job.salary.range},
        ${job.salary.currency}, ${job.yearOfExperience}, ${job.description}, ${tx.json(job.requirements)},
        ${job.applyLink}, ${job.contact_email}, ${job.contact_phone}, ${job.application_deadline}, ${user.id}, ${now})
      on conflict (id) do nothing`;
  },
});

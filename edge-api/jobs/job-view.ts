import type { Job, JobCard } from '#domain/jobs/job-schema.ts';
import { removalColumns, removalFor, type RemovalRow } from '../moderation/removal.ts';
import { jobsSlice } from '../sync/first-pull-slice.ts';
import { PREPARED, type SyncedTable, type VersionedRow } from '../sync/pull.ts';

export type JobRow = RemovalRow & {
  id: string;
  title: string;
  company_name: string;
  location: string;
  job_type: string;
  salary_range: string;
  salary_currency: string;
  status: string;
  year_of_experience: string;
  description: string;
  requirements: string[];
  apply_link: string;
  contact_email: string;
  contact_phone: string;
  application_deadline: string;
  posted_by: string | null;
  created_at: Date;
  deleted_at: Date | null;
  version: string;
};

// The deadline is a date; read it as 'YYYY-MM-DD' text so no time zone shifts it.
export const JOB_COLUMNS = `id, title, company_name, location, job_type, salary_range, salary_currency, status,
  year_of_experience, description, requirements, apply_link, contact_email, contact_phone,
  to_char(application_deadline, 'YYYY-MM-DD') as application_deadline, posted_by, created_at, deleted_at, version`;

/** The board's page, newest first (GET /api/jobDetail); bench/api-ratio.ts runs the same text bare. */
export const JOB_LIST_SQL = `select ${JOB_COLUMNS} from jobs where deleted_at is null and removed_at is null order by created_at desc, id limit $1 offset $2`;
/** One live job (GET /api/jobDetail/:id); not one the moderators removed. */
export const JOB_BY_ID_SQL = `select ${JOB_COLUMNS} from jobs where id = $1 and deleted_at is null and removed_at is null`;

/** A job as `viewerId` gets it: only its poster gets one the moderators removed, with why. */
export function toJob(r: JobRow, viewerId?: string): Job {
  const removed = removalFor(r, r.posted_by, viewerId);
  return {
    _id: r.id,
    title: r.title,
    companyName: r.company_name,
    location: r.location,
    job_type: r.job_type as Job['job_type'],
    salary: { range: r.salary_range, currency: r.salary_currency as Job['salary']['currency'] },
    status: r.status as Job['status'],
    yearOfExperience: r.year_of_experience as Job['yearOfExperience'],
    description: r.description,
    requirements: r.requirements,
    applyLink: r.apply_link,
    contact_email: r.contact_email,
    contact_phone: r.contact_phone,
    application_deadline: r.application_deadline,
    createdAt: r.created_at.toISOString(),
    ...(r.posted_by ? { postedBy: r.posted_by } : {}),
    ...(removed ? { removed } : {}),
  };
}

// Built field by field, not as toJob() minus the contact details: the rest-copy cost more than the
// mapping itself on the visitors' list (ADR 0086). The keys keep toJob()'s order.
export function toJobCard(r: JobRow): JobCard {
  const card: JobCard = {
    _id: r.id,
    title: r.title,
    companyName: r.company_name,
    location: r.location,
    job_type: r.job_type as Job['job_type'],
    salary: { range: r.salary_range, currency: r.salary_currency as Job['salary']['currency'] },
    status: r.status as Job['status'],
    yearOfExperience: r.year_of_experience as Job['yearOfExperience'],
    description: r.description,
    requirements: r.requirements,
    applyLink: r.apply_link,
    application_deadline: r.application_deadline,
    createdAt: r.created_at.toISOString(),
  };
  if (r.posted_by) card.postedBy = r.posted_by;
  return card;
}

/** Jobs as the sync pull sends them: every signed-in member and admin sees every job but a removed one (its poster's). */
export const jobsTable: SyncedTable<Job, JobRow & VersionedRow> = {
  changedProbe: 'coalesce((select max(version) from jobs), 0) > $1',
  changedSince: (tx, user, cursor, limit, first) =>
    tx.unsafe<(JobRow & VersionedRow)[]>(
      `select (removed_at is null or posted_by = $3) as visible, ${JOB_COLUMNS}, ${removalColumns('jobs')} from jobs
       where version > $1 ${first ? `and ${jobsSlice('$3')}` : ''} order by version limit $2`,
      [cursor, limit, user.id], PREPARED),
  toClient: (row, user) => toJob(row, user.id),
};

import * as v from 'valibot';
import type { Removal } from '../moderation/report.ts';
import { requiredText } from '../validation.ts';

/** Every job type a stored job may have (spec 3). */
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Freelance'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** What the Create job dropdown offers, in the spec's order (spec 5: no Freelance there). */
export const JOB_TYPE_OPTIONS = ['Full-time', 'Part-time', 'Internship', 'Contract'] as const satisfies readonly JobType[];

export const EXPERIENCE_LEVELS = ['fresher', '1 year', '2 year', '3 year', '4 year', '5 year', '5+ year'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** Job salary currencies; INR is the default. */
export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'INR';

export const JOB_STATUSES = ['active', 'inactive'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

// Limits the spec leaves open (it gives minimums only).
export const JOB_LIMITS = {
  title: 120,
  companyName: 120,
  description: 5000,
  requirement: 200,
  requirements: 30,
  location: 120,
  applyLink: 2048,
  contactPhone: 25,
  salaryDigits: 12,
} as const;

// Toasts and messages (spec 5 and 8), verbatim, typos included.
export const INVALID_SALARY_TOAST = "Invalid salary range format! Use format like '10000-20000'.";
export const JOB_CREATED = 'Job created successfully!';
export const JOB_CREATE_FAILED = 'Error occurred. Please try again.';
export const JOBS_LOAD_FAILED = 'Error in Loading Job Detail';
export const JOB_DETAIL_LOAD_FAILED = 'Error in Loading Question';
export const DEADLINE_PASSED = 'The application deadline has already passed';

const SALARY_FORMAT_MESSAGE = 'Salary range must be in format: 10000-20000';
const DEADLINE_MESSAGE = 'Enter a valid application deadline';
const REQUIREMENTS_MESSAGE = 'Requirements are ';
const APPLY_LINK_MESSAGE = 'Enter valid Applylink';
const PHONE_MESSAGE = 'Enter Phone No.';

/** True for a real calendar day written 'YYYY-MM-DD' (so '2025-02-30' is refused). */
export function isIsoDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const ISO_TIME = /^T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i;

/**
 * The calendar day of an ISO 8601 date ('2026-12-31') or date-time ('2026-12-31T00:00:00.000Z',
 * '2026-12-31T09:30+05:30'): the day as written, whatever the offset (ADR 0069); else undefined.
 */
export function isoDayOf(value: string): string | undefined {
  const day = value.slice(0, 10);
  if (!isIsoDay(day)) return undefined;
  const time = value.slice(10);
  if (time !== '' && !ISO_TIME.test(time)) return undefined;
  if (time !== '') {
    const [h = 0, m = 0, s = 0] = time.slice(1, 9).split(':').map((n) => Number.parseInt(n, 10));
    if (h > 23 || m > 59 || s > 59) return undefined;
  }
  return day;
}

/** '10000-20000' → [10000, 20000]; anything else → undefined. */
export function parseSalaryRange(range: string): [min: number, max: number] | undefined {
  const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(range);
  if (!m) return undefined;
  return [Number(m[1]), Number(m[2])];
}

/**
 * The requirements list from either the form's comma-separated text (split on commas) or a list
 * (the REST and sync bodies; its items are kept whole): trimmed, empties dropped.
 */
export function splitRequirements(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** An absolute http(s) URL; javascript:, data:, ftp: and the like are refused. */
export function isWebLink(link: string): boolean {
  if (!/^https?:\/\//i.test(link)) return false;
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const text = (min: number, minMessage: string, max: number, maxMessage: string) =>
  requiredText(
    v.pipe(v.string(minMessage), v.trim(), v.minLength(min, minMessage), v.maxLength(max, maxMessage)),
  );

const RequirementsSchema = requiredText(
  v.pipe(
    v.union([v.string(), v.array(v.string())], REQUIREMENTS_MESSAGE),
    v.transform((input: string | string[]) => splitRequirements(input)),
    // The spec's "at least 3 characters", measured on the cleaned list as it will be shown.
    v.check((list) => list.join(', ').length >= 3, REQUIREMENTS_MESSAGE),
    v.check(
      (list) => list.every((r) => r.length <= JOB_LIMITS.requirement),
      `Each requirement must be at most ${JOB_LIMITS.requirement} characters`,
    ),
    v.maxLength(JOB_LIMITS.requirements, `Add at most ${JOB_LIMITS.requirements} requirements`),
  ),
);

const SalarySchema = v.object(
  {
    range: requiredText(
      v.pipe(
        v.string(SALARY_FORMAT_MESSAGE),
        v.trim(),
        v.regex(/^\d+-\d+$/, SALARY_FORMAT_MESSAGE),
        v.check(
          (range) => range.split('-').every((n) => n.length <= JOB_LIMITS.salaryDigits),
          `Salary amounts must be at most ${JOB_LIMITS.salaryDigits} digits`,
        ),
        v.check((range) => {
          const parsed = parseSalaryRange(range);
          return !parsed || parsed[0] <= parsed[1];
        }, 'Minimum salary must not be more than the maximum'),
      ),
    ),
    currency: v.optional(v.picklist(CURRENCIES, 'Choose a salary currency'), DEFAULT_CURRENCY),
  },
  SALARY_FORMAT_MESSAGE,
);

/** The Create job form and the body of POST /api/jobDetail (spec 5 "Create job"). */
export const CreateJobSchema = v.object({
  title: text(3, 'Enter the Title', JOB_LIMITS.title, `Title must be at most ${JOB_LIMITS.title} characters`),
  companyName: text(
    1,
    'Enter Company Name',
    JOB_LIMITS.companyName,
    `Company name must be at most ${JOB_LIMITS.companyName} characters`,
  ),
  description: text(
    15,
    'Enter the discription',
    JOB_LIMITS.description,
    `Description must be at most ${JOB_LIMITS.description} characters`,
  ),
  requirements: RequirementsSchema,
  application_deadline: requiredText(
    v.pipe(
      v.string(DEADLINE_MESSAGE),
      v.trim(),
      v.check((value) => isoDayOf(value) !== undefined, DEADLINE_MESSAGE),
      v.transform((value) => isoDayOf(value)!),
    ),
  ),
  location: text(1, 'Enter Location', JOB_LIMITS.location, `Location must be at most ${JOB_LIMITS.location} characters`),
  job_type: requiredText(v.picklist(JOB_TYPES, 'Choose a job type')),
  // A missing salary object is treated as an empty one, so it fails with the range's message.
  salary: v.optional(SalarySchema, {}),
  yearOfExperience: requiredText(v.picklist(EXPERIENCE_LEVELS, 'Choose an experience level')),
  applyLink: requiredText(
    v.pipe(
      v.string(APPLY_LINK_MESSAGE),
      v.trim(),
      v.maxLength(JOB_LIMITS.applyLink, `Application link must be at most ${JOB_LIMITS.applyLink} characters`),
      v.url(APPLY_LINK_MESSAGE),
      v.check(isWebLink, APPLY_LINK_MESSAGE),
    ),
  ),
  contact_email: requiredText(
    v.pipe(v.string('Invalid Email'), v.trim(), v.email('Invalid Email'), v.maxLength(254, 'Invalid Email')),
  ),
  contact_phone: requiredText(
    v.pipe(
      v.string(PHONE_MESSAGE),
      v.trim(),
      v.minLength(10, PHONE_MESSAGE),
      v.regex(/^[\d\s+\-()]+$/, 'Phone number may contain only digits, spaces, +, - and ()'),
      // Ten characters of punctuation is not a phone number: ask for at least 7 digits.
      v.check((phone) => (phone.match(/\d/g)?.length ?? 0) >= 7, PHONE_MESSAGE),
      v.maxLength(JOB_LIMITS.contactPhone, `Phone number must be at most ${JOB_LIMITS.contactPhone} characters`),
    ),
  ),
});

/** The createJob sync mutation's args: the REST body plus a client-made id. */
export const CreateJobArgsSchema = v.object({
  ...CreateJobSchema.entries,
  id: v.pipe(v.string('Invalid job id'), v.uuid('Invalid job id')),
});

export type CreateJobInput = v.InferInput<typeof CreateJobSchema>;
export type CreateJob = v.InferOutput<typeof CreateJobSchema>;
export type CreateJobArgsInput = v.InferInput<typeof CreateJobArgsSchema>;
export type CreateJobArgs = v.InferOutput<typeof CreateJobArgsSchema>;

export type Salary = { range: string; currency: Currency };

/** A stored job as the API returns it (spec 3 "Job"). */
export type Job = {
  _id: string;
  title: string;
  companyName: string;
  location: string;
  job_type: JobType;
  salary: Salary;
  status: JobStatus;
  yearOfExperience: ExperienceLevel;
  description: string;
  requirements: string[];
  applyLink: string;
  contact_email: string;
  contact_phone: string;
  /** 'YYYY-MM-DD' */
  application_deadline: string;
  /** ISO 8601 date-time */
  createdAt: string;
  postedBy?: string;
  /** Removed by the moderators: only its poster still gets it, with why (issue 32). */
  removed?: Removal;
};

/**
 * A new job's deadline may not be before today. "Today" is a parameter ('YYYY-MM-DD', see
 * `isoDay` in job-status.ts) so the server decides it with its own clock; the deadline day itself
 * is allowed.
 */
export function deadlineNotPast(deadline: string, today: string): boolean {
  return deadline >= today;
}

/** What visitors see in the list: a job without its contact details. */
export type JobCard = Omit<Job, 'contact_email' | 'contact_phone'>;

import {
  CreateJobArgsSchema,
  DEADLINE_PASSED,
  DEFAULT_CURRENCY,
  deadlineNotPast,
  isIsoDay,
  type CreateJobArgs,
  type Job,
} from '#domain/jobs/job-schema.ts';
import { isoDay } from '#domain/jobs/job-status.ts';
import { parseWith } from '#domain/validation.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';

/** The Create job form as typed: salary in two flat fields, requirements as comma-separated text. */
export type JobFormValues = {
  title: string;
  companyName: string;
  description: string;
  requirements: string;
  application_deadline: string;
  location: string;
  job_type: string;
  salaryRange: string;
  salaryCurrency: string;
  yearOfExperience: string;
  applyLink: string;
  contact_email: string;
  contact_phone: string;
};
export type JobField = keyof JobFormValues;
export type JobFormErrors = Partial<Record<JobField, string>>;

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  companyName: '',
  description: '',
  requirements: '',
  application_deadline: '',
  location: '',
  job_type: '',
  salaryRange: '',
  salaryCurrency: DEFAULT_CURRENCY,
  yearOfExperience: '',
  applyLink: '',
  contact_email: '',
  contact_phone: '',
};

/** Form order, so the first field with an error gets the focus. */
export const JOB_FIELDS = Object.keys(EMPTY_JOB_FORM) as JobField[];

const fieldOf = (path: string): JobField | undefined => {
  if (path === 'salary' || path === 'salary.range') return 'salaryRange';
  if (path === 'salary.currency') return 'salaryCurrency';
  return (JOB_FIELDS as string[]).includes(path) ? (path as JobField) : undefined;
};

export type JobCheck =
  | { ok: true; args: CreateJobArgs }
  | { ok: false; errors: JobFormErrors; /** spec 5: the range format is re-checked on submit with a toast */ badSalaryFormat: boolean };

/**
 * The createJob args (REST body + a client-made id) from the form, checked with the domain schema the
 * server uses too; plus the one rule that needs the member's own 'today': the deadline is not past.
 */
export function checkJobForm(values: JobFormValues, id: string, now = new Date()): JobCheck {
  const { salaryRange, salaryCurrency, ...rest } = values;
  const parsed = parseWith(CreateJobArgsSchema, { ...rest, salary: { range: salaryRange, currency: salaryCurrency }, id });
  const errors: JobFormErrors = {};
  if (!parsed.ok) {
    for (const issue of parsed.issues) {
      const field = fieldOf(issue.path);
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  const deadline = values.application_deadline.trim();
  if (!errors.application_deadline && isIsoDay(deadline) && !deadlineNotPast(deadline, isoDay(now))) {
    errors.application_deadline = DEADLINE_PASSED;
  }
  if (parsed.ok && Object.keys(errors).length === 0) return { ok: true, args: parsed.value };
  return { ok: false, errors, badSalaryFormat: !/^\d+-\d+$/.test(salaryRange.trim()) };
}

/**
 * Posts a job the offline-first way: the job appears in the list at once (marked pending) and the
 * createJob mutation waits in the outbox, in one IndexedDB transaction, online or not.
 */
export async function createJob(userId: string, args: CreateJobArgs) {
  const { id, ...fields } = args;
  const job: Job = { _id: id, ...fields, status: 'active', createdAt: new Date().toISOString(), postedBy: userId };
  await enqueue({ userId, name: 'createJob', args, writes: [{ table: 'jobs', key: id, value: job }], label: `Job: ${args.title}` });
}

import * as v from 'valibot';
import { noNul } from '../validation.ts';
import { filterJobs, hasActiveFilters, SALARY_MAX_LAKHS, SALARY_STEP_LAKHS, type FilterableJob, type JobFilters } from './job-filters.ts';
import { EXPERIENCE_LEVELS } from './job-schema.ts';

// A job alert (issue 29): the Job portal's filters a member was looking at, saved. A new job that
// those filters keep notifies them, at most one grouped line a day per alert.

export type JobAlert = {
  _id: string;
  filters: JobFilters;
  /** The filters in words, for the alert list and the notification. */
  label: string;
  createdAt: string;
};

/** At most this many alerts per member: each new job is matched against every alert. */
export const MAX_JOB_ALERTS = 20;

export const JOB_ALERT_MESSAGES = {
  noFilter: 'Choose at least one filter before saving an alert',
  tooMany: `You can keep up to ${MAX_JOB_ALERTS} job alerts. Remove one first.`,
  notFound: 'This job alert no longer exists',
} as const;

const text = v.pipe(v.string('Filters are text'), noNul<string>(), v.maxLength(100, 'A filter can be up to 100 characters'));

export const JobFiltersSchema = v.object({
  search: text,
  profile: text,
  experience: v.pipe(v.array(v.picklist(EXPERIENCE_LEVELS, 'Choose an experience level')), v.maxLength(EXPERIENCE_LEVELS.length)),
  location: text,
  workFromHome: v.boolean(),
  partTime: v.boolean(),
  salaryLakhs: v.pipe(
    v.number('The salary is a number of lakhs'),
    v.minValue(0, 'The salary is a number of lakhs'),
    v.maxValue(SALARY_MAX_LAKHS, 'The salary is a number of lakhs'),
    v.check((n) => Number.isInteger(n / SALARY_STEP_LAKHS), 'The salary is a number of lakhs'),
  ),
});

const id = (message: string) => v.pipe(v.string(message), v.uuid(message));

export const SaveJobAlertArgsSchema = v.object({
  id: id('A job alert needs an id'),
  filters: v.pipe(JobFiltersSchema, v.check((f) => hasActiveFilters(f as JobFilters), JOB_ALERT_MESSAGES.noFilter)),
});
export const RemoveJobAlertArgsSchema = v.object({ id: id(JOB_ALERT_MESSAGES.notFound) });

/** Does the alert's filter set keep this job? The Job portal's own rules (job-filters.ts). */
export const jobMatchesAlert = (job: FilterableJob, filters: JobFilters) => filterJobs([job], filters).length === 1;

/** "Pune · Part-time · 'react'": what the member filtered by. */
export function describeFilters(f: JobFilters): string {
  const parts = [
    f.search.trim() && `'${f.search.trim()}'`,
    f.profile.trim() && `${f.profile.trim()} roles`,
    f.location.trim(),
    f.workFromHome && 'Work from home',
    f.partTime && 'Part-time',
    f.experience.length > 0 && f.experience.join(', '),
    f.salaryLakhs > 0 && `${f.salaryLakhs} lakh a year`,
  ].filter(Boolean);
  return parts.join(' · ') || 'Every job';
}

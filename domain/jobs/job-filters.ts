import { DEFAULT_CURRENCY, parseSalaryRange, type Job } from './job-schema.ts';
import { RUPEES_PER_LAKH } from './lakhs.ts';

export type JobFilters = {
  /** Matches title, companyName or location. */
  search: string;
  /** Matches the title. */
  profile: string;
  /** Selected yearOfExperience values; none selected = no experience filter. */
  experience: readonly string[];
  location: string;
  workFromHome: boolean;
  partTime: boolean;
  /** Annual salary in lakhs, 0 to 10 in steps of 0.5; 0 = no salary filter (DESIGN.md). */
  salaryLakhs: number;
};

export const EMPTY_FILTERS: Readonly<JobFilters> = Object.freeze({
  search: '',
  profile: '',
  experience: Object.freeze([]),
  location: '',
  workFromHome: false,
  partTime: false,
  salaryLakhs: 0,
});

export const SALARY_MAX_LAKHS = 10;
export const SALARY_STEP_LAKHS = 0.5;
/** The slider's stops: 0, 0.5, 1, …, 10. */
export const SALARY_STEPS: readonly number[] = Object.freeze(
  Array.from({ length: SALARY_MAX_LAKHS / SALARY_STEP_LAKHS + 1 }, (_, i) => i * SALARY_STEP_LAKHS),
);

/** The fields the filters read; a full `Job` has them all. */
export type FilterableJob = Pick<Job, 'title' | 'companyName' | 'location' | 'job_type' | 'yearOfExperience'> & {
  salary: { range: string; currency?: string | undefined };
};

const lower = (text: string | undefined) => (text ?? '').toLowerCase();

/** A job with what its filters compare, lower-cased and parsed once per list (not per keystroke). */
export type JobFilterKeys<J> = {
  job: J;
  title: string;
  company: string;
  location: string;
  /** INR salary range in rupees; null for another currency or a range that cannot be read. */
  inrRange: readonly [number, number] | null;
};

/** The filter keys of each job, in the list's order: build once per list, filter per keystroke. */
export function jobFilterKeys<J extends FilterableJob>(jobs: readonly J[]): JobFilterKeys<J>[] {
  return jobs.map((job) => ({
    job,
    title: lower(job.title),
    company: lower(job.companyName),
    location: lower(job.location),
    inrRange: ((job.salary?.currency ?? DEFAULT_CURRENCY) === 'INR' && parseSalaryRange(job.salary?.range ?? '')) || null,
  }));
}

/**
 * The job list's filters (spec 5 "Job list filters"), all of them together. Text matches are
 * case-insensitive substrings of the trimmed text; blank text filters nothing.
 *
 * Salary: with the slider above 0, a job stays when min ≤ lakhs × 100000 ≤ max. The slider is in
 * rupee lakhs, so only INR jobs (or jobs without a currency) can match it, and a job whose range
 * cannot be read is left out; at 0 no job is left out for its salary.
 *
 * Returns a new array of the keys' jobs, in their order.
 */
export function filterJobKeys<J extends FilterableJob>(keys: readonly JobFilterKeys<J>[], filters: JobFilters): J[] {
  const search = filters.search.trim().toLowerCase();
  const profile = filters.profile.trim().toLowerCase();
  const location = filters.location.trim().toLowerCase();
  const experience = new Set(filters.experience);
  const salary = filters.salaryLakhs > 0 ? Math.round(filters.salaryLakhs * RUPEES_PER_LAKH) : undefined;
  const { workFromHome, partTime } = filters;

  const kept: J[] = [];
  for (const k of keys) {
    if (search && !(k.title.includes(search) || k.company.includes(search) || k.location.includes(search))) continue;
    if (profile && !k.title.includes(profile)) continue;
    if (location && !k.location.includes(location)) continue;
    if (workFromHome && !k.location.includes('home')) continue;
    const { job } = k;
    if (partTime && job.job_type !== 'Part-time') continue;
    if (experience.size > 0 && !experience.has(job.yearOfExperience)) continue;
    if (salary !== undefined && (!k.inrRange || k.inrRange[0] > salary || salary > k.inrRange[1])) continue;
    kept.push(job);
  }
  return kept;
}

/** `filterJobKeys` on a list whose keys are not kept: the same rules, keys built on the way. */
export function filterJobs<J extends FilterableJob>(jobs: readonly J[], filters: JobFilters): J[] {
  return filterJobKeys(jobFilterKeys(jobs), filters);
}

/**
 * The counter above the list: '1 job found' for exactly one (the singular reads right; the spec's
 * '{n} jobs found' is kept for every other count, 0 included).
 */
export const countLabel = (n: number) => (n === 1 ? '1 job found' : `${n} jobs found`);

/** True when any filter is set (for 'Clear all filters'). */
export function hasActiveFilters(filters: JobFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.profile.trim() !== '' ||
    filters.experience.length > 0 ||
    filters.location.trim() !== '' ||
    filters.workFromHome ||
    filters.partTime ||
    filters.salaryLakhs > 0
  );
}

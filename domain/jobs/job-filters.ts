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

const contains = (haystack: string | undefined, needle: string) =>
  (haystack ?? '').toLowerCase().includes(needle);

/**
 * The job list's filters (spec 5 "Job list filters"), all of them together. Text matches are
 * case-insensitive substrings of the trimmed text; blank text filters nothing.
 *
 * Salary: with the slider above 0, a job stays when min ≤ lakhs × 100000 ≤ max. The slider is in
 * rupee lakhs, so only INR jobs (or jobs without a currency) can match it, and a job whose range
 * cannot be read is left out; at 0 no job is left out for its salary.
 *
 * Returns a new array; the input is not changed.
 */
export function filterJobs<J extends FilterableJob>(jobs: readonly J[], filters: JobFilters): J[] {
  const search = filters.search.trim().toLowerCase();
  const profile = filters.profile.trim().toLowerCase();
  const location = filters.location.trim().toLowerCase();
  const experience = new Set(filters.experience);
  const salary = filters.salaryLakhs > 0 ? Math.round(filters.salaryLakhs * RUPEES_PER_LAKH) : undefined;

  return jobs.filter((job) => {
    if (search && !(contains(job.title, search) || contains(job.companyName, search) || contains(job.location, search))) {
      return false;
    }
    if (profile && !contains(job.title, profile)) return false;
    if (location && !contains(job.location, location)) return false;
    if (filters.workFromHome && !contains(job.location, 'home')) return false;
    if (filters.partTime && job.job_type !== 'Part-time') return false;
    if (experience.size > 0 && !experience.has(job.yearOfExperience)) return false;
    if (salary !== undefined) {
      if ((job.salary?.currency ?? DEFAULT_CURRENCY) !== 'INR') return false;
      const range = parseSalaryRange(job.salary?.range ?? '');
      if (!range || range[0] > salary || salary > range[1]) return false;
    }
    return true;
  });
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

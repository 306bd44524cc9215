import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  SALARY_STEPS,
  countLabel,
  filterJobKeys,
  filterJobs,
  jobFilterKeys,
  hasActiveFilters,
  type FilterableJob,
  type JobFilters,
} from './job-filters.ts';

type TestJob = FilterableJob & { _id: string };

const job = (_id: string, fields: Partial<TestJob> = {}): TestJob => ({
  _id,
  title: 'Software Engineer',
  companyName: 'Acme',
  location: 'Pune',
  job_type: 'Full-time',
  yearOfExperience: '1 year',
  salary: { range: '300000-600000', currency: 'INR' },
  ...fields,
});

const jobs: readonly TestJob[] = Object.freeze([
  job('design', { title: 'UI Designer', companyName: 'Infosys', location: 'Mumbai', yearOfExperience: 'fresher' }),
  job('backend', { title: 'Backend Developer', companyName: 'TCS', location: 'Bengaluru', yearOfExperience: '3 year', salary: { range: '800000-1200000', currency: 'INR' } }),
  job('remote', { title: 'Content Writer', companyName: 'Wordsmith', location: 'Work from Home', job_type: 'Part-time', yearOfExperience: '2 year', salary: { range: '100000-250000', currency: 'INR' } }),
  job('intern', { title: 'Design Intern', companyName: 'Mumbai Metro', location: 'Thane', job_type: 'Internship', yearOfExperience: 'fresher', salary: { range: '50000-100000' } }),
  job('usd', { title: 'Data Engineer', companyName: 'Globex', location: 'Remote (home)', yearOfExperience: '5+ year', salary: { range: '50000-900000', currency: 'USD' } }),
  job('odd', { title: 'Sales Lead', companyName: 'Initech', location: 'Delhi', job_type: 'Part-time', yearOfExperience: '5 year', salary: { range: 'Negotiable', currency: 'INR' } }),
]);

const ids = (filters: Partial<JobFilters>) => filterJobs(jobs, { ...EMPTY_FILTERS, ...filters }).map((j) => j._id);
const all = jobs.map((j) => j._id);

describe('job list filters', () => {
  it('keeps every job when no filter is set', () => {
    expect(ids({})).toEqual(all);
  });

  it.each<[string, Partial<JobFilters>, string[]]>([
    // text search: title, companyName or location, case-insensitive, trimmed
    ['search by title', { search: 'design' }, ['design', 'intern']],
    ['search by company', { search: 'infosys' }, ['design']],
    ['search by location', { search: 'MUMBAI' }, ['design', 'intern']],
    ['search trimmed', { search: '  tcs  ' }, ['backend']],
    ['blank search', { search: '   ' }, all],
    ['search without a match', { search: 'astronaut' }, []],
    // profile: title only
    ['profile matches the title', { profile: 'engineer' }, ['usd']],
    ['profile ignores the company', { profile: 'infosys' }, []],
    ['profile ignores the location', { profile: 'mumbai' }, []],
    // location: location only
    ['location', { location: 'bengaluru' }, ['backend']],
    ['location ignores the company', { location: 'Mumbai' }, ['design']],
    // work from home: location contains 'home'
    ['work from home', { workFromHome: true }, ['remote', 'usd']],
    // part-time: job_type exactly Part-time
    ['part-time', { partTime: true }, ['remote', 'odd']],
    // experience: any selected value, exactly
    ['one experience level', { experience: ['fresher'] }, ['design', 'intern']],
    ['several experience levels', { experience: ['3 year', '5+ year'] }, ['backend', 'usd']],
    ["'5 year' is not '5+ year'", { experience: ['5 year'] }, ['odd']],
    ['experience matched exactly, not by case', { experience: ['Fresher'] }, []],
    // salary: min ≤ lakhs × 100000 ≤ max, INR only, unreadable ranges left out
    ['salary 0 filters nothing, unreadable range kept', { salaryLakhs: 0 }, all],
    ['salary 0.5 lakh (50000, the lower bound)', { salaryLakhs: 0.5 }, ['intern']],
    ['salary 1 lakh (100000, both bounds)', { salaryLakhs: 1 }, ['remote', 'intern']],
    ['salary 2.5 lakhs (the upper bound)', { salaryLakhs: 2.5 }, ['remote']],
    ['salary 3 lakhs (a lower bound)', { salaryLakhs: 3 }, ['design']],
    ['salary 5 lakhs: the USD job is left out though its numbers contain 500000', { salaryLakhs: 5 }, ['design']],
    ['salary 6 lakhs (an upper bound)', { salaryLakhs: 6 }, ['design']],
    ['salary 6.5 lakhs (between ranges)', { salaryLakhs: 6.5 }, []],
    ['salary 8 lakhs', { salaryLakhs: 8 }, ['backend']],
    ['salary 10 lakhs', { salaryLakhs: 10 }, ['backend']],
    // combined: every filter must hold
    ['search + part-time', { search: 'home', partTime: true }, ['remote']],
    ['experience + salary', { experience: ['fresher'], salaryLakhs: 1 }, ['intern']],
    ['work from home + part-time + salary', { workFromHome: true, partTime: true, salaryLakhs: 2 }, ['remote']],
  ])('%s', (_label, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });

  it('salary: a job without a currency counts as INR; other currencies never match', () => {
    const list = [
      job('none', { salary: { range: '100000-200000' } }),
      ...(['INR', 'USD', 'EUR', 'GBP'] as const).map((currency) => job(currency, { salary: { range: '100000-200000', currency } })),
    ];
    expect(filterJobs(list, { ...EMPTY_FILTERS, salaryLakhs: 1.5 }).map((j) => j._id)).toEqual(['none', 'INR']);
    expect(filterJobs(list, { ...EMPTY_FILTERS, salaryLakhs: 0 })).toHaveLength(5);
  });

  it('does not change its input and returns a new array', () => {
    const before = JSON.stringify(jobs);
    const filters = { ...EMPTY_FILTERS, experience: Object.freeze(['fresher']) };
    const result = filterJobs(jobs, filters);
    expect(result).not.toBe(jobs);
    expect(filterJobs(jobs, EMPTY_FILTERS)).not.toBe(jobs);
    expect(JSON.stringify(jobs)).toBe(before);
    expect(filters.experience).toEqual(['fresher']);
  });

  it('keeps the full job objects and their type', () => {
    const [first] = filterJobs(jobs, { ...EMPTY_FILTERS, search: 'tcs' });
    expect(first).toBe(jobs[1]);
  });
});

describe('filter keys built once per list', () => {
  it('can be reused filter after filter: each answers as on keys built afresh', () => {
    const keys = jobFilterKeys(jobs);
    const cases: Partial<JobFilters>[] = [
      {},
      { search: 'd' },
      { search: 'DE' },
      { search: '  design ' },
      { profile: 'designer' },
      { location: 'home' },
      { workFromHome: true },
      { partTime: true, experience: ['2 year', '5 year'] },
      { salaryLakhs: 1.5 },
      { salaryLakhs: 6, search: 'e' },
    ];
    for (const c of cases) {
      const filters = { ...EMPTY_FILTERS, ...c };
      expect(filterJobKeys(keys, filters), JSON.stringify(c)).toEqual(filterJobs(jobs, filters));
    }
  });

  it('keep the list order and the job objects themselves', () => {
    const keys = jobFilterKeys(jobs);
    expect(keys.map((k) => k.job)).toEqual(jobs);
    expect(filterJobKeys(keys, { ...EMPTY_FILTERS, search: 'tcs' })[0]).toBe(jobs[1]);
  });
});

describe('filter constants', () => {
  it('EMPTY_FILTERS has nothing set and cannot be changed', () => {
    expect(EMPTY_FILTERS).toEqual({
      search: '',
      profile: '',
      experience: [],
      location: '',
      workFromHome: false,
      partTime: false,
      salaryLakhs: 0,
    });
    expect(Object.isFrozen(EMPTY_FILTERS)).toBe(true);
    expect(Object.isFrozen(EMPTY_FILTERS.experience)).toBe(true);
  });

  it('SALARY_STEPS runs from 0 to 10 lakhs in steps of 0.5', () => {
    expect(SALARY_STEPS).toHaveLength(21);
    expect(SALARY_STEPS[0]).toBe(0);
    expect(SALARY_STEPS[1]).toBe(0.5);
    expect(SALARY_STEPS.at(-1)).toBe(10);
    expect(SALARY_STEPS.every((s, i) => s === i / 2)).toBe(true);
  });

  it.each<[Partial<JobFilters>, boolean]>([
    [{}, false],
    [{ search: '  ' }, false],
    [{ search: 'x' }, true],
    [{ profile: 'x' }, true],
    [{ location: 'x' }, true],
    [{ experience: ['fresher'] }, true],
    [{ workFromHome: true }, true],
    [{ partTime: true }, true],
    [{ salaryLakhs: 0.5 }, true],
  ])('hasActiveFilters(%j) → %s', (filters, expected) => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, ...filters })).toBe(expected);
  });
});

describe('count label', () => {
  it.each([
    [0, '0 jobs found'],
    [1, '1 job found'],
    [2, '2 jobs found'],
    [42, '42 jobs found'],
  ])('%i → %s', (n, label) => {
    expect(countLabel(n)).toBe(label);
  });
});

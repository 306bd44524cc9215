import { describe, expect, expectTypeOf, it } from 'vitest';
import * as v from 'valibot';
import {
  CURRENCIES,
  CreateJobArgsSchema,
  CreateJobSchema,
  DEADLINE_PASSED,
  EXPERIENCE_LEVELS,
  INVALID_SALARY_TOAST,
  JOB_CREATED,
  JOB_CREATE_FAILED,
  JOB_TYPES,
  JOB_TYPE_OPTIONS,
  type CreateJob,
  type Job,
  deadlineNotPast,
  isIsoDay,
  isWebLink,
  parseSalaryRange,
  splitRequirements,
} from './job-schema.ts';
import { parseWith } from '../validation.ts';

const ok = {
  title: 'Frontend Engineer',
  companyName: 'Infosys',
  description: 'Build and maintain the alumni portal front end.',
  requirements: 'React, TypeScript, CSS',
  application_deadline: '2030-06-30',
  location: 'Mumbai',
  job_type: 'Full-time',
  salary: { range: '500000-800000', currency: 'INR' },
  yearOfExperience: '2 year',
  applyLink: 'https://careers.example.com/jobs/42',
  contact_email: 'hr@example.com',
  contact_phone: '+91 98765 43210',
};

const parse = (input: Record<string, unknown>) => parseWith(CreateJobSchema, { ...ok, ...input });
const messageFor = (input: Record<string, unknown>) => {
  const r = parse(input);
  return r.ok ? undefined : r.message;
};
const without = (key: keyof typeof ok) => {
  const copy: Record<string, unknown> = { ...ok };
  delete copy[key];
  return copy;
};

describe('job constants', () => {
  it('lists the spec values in order', () => {
    expect(JOB_TYPES).toEqual(['Full-time', 'Part-time', 'Contract', 'Internship', 'Freelance']);
    expect(JOB_TYPE_OPTIONS).toEqual(['Full-time', 'Part-time', 'Internship', 'Contract']);
    expect(EXPERIENCE_LEVELS).toEqual(['fresher', '1 year', '2 year', '3 year', '4 year', '5 year', '5+ year']);
    expect(CURRENCIES).toEqual(['INR', 'USD', 'EUR', 'GBP']);
  });

  it('keeps the spec texts verbatim', () => {
    expect(INVALID_SALARY_TOAST).toBe("Invalid salary range format! Use format like '10000-20000'.");
    expect(JOB_CREATED).toBe('Job created successfully!');
    expect(JOB_CREATE_FAILED).toBe('Error occurred. Please try again.');
    expect(DEADLINE_PASSED).toBe('The application deadline has already passed');
  });
});

describe('create job: valid input', () => {
  it('accepts a complete job, trims text and splits the requirements', () => {
    const r = parse({ title: '  Frontend Engineer ', requirements: ' React ,TypeScript,, CSS , ', location: ' Mumbai ' });
    expect(r).toEqual({
      ok: true,
      value: { ...ok, requirements: ['React', 'TypeScript', 'CSS'] },
    });
  });

  it('accepts the requirements as a list, trimming and dropping empties, items kept whole', () => {
    const r = parse({ requirements: [' React ', '', 'Node, Express'] });
    expect(r.ok && r.value.requirements).toEqual(['React', 'Node, Express']);
  });

  it('defaults the currency to INR', () => {
    const r = parse({ salary: { range: '10000-20000' } });
    expect(r.ok && r.value.salary).toEqual({ range: '10000-20000', currency: 'INR' });
  });

  it.each(JOB_TYPES)('accepts job type %s', (job_type) => {
    expect(messageFor({ job_type })).toBeUndefined();
  });

  it.each(EXPERIENCE_LEVELS)('accepts experience %s', (yearOfExperience) => {
    expect(messageFor({ yearOfExperience })).toBeUndefined();
  });

  it.each(CURRENCIES)('accepts currency %s', (currency) => {
    expect(messageFor({ salary: { range: '1-2', currency } })).toBeUndefined();
  });

  it.each([
    [{ title: 'Dev' }],
    [{ title: 'x'.repeat(120) }],
    [{ companyName: 'X' }],
    [{ companyName: 'x'.repeat(120) }],
    [{ description: 'x'.repeat(15) }],
    [{ description: 'x'.repeat(5000) }],
    [{ requirements: 'C++' }],
    [{ requirements: 'a, b' }],
    [{ requirements: ['x'.repeat(200)] }],
    [{ requirements: Array.from({ length: 30 }, (_, i) => `skill ${i}`) }],
    [{ location: 'X' }],
    [{ location: 'x'.repeat(120) }],
    [{ application_deadline: '2028-02-29' }],
    [{ salary: { range: '10000-10000', currency: 'USD' } }],
    [{ salary: { range: '0-999999999999' } }],
    [{ applyLink: 'http://example.com' }],
    [{ applyLink: 'HTTPS://Example.com/apply?x=1#top' }],
    [{ contact_email: ' hr@example.co.in ' }],
    [{ contact_phone: '9876543210' }],
    [{ contact_phone: '+1 (555) 123-4567' }],
    [{ contact_phone: '+44 (0) 20 7946 0958 12' }],
  ])('accepts %j', (input) => {
    expect(messageFor(input)).toBeUndefined();
  });
});

describe('create job: the deadline as any ISO 8601 date or date-time', () => {
  it.each([
    ['2030-06-30', '2030-06-30'],
    ['2030-06-30T00:00:00.000Z', '2030-06-30'],
    ['2030-06-30T23:59:59Z', '2030-06-30'],
    ['2030-06-30T09:30+05:30', '2030-06-30'],
    ['2030-06-30T09:30:15.123456-0800', '2030-06-30'],
    ['  2030-06-30T12:00  ', '2030-06-30'],
  ])('%s is stored as the day written, %s', (deadline, day) => {
    const parsed = parse({ application_deadline: deadline });
    expect(parsed.ok && parsed.value.application_deadline).toBe(day);
  });
});

describe('create job: rules and messages', () => {
  it.each([
    [{ title: 'Hi' }, 'Enter the Title'],
    [{ title: '  Hi  ' }, 'Enter the Title'],
    [{ title: '' }, 'Enter the Title'],
    [{ title: 42 }, 'Enter the Title'],
    [{ title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
    [{ companyName: '' }, 'Enter Company Name'],
    [{ companyName: '   ' }, 'Enter Company Name'],
    [{ companyName: 'x'.repeat(121) }, 'Company name must be at most 120 characters'],
    [{ description: 'x'.repeat(14) }, 'Enter the discription'],
    [{ description: `  ${'x'.repeat(14)}  ` }, 'Enter the discription'],
    [{ description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters'],
    [{ requirements: '' }, 'Requirements are '],
    [{ requirements: 'ab' }, 'Requirements are '],
    [{ requirements: ' , , ,' }, 'Requirements are '],
    [{ requirements: [] }, 'Requirements are '],
    [{ requirements: ['a'] }, 'Requirements are '],
    [{ requirements: [1, 2, 3] }, 'Requirements are '],
    [{ requirements: 123 }, 'Requirements are '],
    [{ requirements: `Go, ${'x'.repeat(201)}` }, 'Each requirement must be at most 200 characters'],
    [{ requirements: Array.from({ length: 31 }, (_, i) => `skill ${i}`) }, 'Add at most 30 requirements'],
    [{ application_deadline: '' }, 'Enter a valid application deadline'],
    [{ application_deadline: '30/06/2030' }, 'Enter a valid application deadline'],
    [{ application_deadline: '2030-6-30' }, 'Enter a valid application deadline'],
    [{ application_deadline: '2030-02-30' }, 'Enter a valid application deadline'],
    [{ application_deadline: '2029-02-29' }, 'Enter a valid application deadline'],
    [{ application_deadline: '2030-13-01' }, 'Enter a valid application deadline'],
    [{ application_deadline: '2030-06-30T25:00:00Z' }, 'Enter a valid application deadline'],
    [{ application_deadline: '2030-06-30T10:00:00 junk' }, 'Enter a valid application deadline'],
    [{ application_deadline: '2030-06-30 10:00' }, 'Enter a valid application deadline'],
    [{ application_deadline: '2030-02-30T00:00:00Z' }, 'Enter a valid application deadline'],
    [{ application_deadline: 20300630 }, 'Enter a valid application deadline'],
    [{ location: '' }, 'Enter Location'],
    [{ location: '  ' }, 'Enter Location'],
    [{ location: 'x'.repeat(121) }, 'Location must be at most 120 characters'],
    [{ job_type: 'Temporary' }, 'Choose a job type'],
    [{ job_type: 'full-time' }, 'Choose a job type'],
    [{ job_type: '' }, 'Choose a job type'],
    [{ salary: { range: '10000', currency: 'INR' } }, 'Salary range must be in format: 10000-20000'],
    [{ salary: { range: '10k-20k', currency: 'INR' } }, 'Salary range must be in format: 10000-20000'],
    [{ salary: { range: '10000 - 20000', currency: 'INR' } }, 'Salary range must be in format: 10000-20000'],
    [{ salary: { range: '-10000-20000', currency: 'INR' } }, 'Salary range must be in format: 10000-20000'],
    [{ salary: { range: '', currency: 'INR' } }, 'Salary range must be in format: 10000-20000'],
    [{ salary: { currency: 'INR' } }, 'Salary range must be in format: 10000-20000'],
    [{ salary: '10000-20000' }, 'Salary range must be in format: 10000-20000'],
    [{ salary: { range: '20000-10000', currency: 'INR' } }, 'Minimum salary must not be more than the maximum'],
    [{ salary: { range: '1-1000000000000', currency: 'INR' } }, 'Salary amounts must be at most 12 digits'],
    [{ salary: { range: '10000-20000', currency: 'JPY' } }, 'Choose a salary currency'],
    [{ yearOfExperience: '6 year' }, 'Choose an experience level'],
    [{ yearOfExperience: '' }, 'Choose an experience level'],
    [{ applyLink: '' }, 'Enter valid Applylink'],
    [{ applyLink: 'careers.example.com' }, 'Enter valid Applylink'],
    [{ applyLink: 'javascript:alert(1)' }, 'Enter valid Applylink'],
    [{ applyLink: 'JavaScript://%0aalert(1)' }, 'Enter valid Applylink'],
    [{ applyLink: 'data:text/html,<script>alert(1)</script>' }, 'Enter valid Applylink'],
    [{ applyLink: 'ftp://example.com/file' }, 'Enter valid Applylink'],
    [{ applyLink: 'mailto:hr@example.com' }, 'Enter valid Applylink'],
    [{ applyLink: 'http://' }, 'Enter valid Applylink'],
    [{ applyLink: `https://example.com/${'x'.repeat(2048)}` }, 'Application link must be at most 2048 characters'],
    [{ contact_email: '' }, 'Invalid Email'],
    [{ contact_email: 'hr@' }, 'Invalid Email'],
    [{ contact_email: 'not an email' }, 'Invalid Email'],
    [{ contact_email: `${'a'.repeat(250)}@example.com` }, 'Invalid Email'],
    [{ contact_phone: '' }, 'Enter Phone No.'],
    [{ contact_phone: '987654321' }, 'Enter Phone No.'],
    [{ contact_phone: ' 98765 432 ' }, 'Enter Phone No.'],
    [{ contact_phone: '(+) - (+) - 12' }, 'Enter Phone No.'],
    [{ contact_phone: '98765-43210 ext 2' }, 'Phone number may contain only digits, spaces, +, - and ()'],
    [{ contact_phone: '98765.43210' }, 'Phone number may contain only digits, spaces, +, - and ()'],
    [{ contact_phone: '9'.repeat(26) }, 'Phone number must be at most 25 characters'],
  ])('%j → %s', (input, message) => {
    expect(messageFor(input)).toBe(message);
  });

  it.each([
    ['title', 'Enter the Title'],
    ['companyName', 'Enter Company Name'],
    ['description', 'Enter the discription'],
    ['requirements', 'Requirements are '],
    ['application_deadline', 'Enter a valid application deadline'],
    ['location', 'Enter Location'],
    ['job_type', 'Choose a job type'],
    ['salary', 'Salary range must be in format: 10000-20000'],
    ['yearOfExperience', 'Choose an experience level'],
    ['applyLink', 'Enter valid Applylink'],
    ['contact_email', 'Invalid Email'],
    ['contact_phone', 'Enter Phone No.'],
  ] as const)('a missing %s gets its own message', (field, message) => {
    const r = parseWith(CreateJobSchema, without(field));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues).toHaveLength(1);
      expect(r.issues[0]!.message).toBe(message);
      expect(r.issues[0]!.path.split('.')[0]).toBe(field);
    }
  });

  it('reports each bad field once, under its path', () => {
    const r = parseWith(CreateJobSchema, {
      ...ok,
      title: 'X',
      salary: { range: 'abc', currency: 'XYZ' },
      contact_phone: '123',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues).toEqual([
        { path: 'title', message: 'Enter the Title' },
        { path: 'salary.range', message: 'Salary range must be in format: 10000-20000' },
        { path: 'salary.currency', message: 'Choose a salary currency' },
        { path: 'contact_phone', message: 'Enter Phone No.' },
      ]);
    }
  });

  it('reports the same first message without abortPipeEarly (no check crashes on bad input)', () => {
    const result = v.safeParse(CreateJobSchema, {
      ...ok,
      salary: { range: 'abc' },
      applyLink: 'not a url',
      requirements: 7,
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => i.message)).toEqual(
      expect.arrayContaining(['Requirements are ', 'Salary range must be in format: 10000-20000', 'Enter valid Applylink']),
    );
  });

  it('drops unknown keys', () => {
    const r = parse({ status: 'inactive', postedBy: 'someone-else', _id: 'x' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(Object.keys(r.value).sort()).toEqual(Object.keys(ok).sort());
  });
});

describe('createJob sync args', () => {
  const id = '0b7f3c1e-5d2a-4f8b-9c3d-1e2f3a4b5c6d';

  it('is the REST body plus a client-made UUID', () => {
    const r = parseWith(CreateJobArgsSchema, { ...ok, id });
    expect(r).toEqual({ ok: true, value: { ...ok, id, requirements: ['React', 'TypeScript', 'CSS'] } });
  });

  it.each([[undefined], [''], ['not-a-uuid'], [42]])('refuses id %j', (bad) => {
    const r = parseWith(CreateJobArgsSchema, { ...ok, id: bad });
    expect(r.ok ? undefined : r.issues).toEqual([{ path: 'id', message: 'Invalid job id' }]);
  });

  it('applies every CreateJobSchema rule', () => {
    const r = parseWith(CreateJobArgsSchema, { ...ok, id, title: 'X' });
    expect(r.ok ? undefined : r.message).toBe('Enter the Title');
  });
});

describe('deadline not in the past', () => {
  it.each([
    ['2030-06-30', '2030-06-29', true],
    ['2030-06-30', '2030-06-30', true],
    ['2030-06-30', '2030-07-01', false],
    ['2029-12-31', '2030-01-01', false],
    ['2031-01-01', '2030-12-31', true],
  ])('deadline %s, today %s → %s', (deadline, today, expected) => {
    expect(deadlineNotPast(deadline, today)).toBe(expected);
  });
});

describe('helpers', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-12-31', true],
    ['2024-00-10', false],
    ['2024-1-10', false],
    [' 2024-01-10', false],
  ])('isIsoDay(%j) → %s', (value, expected) => {
    expect(isIsoDay(value)).toBe(expected);
  });

  it.each([
    ['https://a.example', true],
    ['http://a.example/x', true],
    ['https:/a.example', false],
    ['javascript:alert(1)', false],
    ['https://', false],
    ['//a.example', false],
  ])('isWebLink(%j) → %s', (link, expected) => {
    expect(isWebLink(link)).toBe(expected);
  });

  it.each([
    ['10000-20000', [10000, 20000]],
    [' 10000 - 20000 ', [10000, 20000]],
    ['10000', undefined],
    ['a-b', undefined],
    ['', undefined],
  ])('parseSalaryRange(%j) → %j', (range, expected) => {
    expect(parseSalaryRange(range)).toEqual(expected);
  });

  it('splitRequirements does not change its input', () => {
    const list = Object.freeze([' a ', '', 'b']);
    expect(splitRequirements(list)).toEqual(['a', 'b']);
    expect(list).toEqual([' a ', '', 'b']);
  });
});

describe('types', () => {
  it('infers the output shapes', () => {
    expectTypeOf<CreateJob['requirements']>().toEqualTypeOf<string[]>();
    expectTypeOf<CreateJob['salary']['currency']>().toEqualTypeOf<'INR' | 'USD' | 'EUR' | 'GBP'>();
    expectTypeOf<CreateJob['job_type']>().toEqualTypeOf<Job['job_type']>();
    expectTypeOf<Job['postedBy']>().toEqualTypeOf<string | undefined>();
  });
});

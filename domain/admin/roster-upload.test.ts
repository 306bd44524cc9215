import { describe, expect, it } from 'vitest';
import {
  ROSTER_COLUMNS,
  cellText,
  classifyRows,
  duplicateSplitter,
  matchHeaders,
  missingColumnsMessage,
  normaliseHeader,
  splitDuplicates,
  validateRows,
  type RosterColumn,
  type SheetRow,
} from './roster-upload.ts';

const base: Record<RosterColumn, string> = {
  fullName: 'Ananya Iyer',
  rollNumber: '201803000042',
  email: 'ananya.iyer@students.example.edu',
  gender: 'Female',
  course: 'B.Tech',
  branch: 'Computer Science',
  cgpa: '8.75',
  batch: '2018-2022',
};
let serial = 0;
/** A valid row with its own roll number and e-mail, changed where the test says. */
const row = (n: number, over: Partial<Record<RosterColumn, string>> = {}): SheetRow => {
  serial += 1;
  return {
    row: n,
    values: { ...base, rollNumber: String(201803000100 + serial), email: `student${serial}@students.example.edu`, ...over },
  };
};
const noRoster = { emails: new Set<string>(), rollNumbers: new Set<string>() };

describe('header matching', () => {
  it('ignores case and white space, and other columns', () => {
    const { columns, missing } = matchHeaders(['Full Name', ' ROLL  number', 'E mail', 'email', 'Gender', 'course', 'Branch', 'CGPA', 'Batch ', 'Notes']);
    expect(missing).toEqual([]);
    expect(Object.fromEntries(columns)).toEqual({
      fullName: 0,
      rollNumber: 1,
      email: 2, // 'E mail' is email without its space
      gender: 4,
      course: 5,
      branch: 6,
      cgpa: 7,
      batch: 8,
    });
    expect(normaliseHeader(' Roll\tNumber ')).toBe('rollnumber');
  });

  it('takes the first of two equal headers and names what is missing', () => {
    const { columns, missing } = matchHeaders(['email', 'Email', 'fullName']);
    expect(columns.get('email')).toBe(0);
    expect(missing).toEqual(['rollNumber', 'gender', 'course', 'branch', 'cgpa', 'batch']);
    expect(missingColumnsMessage(['cgpa'])).toBe(
      'The first sheet is missing the column cgpa. Its first row must name the columns fullName, rollNumber, email, gender, course, branch, cgpa, batch.',
    );
  });
});

describe('cell text', () => {
  it('keeps every digit of a number and never shows an exponent', () => {
    expect(cellText(201803000042)).toBe('201803000042');
    expect(cellText(999999999999999)).toBe('999999999999999');
    // A float beyond 2^53 shows the digits it really holds: 19 of them, refused by the 15-digit rule.
    // eslint-disable-next-line no-loss-of-precision -- the imprecise float is the input under test
    expect(cellText(1234567890123456789)).toBe('1234567890123456768');
    expect(cellText(1e21)).toBe('1000000000000000000000');
    expect(cellText(8.5)).toBe('8.5');
    expect(cellText('  text ')).toBe('text');
    expect(cellText(undefined)).toBe('');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(new Date(Date.UTC(2024, 4, 1)))).toBe('2024-05-01');
  });
});

describe('row classifier', () => {
  it('sorts crafted rows into valid, duplicate and error, in row order with the form messages', () => {
    const valid = row(2);
    const sameRoll = row(3, { rollNumber: valid.values.rollNumber });
    const sameEmailOtherCase = row(4, { email: valid.values.email.toUpperCase() });
    const inRosterRoll = row(5, { rollNumber: '201900000001' });
    const inRosterEmail = row(6, { email: 'Known@Students.Example.edu' });
    const rows = [
      valid,
      sameRoll,
      sameEmailOtherCase,
      inRosterRoll,
      inRosterEmail,
      row(7, { fullName: '' }),
      row(8, { fullName: 'R2 D2' }),
      row(9, { email: 'not-an-email' }),
      row(10, { rollNumber: '12345' }),
      row(11, { rollNumber: '20180300004X' }),
      row(12, { rollNumber: '1234567890123456768' }),
      row(13, { gender: '' }),
      row(14, { gender: 'M' }),
      row(15, { batch: '2018/2022' }),
      row(16, { branch: 'C' }),
      row(17, { course: '' }),
      row(18, { cgpa: '11' }),
      row(19, { cgpa: '' }),
      { row: 20, values: Object.fromEntries(ROSTER_COLUMNS.map((c) => [c, ''])) as Record<RosterColumn, string> },
      row(21, { gender: 'other', rollNumber: '{"$numberLong":"201803999999"}' }),
    ];
    const roster = { emails: new Set(['known@students.example.edu']), rollNumbers: new Set(['201900000001']) };
    const result = classifyRows(rows, roster);

    expect(result.valid.map((c) => c.row)).toEqual([2, 21]);
    expect(result.valid[1]!.record).toMatchObject({ gender: 'Other', rollNumber: '201803999999' });
    expect(result.duplicates.map((d) => [d.row, d.reason])).toEqual([
      [3, 'Roll number repeats row 2'],
      [4, 'Email repeats row 2'],
      [5, 'Roll number already in the roster'],
      [6, 'Email already in the roster'],
    ]);
    expect(result.duplicates[0]).toMatchObject({ fullName: 'Ananya Iyer', rollNumber: Number(valid.values.rollNumber), cgpa: 8.75 });
    expect(result.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [7, 'fullName', 'Name is required'],
      [8, 'fullName', 'Name must contain only letters and spaces'],
      [9, 'email', 'Invalid email address'],
      [10, 'rollNumber', 'Roll number is required'],
      [11, 'rollNumber', 'Roll number must contain only digits'],
      [12, 'rollNumber', 'Roll number must be at most 15 digits'],
      [13, 'gender', 'Gender is required'],
      [14, 'gender', 'Gender not selected'],
      [15, 'batch', 'Batch must be in format YYYY-YYYY (e.g. 2020-2024)'],
      [16, 'branch', 'Branch is required'],
      [17, 'course', 'Course is required'],
      [18, 'cgpa', 'CGPA must be between 0 and 10, with up to 2 decimal places'],
      [19, 'cgpa', 'CGPA must be between 0 and 10, with up to 2 decimal places'],
    ]);
    // Error rows keep the text as read, so the admin sees what to fix.
    expect(result.errors[2]).toMatchObject({ row: 9, email: 'not-an-email', fullName: 'Ananya Iyer' });
  });

  it('does not count a refused row as taking its roll number', () => {
    const bad = row(2, { cgpa: '12' });
    const good = row(3, { rollNumber: bad.values.rollNumber, email: bad.values.email });
    const result = classifyRows([bad, good], noRoster);
    expect(result.valid.map((c) => c.row)).toEqual([3]);
    expect(result.errors.map((e) => e.row)).toEqual([2]);
  });

  it('treats roll numbers with leading zeros as the number the roster stores', () => {
    const result = classifyRows([row(2, { rollNumber: '0201900000001' })], { emails: new Set(), rollNumbers: new Set(['201900000001']) });
    expect(result.duplicates.map((d) => d.reason)).toEqual(['Roll number already in the roster']);
  });

  it('splits chunk by chunk as in one go: a row repeats an earlier chunk', () => {
    const first = row(2);
    const rows = [first, row(3), row(4, { rollNumber: first.values.rollNumber }), row(5, { email: first.values.email.toUpperCase() }), row(6)];
    const roster = { emails: new Set<string>(), rollNumbers: new Set([rows[4]!.values.rollNumber]) };
    const { candidates } = validateRows(rows);
    const split = duplicateSplitter(roster);
    const chunks = [split(candidates.slice(0, 2)), split(candidates.slice(2, 4)), split(candidates.slice(4))];
    const whole = splitDuplicates(candidates, roster);
    expect(chunks.flatMap((c) => c.valid)).toEqual(whole.valid);
    expect(chunks.flatMap((c) => c.duplicates)).toEqual(whole.duplicates);
    expect(whole.duplicates.map((d) => [d.row, d.reason])).toEqual([
      [4, 'Roll number repeats row 2'],
      [5, 'Email repeats row 2'],
      [6, 'Roll number already in the roster'],
    ]);
  });
});

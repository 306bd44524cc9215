import { describe, expect, it } from 'vitest';
import { parseWith } from '../validation.ts';
import { StudentInputSchema, unwrapLongNumber } from './student.ts';

const ok = {
  fullName: 'Ananya Iyer',
  email: 'ananya.iyer@students.example.edu',
  rollNumber: '201803000042',
  gender: 'Female',
  batch: '2018-2022',
  branch: 'Computer Science',
  course: 'B.Tech',
  cgpa: '8.75',
};
const parse = (over: Record<string, unknown>) => parseWith(StudentInputSchema, { ...ok, ...over });
const messageFor = (over: Record<string, unknown>) => {
  const r = parse(over);
  return r.ok ? undefined : r.message;
};

describe('add-student rules (spec section 5, Add student form)', () => {
  it('accepts a valid record, trimmed, with the roll number as digits and the CGPA as a number', () => {
    expect(parse({ fullName: '  Ananya Iyer ', email: ' ananya.iyer@students.example.edu ', batch: ' 2018-2022 ' })).toEqual({
      ok: true,
      value: { ...ok, cgpa: 8.75 },
    });
  });

  it.each([
    // fullName: trimmed, at least 2, letters and spaces only (any script: ADR 0004)
    [{ fullName: '' }, 'Name is required'],
    [{ fullName: ' A ' }, 'Name is required'],
    [{ fullName: undefined }, 'Name is required'],
    [{ fullName: 'R2-D2' }, 'Name must contain only letters and spaces'],
    [{ fullName: 'Ana <b>' }, 'Name must contain only letters and spaces'],
    // email: trimmed, valid
    [{ email: '' }, 'Invalid email address'],
    [{ email: 'ananya@' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must be a valid format'],
    // rollNumber: at least 10 characters, digits only, at most 15 (ADR 0007)
    [{ rollNumber: '' }, 'Roll number is required'],
    [{ rollNumber: '123456789' }, 'Roll number is required'],
    [{ rollNumber: '20180300004A' }, 'Roll number must contain only digits'],
    [{ rollNumber: '2018-0300-0042' }, 'Roll number must contain only digits'],
    [{ rollNumber: '1234567890123456' }, 'Roll number must be at most 15 digits'],
    [{ rollNumber: 12.5 }, 'Roll number is required'],
    // gender: one of Male, Female, Other
    [{ gender: '' }, 'Gender is required'],
    [{ gender: 'Unknown' }, 'Gender not selected'],
    // batch: YYYY-YYYY
    [{ batch: '2018' }, 'Batch must be in format YYYY-YYYY (e.g. 2020-2024)'],
    [{ batch: '2018-22' }, 'Batch must be in format YYYY-YYYY (e.g. 2020-2024)'],
    [{ batch: '2022-2018' }, 'The batch must end after it starts'],
    // branch and course: at least 2
    [{ branch: 'C' }, 'Branch is required'],
    [{ branch: '' }, 'Branch is required'],
    [{ course: ' ' }, 'Course is required'],
    // cgpa: 0 to 10, up to 2 decimals
    [{ cgpa: '' }, 'CGPA must be between 0 and 10, with up to 2 decimal places'],
    [{ cgpa: '10.5' }, 'CGPA must be between 0 and 10, with up to 2 decimal places'],
    [{ cgpa: '8.755' }, 'CGPA must be between 0 and 10, with up to 2 decimal places'],
    [{ cgpa: '-1' }, 'CGPA must be between 0 and 10, with up to 2 decimal places'],
    [{ cgpa: 'eight' }, 'CGPA must be between 0 and 10, with up to 2 decimal places'],
  ])('%j → %s', (over, message) => {
    expect(messageFor(over)).toBe(message);
  });

  it('accepts the CGPA bounds and a number', () => {
    expect(parse({ cgpa: '0' })).toMatchObject({ ok: true, value: { cgpa: 0 } });
    expect(parse({ cgpa: 10 })).toMatchObject({ ok: true, value: { cgpa: 10 } });
    expect(parse({ cgpa: '9.5' })).toMatchObject({ ok: true, value: { cgpa: 9.5 } });
  });

  it('reads a roll number as text, as a number, or wrapped as a long number, without a float', () => {
    expect(parse({ rollNumber: 201803000042 })).toMatchObject({ ok: true, value: { rollNumber: '201803000042' } });
    expect(parse({ rollNumber: { $numberLong: '999999999999999' } })).toMatchObject({
      ok: true,
      value: { rollNumber: '999999999999999' },
    });
    expect(parse({ rollNumber: '{"$numberLong": "201803000042"}' })).toMatchObject({ ok: true, value: { rollNumber: '201803000042' } });
    expect(parse({ rollNumber: 201803000042n as unknown })).toMatchObject({ ok: true, value: { rollNumber: '201803000042' } });
    // 2^53 + 1 can't be a JSON number without rounding; wrapped, its digits survive and the 15-digit rule speaks.
    expect(messageFor({ rollNumber: { $numberLong: '9007199254740993' } })).toBe('Roll number must be at most 15 digits');
    expect(messageFor({ rollNumber: { $numberLong: 42 } })).toBe('Roll number is required');
    expect(messageFor({ rollNumber: { value: '201803000042' } })).toBe('Roll number is required');
  });

  it('unwraps only the long-number shape', () => {
    expect(unwrapLongNumber({ $numberLong: '12' })).toBe('12');
    expect(unwrapLongNumber(' {"$numberLong":"12"} ')).toBe('12');
    expect(unwrapLongNumber('12')).toBe('12');
    expect(unwrapLongNumber(null)).toBe(null);
  });
});

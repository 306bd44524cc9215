import { describe, expect, it } from 'vitest';
import { INVALID_DATE, answerDate, commentDate, questionDate, relativeDate } from './query-dates.ts';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('calendar date formats', () => {
  const iso = '2026-03-05T10:00:00.000Z';

  it("question: 'dd MMM, yyyy'", () => {
    expect(questionDate(iso, 'UTC')).toBe('05 Mar, 2026');
  });

  it("answer: 'MMM dd, yyyy'", () => {
    expect(answerDate(iso, 'UTC')).toBe('Mar 05, 2026');
  });

  it("comment: 'dd MMM, yyyy'", () => {
    expect(commentDate(iso, 'UTC')).toBe('05 Mar, 2026');
  });

  it.each(MONTH_NAMES.map((name, i) => [name, i] as const))('month %s', (name, i) => {
    const date = new Date(Date.UTC(2026, i, 15, 12));
    expect(questionDate(date, 'UTC')).toBe(`15 ${name}, 2026`);
    expect(answerDate(date, 'UTC')).toBe(`${name} 15, 2026`);
    expect(commentDate(date, 'UTC')).toBe(`15 ${name}, 2026`);
  });

  it("September is 'Sep', never 'Sept'", () => {
    expect(questionDate('2026-09-09T00:00:00Z', 'UTC')).toBe('09 Sep, 2026');
    expect(answerDate('2026-09-09T00:00:00Z', 'Asia/Kolkata')).toBe('Sep 09, 2026');
  });

  it.each([
    ['2026-03-01T00:00:00Z', '01 Mar, 2026', 'Mar 01, 2026'], // first day, padded
    ['2026-03-09T00:00:00Z', '09 Mar, 2026', 'Mar 09, 2026'], // last padded day
    ['2026-03-10T00:00:00Z', '10 Mar, 2026', 'Mar 10, 2026'], // first two-digit day
    ['2026-03-31T23:59:59.999Z', '31 Mar, 2026', 'Mar 31, 2026'], // last instant of a month
    ['2024-02-29T12:00:00Z', '29 Feb, 2024', 'Feb 29, 2024'], // leap day
    ['2025-12-31T23:59:59.999Z', '31 Dec, 2025', 'Dec 31, 2025'], // last instant of a year
    ['2026-01-01T00:00:00.000Z', '01 Jan, 2026', 'Jan 01, 2026'], // first instant of a year
    ['0999-06-01T00:00:00Z', '01 Jun, 0999', 'Jun 01, 0999'], // the year is padded to 4 digits
    ['+010000-06-01T00:00:00Z', '01 Jun, 10000', 'Jun 01, 10000'], // and never cut
  ])('%s → %s / %s (UTC)', (iso, dayFirst, monthFirst) => {
    expect(questionDate(iso, 'UTC')).toBe(dayFirst);
    expect(commentDate(iso, 'UTC')).toBe(dayFirst);
    expect(answerDate(iso, 'UTC')).toBe(monthFirst);
  });

  it('reads a Date as well as a string, and offsets in the string', () => {
    expect(questionDate(new Date('2026-03-05T10:00:00Z'), 'UTC')).toBe('05 Mar, 2026');
    // 00:30 in Kolkata on the 5th is 19:00 UTC on the 4th
    expect(questionDate('2026-03-05T00:30:00+05:30', 'UTC')).toBe('04 Mar, 2026');
    expect(questionDate('2026-03-05T00:30:00+05:30', 'Asia/Kolkata')).toBe('05 Mar, 2026');
  });
});

describe('the time zone decides the calendar day', () => {
  // Kolkata is UTC+05:30: from 18:30 UTC it is already the next day there.
  it.each([
    ['2026-03-04T18:29:59.999Z', '04 Mar, 2026', '04 Mar, 2026'],
    ['2026-03-04T18:30:00.000Z', '04 Mar, 2026', '05 Mar, 2026'],
    ['2026-03-04T23:59:00.000Z', '04 Mar, 2026', '05 Mar, 2026'],
    ['2026-03-05T00:00:00.000Z', '05 Mar, 2026', '05 Mar, 2026'],
    ['2025-12-31T20:00:00.000Z', '31 Dec, 2025', '01 Jan, 2026'], // even the year changes
  ])('%s → UTC %s, Kolkata %s', (iso, utc, kolkata) => {
    expect(questionDate(iso, 'UTC')).toBe(utc);
    expect(commentDate(iso, 'UTC')).toBe(utc);
    expect(questionDate(iso, 'Asia/Kolkata')).toBe(kolkata);
    expect(commentDate(iso, 'Asia/Kolkata')).toBe(kolkata);
  });

  it('answer dates follow the zone too', () => {
    expect(answerDate('2026-03-04T23:59:00Z', 'UTC')).toBe('Mar 04, 2026');
    expect(answerDate('2026-03-04T23:59:00Z', 'Asia/Kolkata')).toBe('Mar 05, 2026');
  });

  it("without a zone, the runtime's local zone is used", () => {
    const iso = '2026-03-04T23:59:00Z';
    const local = new Date(iso);
    const expected = `${String(local.getDate()).padStart(2, '0')} ${MONTH_NAMES[local.getMonth()]}, ${local.getFullYear()}`;
    expect(questionDate(iso)).toBe(expected);
    expect(commentDate(iso)).toBe(expected);
    expect(answerDate(iso)).toBe(`${MONTH_NAMES[local.getMonth()]} ${String(local.getDate()).padStart(2, '0')}, ${local.getFullYear()}`);
  });

  it('an unknown zone name is a programming error: RangeError, even for an unreadable date', () => {
    for (const format of [questionDate, answerDate, commentDate]) {
      expect(() => format('2026-03-05T00:00:00Z', 'Mars/Olympus_Mons')).toThrow(RangeError);
      expect(() => format('not a date', 'Mars/Olympus_Mons')).toThrow(RangeError);
    }
  });
});

describe('unreadable dates', () => {
  it.each([['not a date'], [''], ['   '], ['2026-13-01T00:00:00Z'], ['2026-03-05T25:00:00Z'], [new Date(Number.NaN)], [null], [undefined]])(
    '%j → Invalid date',
    (value) => {
      expect(questionDate(value, 'UTC')).toBe(INVALID_DATE);
      expect(answerDate(value, 'UTC')).toBe(INVALID_DATE);
      expect(commentDate(value, 'UTC')).toBe(INVALID_DATE);
      expect(questionDate(value)).toBe(INVALID_DATE);
      expect(relativeDate(value, new Date('2026-03-05T00:00:00Z'))).toBe(INVALID_DATE);
    },
  );

  it("says 'Invalid date'", () => {
    expect(INVALID_DATE).toBe('Invalid date');
  });
});

describe('relative dates on list cards', () => {
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const now = new Date('2026-03-05T12:00:00.000Z');
  const before = (ms: number) => new Date(now.getTime() - ms);

  it.each([
    ['0 ms', 'just now', 0],
    ['59.999 s', 'just now', MINUTE - 1],
    ['1 minute', '1 minute ago', MINUTE],
    ['1 min 59 s', '1 minute ago', 2 * MINUTE - 1],
    ['2 minutes', '2 minutes ago', 2 * MINUTE],
    ['59 min 59.999 s', '59 minutes ago', HOUR - 1],
    ['1 hour', '1 hour ago', HOUR],
    ['1 h 59 min', '1 hour ago', 2 * HOUR - 1],
    ['2 hours', '2 hours ago', 2 * HOUR],
    ['23 h 59 min 59.999 s', '23 hours ago', DAY - 1],
    ['1 day', '1 day ago', DAY],
    ['1 day 23 h', '1 day ago', 2 * DAY - 1],
    ['2 days', '2 days ago', 2 * DAY],
    ['29 days', '29 days ago', 29 * DAY],
    ['30 days - 1 ms', '29 days ago', 30 * DAY - 1],
    ['30 days', '1 month ago', 30 * DAY],
    ['59 days', '1 month ago', 59 * DAY],
    ['60 days', '2 months ago', 60 * DAY],
    ['359 days', '11 months ago', 359 * DAY],
    ['360 days', '12 months ago', 360 * DAY],
    ['365 days - 1 ms', '12 months ago', 365 * DAY - 1],
    ['365 days', '1 year ago', 365 * DAY],
    ['730 days - 1 ms', '1 year ago', 730 * DAY - 1],
    ['730 days', '2 years ago', 730 * DAY],
    ['10 years', '10 years ago', 3650 * DAY],
  ])('%s → %s', (_label, expected, ms) => {
    expect(relativeDate(before(ms), now)).toBe(expected);
  });

  it.each([
    ['1 ms', 1],
    ['1 hour', HOUR],
    ['1 year', 365 * DAY],
  ])('a date %s in the future (clock skew) → just now', (_label, ms) => {
    expect(relativeDate(new Date(now.getTime() + ms), now)).toBe('just now');
  });

  it('reads ISO strings with offsets', () => {
    expect(relativeDate('2026-03-05T11:00:00.000Z', now)).toBe('1 hour ago');
    // 15:30 in Kolkata is 10:00 UTC
    expect(relativeDate('2026-03-05T15:30:00+05:30', now)).toBe('2 hours ago');
  });

  it('an unreadable now → Invalid date', () => {
    expect(relativeDate('2026-03-05T11:00:00.000Z', new Date(Number.NaN))).toBe(INVALID_DATE);
  });

  it('does not depend on the time zone: crossing midnight in Kolkata (18:30 UTC) does not make 2 hours a day', () => {
    expect(relativeDate('2026-03-04T17:30:00Z', new Date('2026-03-04T19:30:00Z'))).toBe('2 hours ago');
  });
});

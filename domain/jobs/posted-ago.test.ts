import { describe, expect, it } from 'vitest';
import { postedAgo } from './posted-ago.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = new Date('2025-06-15T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('posted-ago wording', () => {
  it.each([
    ['0 min', 'today', 0],
    ['59 min', 'today', 59 * MINUTE],
    ['1 hour - 1 ms', 'today', HOUR - 1],
    ['1 hour', '1 hour ago', HOUR],
    ['5 hours', '5 hours ago', 5 * HOUR],
    ['23 h 59', '23 hours ago', 23 * HOUR + 59 * MINUTE],
    ['1 day', '1 day ago', DAY],
    ['1 day 23 h', '1 day ago', DAY + 23 * HOUR],
    ['2 days', '2 days ago', 2 * DAY],
    ['6 days', '6 days ago', 6 * DAY],
    ['7 days', '7 days ago', 7 * DAY],
    ['7 days + 1 ms', '1 week ago', 7 * DAY + 1],
    ['13 days', '1 week ago', 13 * DAY],
    ['14 days', '2 weeks ago', 14 * DAY],
    ['21 days', '3 weeks ago', 21 * DAY],
    ['30 days', '4 weeks ago', 30 * DAY],
    ['30 days + 1 ms', '1 month ago', 30 * DAY + 1],
    ['31 days', '1 month ago', 31 * DAY],
    ['59 days', '1 month ago', 59 * DAY],
    ['60 days', '2 months ago', 60 * DAY],
    ['330 days', '11 months ago', 330 * DAY],
    ['365 days', '12 months ago', 365 * DAY],
    ['365 days + 1 ms', '1 year ago', 365 * DAY + 1],
    ['366 days', '1 year ago', 366 * DAY],
    ['2 years', '2 years ago', 2 * 365 * DAY],
    ['3 years', '3 years ago', 3 * 365 * DAY + DAY],
  ])('%s → %s', (_label, expected, ms) => {
    expect(postedAgo(before(ms), now)).toBe(expected);
  });

  it.each([
    ['1 ms', 1],
    ['1 hour', HOUR],
    ['1 year', 365 * DAY],
  ])('a date %s in the future (clock skew) → today', (_label, ms) => {
    expect(postedAgo(new Date(now.getTime() + ms), now)).toBe('today');
  });

  it('reads an ISO string as well as a Date', () => {
    expect(postedAgo('2025-06-14T12:00:00.000Z', now)).toBe('1 day ago');
    expect(postedAgo('2025-06-15T09:30:00+05:30', now)).toBe('8 hours ago');
  });

  it.each([['not a date'], ['']])('an unreadable date %j → Invalid date', (value) => {
    expect(postedAgo(value, now)).toBe('Invalid date');
    expect(postedAgo(new Date(Number.NaN), now)).toBe('Invalid date');
  });
});

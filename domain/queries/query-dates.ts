/**
 * The Query Portal's dates (spec 2): question 'dd MMM, yyyy', answer 'MMM dd, yyyy', comment
 * 'dd MMM, yyyy', and relative dates on the list cards. An unreadable date shows 'Invalid date'.
 *
 * Calendar dates are those of a time zone: the member's own (the runtime's local zone) when
 * `timeZone` is omitted, or the IANA zone given (tests pass 'UTC' or 'Asia/Kolkata'). An unknown
 * zone name is a programming error and throws a RangeError, whatever the date.
 *
 * Month names are a fixed English list ('Jan' … 'Dec', 'Sep' not 'Sept'); Intl supplies only the
 * numeric year, month and day in the zone, so the text does not depend on the ICU data's locale names.
 */

export const INVALID_DATE = 'Invalid date';

/** An ISO 8601 string (or anything `Date` reads), a Date, or nothing. */
export type DateInput = string | Date | null | undefined;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for numeric year/month/day in a named zone, cached per zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const make = () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
  let f = formatters.get(timeZone);
  if (!f) {
    f = make();
    formatters.set(timeZone, f);
  }
  return f;
}

/** The instant, or undefined when missing or unreadable. */
function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

type DayParts = { day: string; month: string; year: string };

/** Day (2 digits), month name and year (at least 4 digits) of `value` in `timeZone`; undefined when unreadable. */
function dayParts(value: DateInput, timeZone: string | undefined): DayParts | undefined {
  const formatter = timeZone === undefined ? undefined : formatterFor(timeZone); // first: a bad zone throws even for a bad date
  const date = toDate(value);
  if (!date) return undefined;
  // The local zone is the Date's own (no Intl: a page's first formatter costs ~60 ms on a slow phone).
  const parts = formatter?.formatToParts(date);
  const num = (type: Intl.DateTimeFormatPartTypes) => Number(parts?.find((p) => p.type === type)?.value);
  const [day, monthNumber, year] = parts ? [num('day'), num('month'), num('year')] : [date.getDate(), date.getMonth() + 1, date.getFullYear()];
  const month = MONTHS[monthNumber - 1];
  if (!month || !Number.isInteger(day) || !Number.isInteger(year)) return undefined;
  return { day: String(day).padStart(2, '0'), month, year: String(year).padStart(4, '0') };
}

/** 'dd MMM, yyyy' (e.g. '05 Mar, 2026'), or 'Invalid date'. */
const dayMonthYear = (value: DateInput, timeZone?: string) => {
  const p = dayParts(value, timeZone);
  return p ? `${p.day} ${p.month}, ${p.year}` : INVALID_DATE;
};

/** A question's date on its detail page: 'dd MMM, yyyy', e.g. '05 Mar, 2026'. */
export const questionDate = (value: DateInput, timeZone?: string): string => dayMonthYear(value, timeZone);

/** An answer's date: 'MMM dd, yyyy', e.g. 'Mar 05, 2026'. */
export function answerDate(value: DateInput, timeZone?: string): string {
  const p = dayParts(value, timeZone);
  return p ? `${p.month} ${p.day}, ${p.year}` : INVALID_DATE;
}

/** A comment's date: 'dd MMM, yyyy', e.g. '05 Mar, 2026'. */
export const commentDate = (value: DateInput, timeZone?: string): string => dayMonthYear(value, timeZone);

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * A list card's relative date: the time elapsed from `value` to `now`, counted in whole units
 * (rounded down), singular for 1. Each unit starts exactly at its lower bound, to the millisecond:
 *
 * - under 1 minute, or in the future (clock skew) → 'just now'
 * - 1 minute to under 1 hour → 'N minute(s) ago' (59 min 59 s → '59 minutes ago')
 * - 1 hour to under 24 hours → 'N hour(s) ago'
 * - 1 day to under 30 days → 'N day(s) ago' (29 days → '29 days ago')
 * - 30 days to under 365 days → 'N month(s) ago', a month being 30 days (30 days → '1 month ago';
 *   360 to 364 days → '12 months ago')
 * - 365 days and over → 'N year(s) ago', a year being 365 days
 *
 * Elapsed time does not depend on a time zone. An unreadable `value` or `now` gives 'Invalid date'.
 */
export function relativeDate(value: DateInput, now: Date): string {
  const date = toDate(value);
  const diff = date ? now.getTime() - date.getTime() : Number.NaN;
  if (Number.isNaN(diff)) return INVALID_DATE;
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return ago(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return ago(Math.floor(diff / HOUR), 'hour');
  if (diff < MONTH) return ago(Math.floor(diff / DAY), 'day');
  if (diff < YEAR) return ago(Math.floor(diff / MONTH), 'month');
  return ago(Math.floor(diff / YEAR), 'year');
}

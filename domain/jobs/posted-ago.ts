const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago a job was posted (spec 9): 'today', hours, days (up to 7 days), weeks (up to 30
 * days), months (up to 365 days), then years; singular for 1. "Up to" includes the limit, to the
 * millisecond, and each count is rounded down:
 *
 * - under 1 hour, or in the future (clock skew) → 'today'
 * - 1 hour to under 24 hours → 'N hour(s) ago'
 * - 24 hours to exactly 7 days → 'N day(s) ago' (7 days → '7 days ago')
 * - over 7 days to exactly 30 days → 'N week(s) ago' (7 days + 1 ms → '1 week ago'; 30 days → '4 weeks ago')
 * - over 30 days to exactly 365 days → 'N month(s) ago', a month being 30 days (31 days → '1 month ago';
 *   365 days → '12 months ago')
 * - over 365 days → 'N year(s) ago', a year being 365 days (366 days → '1 year ago')
 *
 * An unreadable date gives 'Invalid date', as the Query Portal's cards do.
 */
export function postedAgo(createdAt: Date | string, now: Date): string {
  const created = createdAt instanceof Date ? createdAt : new Date(createdAt);
  const diff = now.getTime() - created.getTime();
  if (Number.isNaN(diff)) return 'Invalid date';
  if (diff < HOUR) return 'today';
  if (diff < DAY) return ago(Math.floor(diff / HOUR), 'hour');
  if (diff <= WEEK) return ago(Math.floor(diff / DAY), 'day');
  if (diff <= MONTH) return ago(Math.floor(diff / WEEK), 'week');
  if (diff <= YEAR) return ago(Math.floor(diff / MONTH), 'month');
  return ago(Math.floor(diff / YEAR), 'year');
}

import { countText } from '#domain/count-text.ts';

// Short labels for a chart's axis and long ones for its table, in Indian English.

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

const utc = (day: string) => new Date(`${day.length === 7 ? `${day}-01` : day.slice(0, 10)}T00:00:00Z`);

/** '16 Nov' for a week's Monday. */
export const weekLabel = (week: string) => dayMonth.format(utc(week));
/** 'Week of 16 Nov 2026'. */
export const weekLongLabel = (week: string) => `Week of ${dayMonthYear.format(utc(week))}`;
/** 'Nov', with the year where it starts or turns: 'Jan 2026'. */
export const monthLabel = (month: string, index: number) =>
  index === 0 || month.endsWith('-01') ? monthYear.format(utc(month)) : monthName.format(utc(month));
/** 'Nov 2026'. */
export const monthLongLabel = (month: string) => monthYear.format(utc(month));
/** '20 Dec 2026' for an instant. */
export const dateLabel = (iso: string) => dayMonthYear.format(new Date(iso));
export const formatRupees = (n: number) => rupees.format(n);
export const formatCount = countText;
/** '42%' of a whole, or '–' when there is no whole. */
export const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–');
/** '3.5 h', or '–' when nothing was answered. */
export const hoursLabel = (h: number | null) => (h === null ? '–' : h >= 48 ? `${Math.round(h / 24)} days` : `${h} h`);

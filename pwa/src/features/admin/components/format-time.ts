// How the admin's moderation and audit screens show instants: the device's zone, Indian English.

const moment = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
// A suspension's last day is India's (the office's) day, whatever the admin's device says.
const officeDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** '3 Oct 2026, 10:30 am'. */
export const formatMoment = (iso: string) => moment.format(new Date(iso));

/** The last day of a suspension that ends at `until` (the start of the day after it). */
export const lastDay = (until: string) => officeDay.format(new Date(Date.parse(until) - 1));

/** Today in this device's zone as YYYY-MM-DD, for a date input's `min`. */
export function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

// Dates and times in the member's own time zone (the browser's unless a test passes one).

// One formatter per kind and time zone, made at first use: making one per call cost a list of
// event cards ~20 ms on a phone's start.
const formatters = new Map<string, Intl.DateTimeFormat>();
const cached = (kind: string, options: Intl.DateTimeFormatOptions) => (timeZone?: string) => {
  const key = `${kind} ${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone })));
  return format;
};
const dayFormat = cached('day', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = cached('time', { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
const shortTime = cached('short', { hour: '2-digit', minute: '2-digit' });

/** 'Sun, 20 Dec 2026' */
export const formatEventDay = (iso: string, timeZone?: string) => dayFormat(timeZone).format(new Date(iso));

/**
 * 'Sun, 20 Dec 2026, 18:30 – 21:00 GMT+5:30', or both days when it ends on another day.
 */
export function formatEventWhen(startsAt: string, endsAt: string, timeZone?: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const startDay = dayFormat(timeZone).format(start);
  const endDay = dayFormat(timeZone).format(end);
  if (startDay === endDay) return `${startDay}, ${shortTime(timeZone).format(start)} – ${timeFormat(timeZone).format(end)}`;
  return `${startDay}, ${shortTime(timeZone).format(start)} – ${endDay}, ${timeFormat(timeZone).format(end)}`;
}

/** A machine-readable <time dateTime>. */
export const isoOf = (iso: string) => new Date(iso).toISOString();

// A small RFC 5545 writer (docs/decisions/0092-event-screens.md): one VEVENT, UTC times, the
// event id as UID, text escaped and lines folded at 75 octets. The `ics` package would pull in yup.
// Events and mentoring sessions both write theirs with it.

/** What a calendar entry needs: an event's fields, which a mentoring session fills in too. */
export type IcsEvent = {
  _id: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  online: boolean;
  city: string;
  venue: string;
  joinUrl: string | null;
  status: 'scheduled' | 'cancelled';
};

/** 20261220T130000Z */
export const icsTime = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** Lines longer than 75 octets go on, after CRLF and a space, without splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function eventToIcs(event: IcsEvent, now = new Date()): string {
  const place = event.online ? 'Online' : [event.venue, event.city].filter(Boolean).join(', ');
  const description = [event.description, event.joinUrl ? `Join: ${event.joinUrl}` : ''].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Alumni Portal//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event._id}`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    `DTEND:${icsTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    description ? `DESCRIPTION:${escapeText(description)}` : '',
    place ? `LOCATION:${escapeText(place)}` : '',
    event.joinUrl ? `URL:${event.joinUrl}` : '',
    `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter(Boolean);
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name from the title: 'Delhi Reunion 2026' → 'delhi-reunion-2026.ics'. */
export const icsFileName = (title: string) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event'}.ics`;

import { describe, expect, it } from 'vitest';
import { escapeText, eventToIcs, foldLine, icsFileName, icsTime } from './ics.ts';

const event = {
  _id: '0b7c1a52-3f0e-4a8e-9a57-2f0d7f5a1c11',
  title: 'Reunion, 2016; batch',
  description: 'Line one\nLine two',
  startsAt: '2026-12-20T13:00:00.000Z',
  endsAt: '2026-12-20T16:30:00.000Z',
  online: false,
  city: 'Bengaluru',
  venue: 'Main Hall',
  joinUrl: null,
  status: 'scheduled' as const,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the .ics writer', () => {
  it('writes UTC times', () => expect(icsTime('2026-12-20T18:30:00+05:30')).toBe('20261220T130000Z'));

  it('escapes commas, semicolons, backslashes and newlines', () =>
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne'));

  it('folds lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('writes one event with its id as UID and CRLF line ends', () => {
    const ics = eventToIcs(event, new Date('2026-11-25T10:00:00Z'));
    expect(ics).toContain('\r\nUID:0b7c1a52-3f0e-4a8e-9a57-2f0d7f5a1c11\r\n');
    expect(ics).toContain('DTSTART:20261220T130000Z');
    expect(ics).toContain('DTEND:20261220T163000Z');
    expect(ics).toContain('SUMMARY:Reunion\\, 2016\\; batch');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two');
    expect(ics).toContain('LOCATION:Main Hall\\, Bengaluru');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('marks a cancelled event', () => expect(eventToIcs({ ...event, status: 'cancelled' })).toContain('STATUS:CANCELLED'));

  it('names the file after the title', () => expect(icsFileName('Delhi Reunion, 2026!')).toBe('delhi-reunion-2026.ics'));
});

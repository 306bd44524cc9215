import { describe, expect, it } from 'vitest';
import { agendaOf, checkEventForm, EMPTY_EVENT_FORM, isoToLocal, localToIso } from './event-form-values.ts';

describe('the admin event form', () => {
  it('turns a datetime-local value into an instant with this device’s offset, and back', () => {
    const iso = localToIso('2026-12-20T18:30');
    expect(iso).toMatch(/^2026-12-20T18:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date('2026-12-20T18:30').getTime());
    expect(isoToLocal(iso)).toBe('2026-12-20T18:30');
  });

  it('reads one agenda item a line', () =>
    expect(agendaOf('18:30 Welcome\n\n9:05 - Talk\nNo time')).toEqual([
      { time: '18:30', title: 'Welcome' },
      { time: '09:05', title: 'Talk' },
      { time: '', title: 'No time' },
    ]));

  it('says what is wrong with the schema’s words, the agenda’s under the agenda', () => {
    const result = checkEventForm({ ...EMPTY_EVENT_FORM, title: 'Reunion', agenda: 'Welcome' }, crypto.randomUUID());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.issues.map((i) => i.path);
    expect(paths).toContain('startsAt');
    expect(paths).toContain('agenda');
  });

  it('accepts a complete event', () => {
    const values = { ...EMPTY_EVENT_FORM, title: 'Pune Meetup', startsAt: '2026-12-20T18:30', endsAt: '2026-12-20T21:00', city: 'Pune', venue: 'Hall', capacity: '40', agenda: '18:30 Welcome' };
    const result = checkEventForm(values, crypto.randomUUID());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toMatchObject({ capacity: 40, online: false, agenda: [{ time: '18:30', title: 'Welcome' }] });
  });
});

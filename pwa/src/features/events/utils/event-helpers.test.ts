import { describe, expect, it } from 'vitest';
import { capacityLabel, citiesOf, matchesFilters, NO_FILTERS, splitByTime } from './event-filters.ts';
import { mapLinkOf, placeOf } from './event-place.ts';
import { formatEventWhen } from './event-time.ts';

const base = { startsAt: '2026-12-20T13:00:00Z', endsAt: '2026-12-20T16:00:00Z', city: 'Pune', online: false, kind: 'meetup' as const };

describe('event filters', () => {
  it('filters by city, online and reunions', () => {
    const online = { ...base, city: '', online: true };
    const reunion = { ...base, kind: 'reunion' as const };
    expect(matchesFilters(base, NO_FILTERS)).toBe(true);
    expect(matchesFilters(base, { ...NO_FILTERS, city: 'pune' })).toBe(true);
    expect(matchesFilters(base, { ...NO_FILTERS, city: 'Delhi' })).toBe(false);
    expect(matchesFilters(online, { ...NO_FILTERS, onlineOnly: true })).toBe(true);
    expect(matchesFilters(base, { ...NO_FILTERS, onlineOnly: true })).toBe(false);
    expect(matchesFilters(reunion, { ...NO_FILTERS, reunionsOnly: true })).toBe(true);
    expect(matchesFilters(base, { ...NO_FILTERS, reunionsOnly: true })).toBe(false);
  });

  it('splits upcoming (soonest first) from past (latest first); an event under way is upcoming', () => {
    const a = { ...base, startsAt: '2026-01-01T10:00:00Z', endsAt: '2026-01-01T12:00:00Z' };
    const b = { ...base, startsAt: '2026-02-01T10:00:00Z', endsAt: '2026-02-01T12:00:00Z' };
    const now = { ...base, startsAt: '2026-03-01T10:00:00Z', endsAt: '2026-03-01T12:00:00Z' };
    const c = { ...base, startsAt: '2026-04-01T10:00:00Z', endsAt: '2026-04-01T12:00:00Z' };
    const { upcoming, past } = splitByTime([c, a, now, b], Date.parse('2026-03-01T11:00:00Z'));
    expect(upcoming).toEqual([now, c]);
    expect(past).toEqual([b, a]);
  });

  it('lists cities once, sorted, without online events', () =>
    expect(citiesOf([base, { ...base, city: 'Delhi' }, base, { ...base, online: true, city: '' }])).toEqual(['Delhi', 'Pune']));

  it('says how many places are left', () => {
    expect(capacityLabel({ capacity: null, goingCount: 5 })).toBeNull();
    expect(capacityLabel({ capacity: 10, goingCount: 9 })).toBe('1 place left');
    expect(capacityLabel({ capacity: 10, goingCount: 10 })).toBe('Full — waitlist open');
  });
});

describe('event place and time', () => {
  it('links to the map given, else to an OpenStreetMap search; none online', () => {
    expect(mapLinkOf({ online: false, venue: 'Main Hall', city: 'Pune', mapUrl: 'https://maps.example/x' })).toBe('https://maps.example/x');
    expect(mapLinkOf({ online: false, venue: 'Main Hall', city: 'Pune', mapUrl: null })).toBe('https://www.openstreetmap.org/search?query=Main%20Hall%2C%20Pune');
    expect(mapLinkOf({ online: true, venue: '', city: '', mapUrl: null })).toBeNull();
    expect(placeOf({ online: true, venue: '', city: '', mapUrl: null })).toBe('Online');
  });

  it('shows times in the given zone', () => {
    expect(formatEventWhen(base.startsAt, base.endsAt, 'Asia/Kolkata')).toBe('Sun, 20 Dec 2026, 18:30 – 21:30 GMT+5:30');
    expect(formatEventWhen('2026-12-20T20:00:00Z', '2026-12-21T02:00:00Z', 'UTC')).toBe('Sun, 20 Dec 2026, 20:00 – Mon, 21 Dec 2026, 02:00 UTC');
  });
});

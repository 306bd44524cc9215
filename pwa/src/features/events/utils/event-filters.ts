import type { AlumniEvent } from '#domain/events/event.ts';
import { byName } from '#domain/compare-text.ts';

export type EventFilters = { city: string; onlineOnly: boolean; reunionsOnly: boolean };
export const NO_FILTERS: EventFilters = { city: '', onlineOnly: false, reunionsOnly: false };

type Listed = Pick<AlumniEvent, 'startsAt' | 'endsAt' | 'city' | 'online' | 'kind'>;

export function matchesFilters(event: Listed, filters: EventFilters): boolean {
  if (filters.onlineOnly && !event.online) return false;
  if (filters.city && (event.online || event.city.toLowerCase() !== filters.city.toLowerCase())) return false;
  if (filters.reunionsOnly && event.kind !== 'reunion') return false;
  return true;
}

/** Upcoming (not ended yet) soonest first; past most recent first. */
export function splitByTime<T extends Listed>(events: readonly T[], now: number): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((e) => Date.parse(e.endsAt) >= now).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = events.filter((e) => Date.parse(e.endsAt) < now).sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { upcoming, past };
}

/** The cities events take place in, for the filter, once each and sorted. */
export const citiesOf = (events: readonly Listed[]) =>
  [...new Set(events.filter((e) => !e.online && e.city).map((e) => e.city))].sort(byName);

/** 'Full — waitlist open', '12 places left', or null when there is no limit. */
export function capacityLabel(event: Pick<AlumniEvent, 'capacity' | 'goingCount'>): string | null {
  if (event.capacity === null) return null;
  const left = event.capacity - event.goingCount;
  if (left <= 0) return 'Full — waitlist open';
  return `${left} ${left === 1 ? 'place' : 'places'} left`;
}

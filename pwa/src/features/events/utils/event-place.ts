import type { AlumniEvent } from '#domain/events/event.ts';

type Place = Pick<AlumniEvent, 'online' | 'venue' | 'city' | 'mapUrl'>;

/** 'Online', or 'Venue, City'. */
export const placeOf = (event: Place) => (event.online ? 'Online' : [event.venue, event.city].filter(Boolean).join(', '));

/** The organiser's map link, else an OpenStreetMap search for the venue; none for an online event. */
export function mapLinkOf(event: Place): string | null {
  if (event.mapUrl) return event.mapUrl;
  if (event.online) return null;
  const query = [event.venue, event.city].filter(Boolean).join(', ');
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null;
}

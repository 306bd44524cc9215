import { useLiveQuery } from 'dexie-react-hooks';
import { hasPulled, localDb, type LocalEvent, type LocalEventGuest, type LocalRsvp } from '#pwa/sync/local-db.ts';
import { byName } from '#domain/compare-text.ts';

// Everything the event screens show comes from IndexedDB, kept fresh by the sync engine's pull:
// the list, an event, the member's own RSVP and ticket, and a host's guest list work offline.

export type EventsView = { pulled: boolean; events: LocalEvent[]; rsvps: Map<string, LocalRsvp> };

export function useLocalEvents(userId: string): EventsView | undefined {
  return useLiveQuery(async () => {
    const [events, rsvps, pulled] = await Promise.all([localDb.events.toArray(), localDb.rsvps.toArray(), hasPulled(userId)]);
    return { pulled, events, rsvps: new Map(rsvps.map((r) => [r.eventId, r])) };
  }, [userId]);
}

/** An event and the member's RSVP to it; `event` is null when this device does not have it. */
export type EventView = { pulled: boolean; event: LocalEvent | null; rsvp: LocalRsvp | null };

export function useLocalEvent(userId: string, eventId: string): EventView | undefined {
  return useLiveQuery(async () => {
    const [event, rsvp, pulled] = await Promise.all([
      localDb.events.get(eventId),
      localDb.rsvps.where('eventId').equals(eventId).first(),
      hasPulled(userId),
    ]);
    return { pulled, event: event ?? null, rsvp: rsvp ?? null };
  }, [userId, eventId]);
}

/** The ticket holders of an event this member hosts, by name. */
export function useEventGuests(eventId: string): LocalEventGuest[] | undefined {
  return useLiveQuery(
    async () => (await localDb.eventGuests.where('eventId').equals(eventId).toArray()).sort((a, b) => byName(a.fullName, b.fullName)),
    [eventId],
  );
}

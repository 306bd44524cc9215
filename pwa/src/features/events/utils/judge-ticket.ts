import { alreadyCheckedIn, EVENT_MESSAGES, type EventGuest } from '#domain/events/event.ts';
import { verifyTicket } from '#domain/events/ticket-token.ts';

export type Verdict =
  | { kind: 'admit'; guest: EventGuest; message: string }
  | { kind: 'duplicate'; guest: EventGuest; message: string }
  | { kind: 'refuse'; message: string };

/**
 * What the door says to a scanned code, with no connection: the signature is checked with the
 * event's public key, then the ticket is looked up in the guest list this device has synced. A
 * check-in made here and not yet synced already counts (the local row carries it).
 */
export async function judgeTicket(
  event: { _id: string; verificationKey: JsonWebKey },
  token: string,
  guestOf: (ticketId: string) => Promise<EventGuest | undefined>,
  timeZone?: string,
): Promise<Verdict> {
  const check = await verifyTicket(event.verificationKey, token, event._id);
  if (!check.ok) return { kind: 'refuse', message: check.reason === 'other_event' ? EVENT_MESSAGES.ticketOtherEvent : EVENT_MESSAGES.ticketForged };
  const guest = await guestOf(check.claims.ticketId);
  if (!guest || guest.eventId !== event._id || guest.userId !== check.claims.userId) return { kind: 'refuse', message: EVENT_MESSAGES.ticketUnknown };
  return judgeGuest(guest, timeZone);
}

/** A guest picked by hand, or found by their ticket. */
export const judgeGuest = (guest: EventGuest, timeZone?: string): Verdict =>
  guest.checkedInAt
    ? { kind: 'duplicate', guest, message: alreadyCheckedIn(guest.checkedInAt, timeZone) }
    : { kind: 'admit', guest, message: `Checked in: ${guest.fullName}` };

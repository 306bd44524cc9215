import type { EventGuest } from '#domain/events/event.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';

/**
 * A queued check-in: the guest shows as checked in on this device at once, and the server records
 * the earliest scan of a ticket whichever host's device sends it first. `token` is null when the
 * host picked the guest by hand.
 */
export function checkInTicket(hostId: string, guest: EventGuest, token: string | null, scannedAt = new Date().toISOString()) {
  return enqueue({
    userId: hostId,
    name: 'checkInTicket',
    args: { eventId: guest.eventId, ticketId: guest._id, token, scannedAt },
    writes: [{ table: 'eventGuests', key: guest._id, value: { ...guest, checkedInAt: scannedAt, checkedInBy: hostId } }],
    label: `Check-in: ${guest.fullName}`,
  });
}

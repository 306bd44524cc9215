import type { TransactionSql } from 'postgres';
import { signTicket } from '#domain/events/ticket-token.ts';
import type { MutatorContext } from '../sync/mutator.ts';
import { announcePlace } from './event-notices.ts';
import type { LockedEvent } from './event-rows.ts';

// Places and the waitlist of an event (docs/decisions/0091-event-tickets.md). Callers hold the
// event's row lock (lockEvent), so the count of members going cannot change under them.

export const goingCount = async (tx: TransactionSql, eventId: string) =>
  (await tx<{ n: number }[]>`select count(*)::int as n from event_rsvps where event_id = ${eventId} and status = 'going' and deleted_at is null`)[0]!.n;

export const hasPlace = async (tx: TransactionSql, event: Pick<LockedEvent, 'id' | 'capacity'>) =>
  event.capacity === null || (await goingCount(tx, event.id)) < event.capacity;

/** The member's ticket: the one they had before (a member who comes back keeps their QR code), or a new one. */
export const ticketFor = (event: LockedEvent, rsvpId: string, userId: string, previous: string | null) =>
  previous ?? signTicket(event.private_key, { eventId: event.id, ticketId: rsvpId, userId });

/**
 * Gives free places to the waitlist, first come first served, each with a ticket, a push and a
 * mail; in the transaction that freed them (a member leaving, a larger capacity).
 */
export async function fillPlaces(tx: TransactionSql, event: LockedEvent, ctx: MutatorContext) {
  if (event.status !== 'scheduled' || event.ends_at.getTime() < ctx.now.getTime()) return;
  const free = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - (await goingCount(tx, event.id));
  if (free <= 0) return;
  const next = await tx<{ id: string; user_id: string; ticket: string | null }[]>`
    select id, user_id, ticket from event_rsvps
    where event_id = ${event.id} and status = 'waitlisted' and deleted_at is null
    order by waitlist_order, id limit ${Math.min(free, 100_000)} for update`;
  for (const row of next) {
    const ticket = await ticketFor(event, row.id, row.user_id, row.ticket);
    await tx`update event_rsvps set status = 'going', waitlisted_at = null, waitlist_order = null, ticket = ${ticket}, responded_at = ${ctx.now} where id = ${row.id}`;
    await announcePlace(tx, ctx, event, row.user_id);
  }
}

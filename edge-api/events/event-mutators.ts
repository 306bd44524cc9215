import type { TransactionSql } from 'postgres';
import { EVENT_MESSAGES as M, type EventFields } from '#domain/events/event.ts';
import { rsvpIdOf } from '#domain/events/ticket-id.ts';
import { generateEventKeys, verifyTicket } from '#domain/events/ticket-token.ts';
import { ApiError } from '../http/api-error.ts';
import { serverMutator } from '../sync/mutator.ts';
import { auditCancelled, auditCreated, auditEdit, auditHosts, hostIdsOf } from './event-audit.ts';
import { announceCancelled, announceChanged } from './event-notices.ts';
import { fillPlaces, hasPlace, ticketFor } from './event-places.ts';
import { lockEvent, requireManager } from './event-rows.ts';
import { pgArray } from '../db/pg-array.ts';

// Events' writes (issue 16; docs/decisions/0091-event-tickets.md). The admin's go through REST;
// RSVPs and check-ins also come queued from devices that were offline, so each is safe to replay.
// The admin's writes leave an audit line when they change something (event-audit.ts).

const fieldValues = (tx: TransactionSql, f: EventFields) => ({
  title: f.title,
  description: f.description,
  agenda: tx.json(f.agenda),
  kind: f.kind,
  batch: f.batch,
  starts_at: new Date(f.startsAt),
  ends_at: new Date(f.endsAt),
  online: f.online,
  city: f.city,
  venue: f.venue,
  map_url: f.mapUrl,
  join_url: f.joinUrl,
  capacity: f.capacity,
});
const FIELD_COLUMNS = ['title', 'description', 'agenda', 'kind', 'batch', 'starts_at', 'ends_at', 'online', 'city', 'venue', 'map_url', 'join_url', 'capacity'] as const;

export const createEvent = serverMutator('createEvent', {
  roles: ['admin'],
  async run(tx, { id, ...fields }, ctx) {
    const { user, now } = ctx;
    const { privateJwk, publicJwk } = await generateEventKeys();
    const row = { id, ...fieldValues(tx, fields), private_key: tx.json(privateJwk as never), public_key: tx.json(publicJwk as never), created_by: user.id, created_at: now, updated_at: now };
    // A replay finds its event there already: nothing more to do.
    const { count } = await tx`insert into events ${tx(row)} on conflict (id) do nothing`;
    if (count) await auditCreated(tx, ctx, id);
  },
});

export const updateEvent = serverMutator('updateEvent', {
  roles: ['admin', 'member'],
  async run(tx, { id, ...fields }, ctx) {
    const event = await lockEvent(tx, id);
    await requireManager(tx, id, ctx.user);
    if (event.status === 'cancelled') throw new ApiError(409, M.isCancelled, 'cancelled');
    const values = fieldValues(tx, fields);
    const audited = await auditEdit(tx, ctx, id);
    await tx`update events set ${tx(values, ...FIELD_COLUMNS)}, updated_at = ${ctx.now} where id = ${id}`;
    await audited();
    // A larger capacity (or none) gives the new places to the waitlist; a smaller one takes no
    // place back from a member already going.
    const updated = { ...event, ...values, starts_at: values.starts_at, ends_at: values.ends_at };
    await fillPlaces(tx, updated, ctx);
    // A new time or place concerns everyone going (issue 29); a new description does not.
    const moved = (['starts_at', 'ends_at', 'online', 'city', 'venue'] as const).some((k) => String(event[k]) !== String(updated[k]));
    if (moved) {
      const going = await tx<{ user_id: string }[]>`select user_id from event_rsvps where event_id = ${id} and status = 'going' and deleted_at is null`;
      await announceChanged(tx, ctx, updated, going.map((r) => r.user_id), ctx.user.id);
    }
  },
});

export const cancelEvent = serverMutator('cancelEvent', {
  roles: ['admin'],
  async run(tx, { id }, ctx) {
    const event = await lockEvent(tx, id);
    if (event.status === 'cancelled') return; // cancelled already: the members were told then
    await tx`update events set status = 'cancelled', updated_at = ${ctx.now} where id = ${id}`;
    await auditCancelled(tx, ctx, id);
    const going = await tx<{ user_id: string }[]>`select user_id from event_rsvps where event_id = ${id} and status = 'going' and deleted_at is null`;
    await announceCancelled(tx, ctx, event, going.map((r) => r.user_id));
  },
});

export const setEventHosts = serverMutator('setEventHosts', {
  roles: ['admin'],
  async run(tx, { id, hostIds }, ctx) {
    const { now } = ctx;
    await lockEvent(tx, id);
    const before = await hostIdsOf(tx, id);
    const wanted = [...new Set(hostIds.map((h) => h.toLowerCase()))];
    const members = await tx<{ id: string }[]>`select id from users where id = any(${pgArray(wanted)}::uuid[]) and role = 'member'`;
    if (members.length !== wanted.length) throw new ApiError(400, M.notMember, 'not_member');
    await tx`update event_hosts set removed_at = ${now} where event_id = ${id} and removed_at is null and not (user_id = any(${pgArray(wanted)}::uuid[]))`;
    for (const userId of wanted) {
      await tx`insert into event_hosts (event_id, user_id) values (${id}, ${userId})
        on conflict (event_id, user_id) do update set removed_at = null where event_hosts.removed_at is not null`;
    }
    await auditHosts(tx, ctx, id, before);
  },
});

export const rsvpEvent = serverMutator('rsvpEvent', {
  roles: ['member'],
  async run(tx, { eventId, status }, ctx) {
    const { user, now } = ctx;
    const event = await lockEvent(tx, eventId);
    if (event.status === 'cancelled') throw new ApiError(409, M.isCancelled, 'cancelled');
    if (event.ends_at.getTime() < now.getTime()) throw new ApiError(409, M.ended, 'ended');
    const id = await rsvpIdOf(eventId, user.id);
    const [mine] = await tx<{ status: string; ticket: string | null }[]>`select status, ticket from event_rsvps where id = ${id}`;
    // Setting the same answer again changes nothing: a replay keeps a waitlist place.
    if (mine?.status === status || (status === 'going' && mine?.status === 'waitlisted')) return;
    let row: Record<string, unknown>;
    if (status === 'going' && (await hasPlace(tx, event))) {
      row = { status: 'going', waitlisted_at: null, waitlist_order: null, ticket: await ticketFor(event, id, user.id, mine?.ticket ?? null) };
    } else if (status === 'going') {
      // Full: the answer is applied as a place in the line, not refused (ADR 0091).
      const [line] = await tx<{ n: string }[]>`select nextval('event_waitlist_order')::text as n`;
      row = { status: 'waitlisted', waitlisted_at: now, waitlist_order: line!.n };
    } else row = { status, waitlisted_at: null, waitlist_order: null };
    await tx`
      insert into event_rsvps ${tx({ id, event_id: eventId, user_id: user.id, responded_at: now, ...row })}
      on conflict (id) do update set ${tx({ responded_at: now, ...row })}`;
    if (mine?.status === 'going') await fillPlaces(tx, event, ctx);
  },
});

/** How long before an event's start a scan may be dated (a desk opening early, a long queue). */
const CHECK_IN_OPENS_BEFORE_MS = 12 * 60 * 60 * 1000;

export const checkInTicket = serverMutator('checkInTicket', {
  roles: ['admin', 'member'],
  async run(tx, { eventId, ticketId, token, scannedAt }, { user, now }) {
    const event = await lockEvent(tx, eventId);
    await requireManager(tx, eventId, user);
    if (token !== null) {
      const check = await verifyTicket(event.public_key, token, eventId);
      if (!check.ok) throw new ApiError(403, check.reason === 'other_event' ? M.ticketOtherEvent : M.ticketForged, `ticket_${check.reason}`);
      if (check.claims.ticketId !== ticketId.toLowerCase()) throw new ApiError(403, M.ticketForged, 'ticket_forged');
    }
    const [ticket] = await tx<{ status: string }[]>`select status from event_rsvps where id = ${ticketId} and event_id = ${eventId} and ticket is not null`;
    if (!ticket) throw new ApiError(404, M.ticketUnknown, 'ticket_unknown');
    if (ticket.status !== 'going') throw new ApiError(409, M.ticketNotGoing, 'ticket_not_going');
    // The earliest scan wins, whichever device reaches the server first; a clock ahead of the
    // server's counts as now, one far behind (or a back-dated scan) as the doors opening. One row
    // per ticket: a second scan never makes a second attendance.
    const doorsOpen = new Date(event.starts_at).getTime() - CHECK_IN_OPENS_BEFORE_MS;
    const at = new Date(Math.max(doorsOpen, Math.min(Date.parse(scannedAt), now.getTime())));
    await tx`update event_rsvps set checked_in_at = ${at}, checked_in_by = ${user.id}
      where id = ${ticketId} and (checked_in_at is null or checked_in_at > ${at})`;
  },
});

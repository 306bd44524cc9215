import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES as M } from '#domain/events/event.ts';
import { rsvpIdOf } from '#domain/events/ticket-id.ts';
import { eventArgs, signedInMembers } from '../test/events.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';

// Issue 16 over the sync engine: what each member's pull carries, RSVPs and check-ins pushed from
// devices that were offline, and two hosts' devices checking in the same ticket.

const fx = useSyncFixture();
// The fixture's clock reads 09:00 UTC: the event is under way, so scans at 08:xx are in the past.
const during = { startsAt: '2026-11-22T08:00:00Z', endsAt: '2026-11-22T12:00:00Z' };
let guest: { id: string; auth: Record<string, string> };
let eventId: string;
let otherEventId: string;

const createAsAdmin = async (over: Record<string, unknown>) => (await fx.api().call('POST', '/api/events', eventArgs({ ...during, ...over }), fx.auth.admin)).json.event._id as string;
const pushAs = (auth: Record<string, string>, clientId: string, mutations: unknown[]) => fx.api().call('POST', '/api/sync/push', { clientId, mutations }, auth);
const ticketOf = async (id: string) => (await fx.db.sql<{ ticket: string }[]>`select ticket from event_rsvps where id = ${id}`)[0]!.ticket;
const tableOf = (rows: Map<string, Record<string, unknown>>, table: string) => [...rows].filter(([k]) => k.startsWith(`${table}:`)).map(([, v]) => v);

beforeAll(async () => {
  guest = (await signedInMembers(fx.db.sql, 1))[0]!;
  eventId = await createAsAdmin({ capacity: 5 });
  otherEventId = await createAsAdmin({ title: 'Another meetup' });
  await fx.api().call('PUT', `/api/events/${eventId}/hosts`, { hostIds: [fx.userId.a, fx.userId.b] }, fx.auth.admin);
  await fx.api().call('PUT', `/api/events/${otherEventId}/hosts`, { hostIds: [fx.userId.a] }, fx.auth.admin);
});

describe('events over sync', () => {
  it('an RSVP pushed from a device applies once on replay; pull gives events, own RSVPs with tickets, and guests only to hosts', async () => {
    const clientId = randomUUID();
    const mutations = [{ id: 1, name: 'rsvpEvent', args: { eventId, status: 'going' } }];
    const first = await pushAs(guest.auth, clientId, mutations);
    expect(first.json.results).toEqual([{ id: 1, status: 'applied' }]);
    expect((await pushAs(guest.auth, clientId, mutations)).json).toEqual(first.json);
    expect((await fx.db.sql`select count(*)::int as n from event_rsvps where event_id = ${eventId}`)[0]!.n).toBe(1);

    const ticketId = await rsvpIdOf(eventId, guest.id);
    const mine = await fx.api().call('GET', '/api/sync/pull?cursor=0&limit=1000', undefined, guest.auth);
    expect(mine.json.changes.events).toEqual(expect.arrayContaining([expect.objectContaining({ _id: eventId, goingCount: 1, canManage: false })]));
    expect(mine.json.changes.rsvps).toEqual([expect.objectContaining({ _id: ticketId, eventId, status: 'going', ticket: expect.any(String) })]);
    expect(mine.json.changes.eventGuests).toEqual([]);

    const host = await fx.pullAll('a', 0);
    expect(tableOf(host.rows, 'events').find((e) => e._id === eventId)).toMatchObject({ canManage: true });
    expect(tableOf(host.rows, 'eventGuests')).toEqual([expect.objectContaining({ _id: ticketId, eventId, userId: guest.id, checkedInAt: null })]);
    expect(tableOf((await fx.pullAll('b', 0)).rows, 'eventGuests')).toHaveLength(1);
  });

  it('a ticket checked in from two hosts’ devices is one attendance, at the earlier scan', async () => {
    const ticketId = await rsvpIdOf(eventId, guest.id);
    const ticket = await ticketOf(ticketId);
    const checkIn = (scannedAt: string) => ({ id: 1, name: 'checkInTicket', args: { eventId, ticketId, token: ticket, scannedAt } });
    // Host a's device synced first with the later scan; host b's scan was earlier.
    expect((await fx.push('a', randomUUID(), [checkIn('2026-11-22T08:05:00Z')])).json.results[0].status).toBe('applied');
    expect((await fx.push('b', randomUUID(), [checkIn('2026-11-22T08:02:00Z')])).json.results[0].status).toBe('applied');
    const guests = tableOf((await fx.pullAll('a', 0)).rows, 'eventGuests');
    expect(guests).toEqual([expect.objectContaining({ _id: ticketId, checkedInAt: '2026-11-22T08:02:00.000Z', checkedInBy: fx.userId.b })]);
    const own = tableOf((await fx.pullAll('a', 0)).rows, 'rsvps');
    expect(own).toEqual([]);

    const again = await fx.api().call('POST', `/api/events/${eventId}/check-in`, { ticketId, token: ticket, scannedAt: '2026-11-22T08:30:00Z' }, fx.auth.a);
    expect(again.json).toEqual({ message: M.checkedIn, checkedInAt: '2026-11-22T08:02:00.000Z', duplicate: true });
    expect((await fx.db.sql`select count(*)::int as n from event_rsvps where id = ${ticketId} and checked_in_at is not null`)[0]!.n).toBe(1);

    // The admin's desk list says the same; a member who is not a host may not see it.
    const desk = await fx.api().call('GET', `/api/events/${eventId}/guests`, undefined, fx.auth.admin);
    expect(desk.json).toEqual([expect.objectContaining({ _id: ticketId, userId: guest.id, checkedInAt: '2026-11-22T08:02:00.000Z' })]);
    expect((await fx.api().call('GET', `/api/events/${eventId}/guests`, undefined, guest.auth)).status).toBe(403);
  });

  it('a scan dated long before the event (a device clock far behind) counts from 12 hours before its start', async () => {
    const clockCheck = await createAsAdmin({ title: 'Clock check' });
    await fx.api().call('PUT', `/api/events/${clockCheck}/hosts`, { hostIds: [fx.userId.a] }, fx.auth.admin);
    await pushAs(guest.auth, randomUUID(), [{ id: 1, name: 'rsvpEvent', args: { eventId: clockCheck, status: 'going' } }]);
    const ticketId = await rsvpIdOf(clockCheck, guest.id);
    const scan = { ticketId, token: await ticketOf(ticketId), scannedAt: '2001-01-01T00:00:00Z' };
    const checked = await fx.api().call('POST', `/api/events/${clockCheck}/check-in`, scan, fx.auth.a);
    expect(checked.json).toMatchObject({ checkedInAt: '2026-11-21T20:00:00.000Z' });
  });

  it('a forged ticket and a genuine ticket of another event are refused', async () => {
    const ticketId = await rsvpIdOf(eventId, guest.id);
    const ticket = await ticketOf(ticketId);
    const [payload, signature] = ticket.split('.') as [string, string];
    const forged = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const scan = (token: string, id = ticketId) => fx.api().call('POST', `/api/events/${eventId}/check-in`, { ticketId: id, token, scannedAt: '2026-11-22T08:40:00Z' }, fx.auth.a);
    const refused = await scan(forged);
    expect([refused.status, refused.json.message]).toEqual([403, M.ticketForged]);

    await pushAs(guest.auth, randomUUID(), [{ id: 1, name: 'rsvpEvent', args: { eventId: otherEventId, status: 'going' } }]);
    const otherId = await rsvpIdOf(otherEventId, guest.id);
    const otherTicket = await ticketOf(otherId);
    const other = await scan(otherTicket, otherId);
    expect([other.status, other.json.message]).toEqual([403, M.ticketOtherEvent]);
    const pushed = await fx.push('a', randomUUID(), [{ id: 1, name: 'checkInTicket', args: { eventId, ticketId: otherId, token: otherTicket, scannedAt: '2026-11-22T08:40:00Z' } }]);
    expect(pushed.json.results[0]).toMatchObject({ status: 'rejected', message: M.ticketOtherEvent });
    const unknown = await fx.api().call('POST', `/api/events/${eventId}/check-in`, { ticketId: randomUUID(), scannedAt: '2026-11-22T08:40:00Z' }, fx.auth.a);
    expect([unknown.status, unknown.json.message]).toEqual([404, M.ticketUnknown]);
  });

  it('a host removed, or a guest who stops going, leaves tombstones on the hosts’ devices', async () => {
    const ticketId = await rsvpIdOf(eventId, guest.id);
    const [bAt, aAt] = [(await fx.pullAll('b', 0)).cursor, (await fx.pullAll('a', 0)).cursor];
    await fx.api().call('PUT', `/api/events/${eventId}/hosts`, { hostIds: [fx.userId.a] }, fx.auth.admin);
    const b = await fx.pullAll('b', bAt);
    expect(b.deleted).toContainEqual({ table: 'eventGuests', id: ticketId });
    expect(tableOf(b.rows, 'events').find((e) => e._id === eventId)).toMatchObject({ canManage: false });

    await pushAs(guest.auth, randomUUID(), [{ id: 1, name: 'rsvpEvent', args: { eventId, status: 'not_going' } }]);
    expect((await fx.pullAll('a', aAt)).deleted).toContainEqual({ table: 'eventGuests', id: ticketId });
    const refused = await fx.api().call('POST', `/api/events/${eventId}/check-in`, { ticketId, scannedAt: '2026-11-22T08:50:00Z' }, fx.auth.a);
    expect([refused.status, refused.json.message]).toEqual([409, M.ticketNotGoing]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES as M } from '#domain/events/event.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, signInAs } from '#api/test/people.ts';
import { eventArgs, inboxFor, outboxFor, signedInMembers } from '#api/test/events.ts';
import { remindEvents } from '#api/events/reminder-job.ts';
import { openMail } from '#api/outbox/mail-effect.ts';

let db: TestDatabase;
let admin: { auth: Record<string, string> };
const api = () => createTestApp(db.sql);
type Auth = { auth: Record<string, string> };

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  admin = await signInAs(db.sql, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
});
afterAll(() => db?.close());

const create = async (over: Record<string, unknown> = {}) => {
  const res = await api().call('POST', '/api/events', eventArgs(over), admin.auth);
  expect(res.status).toBe(201);
  return res.json.event as { _id: string };
};
const rsvp = (who: Auth, eventId: string, status: string) => api().call('POST', `/api/events/${eventId}/rsvp`, { status }, who.auth);
const eventAs = async (who: Auth, id: string) => (await api().call('GET', `/api/events/${id}`, undefined, who.auth)).json;

describe('creating, editing and cancelling by role', () => {
  it('the admin creates and edits; a member may not; a visitor must sign in', async () => {
    const [member] = await signedInMembers(db.sql, 1);
    const args = eventArgs();
    expect((await api().call('POST', '/api/events', args)).status).toBe(401);
    expect((await api().call('POST', '/api/events', args, member!.auth)).status).toBe(403);
    const created = await api().call('POST', '/api/events', args, admin.auth);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ message: M.created, event: { _id: args.id, title: args.title, goingCount: 0, capacity: 10, status: 'scheduled', canManage: true } });
    expect(created.json.event.verificationKey).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(created.json.event.verificationKey.d).toBeUndefined(); // the private half never leaves

    const edit = { ...args, title: 'Batch of 2016: ten years on' };
    expect((await api().call('PUT', `/api/events/${args.id}`, edit, member!.auth)).json).toMatchObject({ message: M.notManager });
    const edited = await api().call('PUT', `/api/events/${args.id}`, edit, admin.auth);
    expect(edited.json).toMatchObject({ message: M.updated, event: { title: edit.title } });
    expect(await eventAs(member!, args.id)).toMatchObject({ title: edit.title, canManage: false });
  });

  it('a host edits their own event, not another, and may not cancel it', async () => {
    const [host, other] = await signedInMembers(db.sql, 2);
    const [mine, theirs] = [await create(), await create()];
    const hosts = await api().call('PUT', `/api/events/${mine._id}/hosts`, { hostIds: [host!.id] }, admin.auth);
    expect(hosts.json).toMatchObject({ message: M.hostsSaved, event: { hosts: [expect.objectContaining({ _id: host!.id })] } });
    expect((await api().call('PUT', `/api/events/${mine._id}/hosts`, { hostIds: [host!.id] }, host!.auth)).status).toBe(403);
    expect((await api().call('PUT', `/api/events/${mine._id}/hosts`, { hostIds: [randomUUID()] }, admin.auth)).json.message).toBe(M.notMember);

    expect(await eventAs(host!, mine._id)).toMatchObject({ canManage: true });
    const ok = await api().call('PUT', `/api/events/${mine._id}`, eventArgs({ id: mine._id, title: 'Hosted by me' }), host!.auth);
    expect(ok.status).toBe(200);
    const refused = await api().call('PUT', `/api/events/${theirs._id}`, eventArgs({ id: theirs._id }), host!.auth);
    expect([refused.status, refused.json.message]).toEqual([403, M.notManager]);
    expect((await api().call('POST', `/api/events/${mine._id}/cancel`, undefined, host!.auth)).status).toBe(403);
    expect((await api().call('PUT', `/api/events/${mine._id}`, eventArgs({ id: mine._id }), other!.auth)).status).toBe(403);
  });

  it('cancelling tells every member going, in the inbox and by push (e-mail is theirs to turn on), and closes RSVPs', async () => {
    const [going, interested] = await signedInMembers(db.sql, 2);
    const event = await create();
    await rsvp(going!, event._id, 'going');
    await rsvp(interested!, event._id, 'interested');
    const cancelled = await api().call('POST', `/api/events/${event._id}/cancel`, undefined, admin.auth);
    expect(cancelled.json).toMatchObject({ message: M.cancelled, event: { status: 'cancelled' } });
    await api().call('POST', `/api/events/${event._id}/cancel`, undefined, admin.auth); // again: nobody told twice
    expect(await outboxFor(db.sql, going!)).toEqual([{ kind: 'push', template: null, title: 'Event cancelled' }]);
    expect(await inboxFor(db.sql, going!)).toEqual([{ kind: 'event-cancelled', text: `'${eventArgs().title}' has been cancelled` }]);
    expect(await outboxFor(db.sql, interested!)).toEqual([]);
    expect(await inboxFor(db.sql, interested!)).toEqual([]);
    const late = await rsvp(interested!, event._id, 'going');
    expect([late.status, late.json.message]).toEqual([409, M.isCancelled]);
  });
});

describe('an event that moves', () => {
  it('a new time or place tells every member going once per change; a new description tells nobody', async () => {
    const [going, interested] = await signedInMembers(db.sql, 2);
    const event = await create();
    await rsvp(going!, event._id, 'going');
    await rsvp(interested!, event._id, 'interested');
    const edit = (over: Parameters<typeof eventArgs>[0]) => api().call('PUT', `/api/events/${event._id}`, eventArgs({ id: event._id, ...over }), admin.auth);
    expect((await edit({ description: 'Now with a band.' })).status).toBe(200);
    expect(await inboxFor(db.sql, going!)).toEqual([]);
    expect((await edit({ description: 'Now with a band.', venue: 'The new hall' })).status).toBe(200);
    expect(await inboxFor(db.sql, going!)).toEqual([{ kind: 'event-changed', text: `'${eventArgs().title}' has a new time or place` }]);
    expect(await outboxFor(db.sql, going!)).toEqual([{ kind: 'push', template: null, title: 'Event changed' }]);
    expect(await inboxFor(db.sql, interested!)).toEqual([]);
  });
});

describe('RSVPs, capacity and the waitlist', () => {
  it('50 members pressing Going at once for 10 places: 10 going with tickets, 40 in line 1..40', async () => {
    const members = await signedInMembers(db.sql, 50);
    const event = await create({ capacity: 10 });
    const answers = await Promise.all(members.map((m) => rsvp(m, event._id, 'going')));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const going = answers.filter((a) => a.json.rsvp.status === 'going');
    const waiting = answers.filter((a) => a.json.rsvp.status === 'waitlisted');
    expect(going).toHaveLength(10);
    expect(going.every((a) => a.json.message === M.going && typeof a.json.rsvp.ticket === 'string')).toBe(true);
    expect(waiting.every((a) => a.json.message === M.full && a.json.rsvp.ticket === null)).toBe(true);
    expect(waiting.map((a) => a.json.rsvp.waitlistPosition).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await eventAs(members[0]!, event._id)).toMatchObject({ goingCount: 10, waitlistCount: 40 });

    // A replay changes nothing: the same place in line.
    const first = waiting.find((a) => a.json.rsvp.waitlistPosition === 1)!;
    const firstMember = members[answers.indexOf(first)]!;
    expect((await rsvp(firstMember, event._id, 'going')).json.rsvp.waitlistPosition).toBe(1);

    // A member going leaves: the first in line is promoted, with a ticket, an inbox line and a push.
    const leaver = members[answers.indexOf(going[0]!)]!;
    expect((await rsvp(leaver, event._id, 'not_going')).json).toMatchObject({ message: M.notGoing, rsvp: { status: 'not_going', ticket: null } });
    const promoted = (await api().call('GET', `/api/events/${event._id}`, undefined, firstMember.auth)).json;
    expect(promoted).toMatchObject({ goingCount: 10, waitlistCount: 39 });
    expect(await outboxFor(db.sql, firstMember)).toEqual([{ kind: 'push', template: null, title: 'You have a place' }]);
    expect((await inboxFor(db.sql, firstMember)).map((n) => n.kind)).toEqual(['event-place']);
    const second = members[answers.indexOf(waiting.find((a) => a.json.rsvp.waitlistPosition === 2)!)]!;
    expect((await rsvp(second, event._id, 'going')).json.rsvp).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
  }, 60_000);

  it('raising the capacity gives the new places to the waitlist; an ended event refuses answers', async () => {
    const [a, b] = await signedInMembers(db.sql, 2);
    const event = await create({ capacity: 1 });
    await rsvp(a!, event._id, 'going');
    expect((await rsvp(b!, event._id, 'going')).json.rsvp.status).toBe('waitlisted');
    await api().call('PUT', `/api/events/${event._id}`, eventArgs({ id: event._id, capacity: 2 }), admin.auth);
    expect((await rsvp(b!, event._id, 'going')).json).toMatchObject({ message: M.going, rsvp: { status: 'going' } });

    const past = await create({ startsAt: '2026-10-01T10:00:00Z', endsAt: '2026-10-01T12:00:00Z' });
    const late = await rsvp(a!, past._id, 'going');
    expect([late.status, late.json.message]).toEqual([409, M.ended]);
  });
});

describe('bad input is refused with a 4xx and the domain message', () => {
  it.each([
    ['a NUL in the title', { title: 'Reunion\u0000' }],
    ['a huge capacity', { capacity: 1e300 }],
    ['a capacity of the wrong type', { capacity: '10' }],
    ['a title of the wrong type', { title: ['x'] }],
    ['an end before the start', { endsAt: '2026-12-20T10:00:00Z' }],
  ])('%s', async (_, over) => {
    const res = await api().call('POST', '/api/events', eventArgs(over), admin.auth);
    expect(res.status).toBe(400);
    expect(typeof res.json.message).toBe('string');
  });

  it('an RSVP or a check-in with the wrong types, and a body that is not JSON', async () => {
    const [m] = await signedInMembers(db.sql, 1);
    const event = await create();
    expect((await rsvp(m!, event._id, 'maybe')).status).toBe(400);
    expect((await api().call('POST', `/api/events/${event._id}/rsvp`, '{"status":', m!.auth)).status).toBe(400);
    const checkIn = await api().call('POST', `/api/events/${event._id}/check-in`, { ticketId: 42, scannedAt: 'soon' }, admin.auth);
    expect(checkIn.status).toBe(400);
    expect((await api().call('GET', '/api/events?when=tomorrow', undefined, m!.auth)).status).toBe(400);
  });
});

describe('what events count for', () => {
  it("a member's Events tile counts events hosted that were held and events attended; the donation page counts events held", async () => {
    const [host, guest] = await signedInMembers(db.sql, 2);
    const summary = async () => (await api().call('GET', '/api/donation/summary')).json.events as number;
    const tile = async (who: Auth) => (await api().call('GET', '/api/users/profile', undefined, who.auth)).json.analyticsId.EventOrganised;
    const heldBefore = await summary();
    // Under way at the test clock's 09:00; a cancelled one and one not yet started count for nothing.
    const held = await create({ startsAt: '2026-11-22T08:00:00Z', endsAt: '2026-11-22T12:00:00Z' });
    const cancelled = await create({ startsAt: '2026-11-22T08:00:00Z', endsAt: '2026-11-22T12:00:00Z' });
    const later = await create();
    for (const e of [held, cancelled, later]) await api().call('PUT', `/api/events/${e._id}/hosts`, { hostIds: [host!.id] }, admin.auth);
    await api().call('POST', `/api/events/${cancelled._id}/cancel`, undefined, admin.auth);
    const { rsvp: ticket } = (await rsvp(guest!, held._id, 'going')).json;
    expect(await tile(guest!)).toBe(0);
    const checkIn = await api().call('POST', `/api/events/${held._id}/check-in`, { ticketId: ticket._id, token: ticket.ticket, scannedAt: '2026-11-22T08:45:00Z' }, host!.auth);
    expect(checkIn.json).toEqual({ message: M.checkedIn, checkedInAt: '2026-11-22T08:45:00.000Z', duplicate: false });
    expect([await tile(host!), await tile(guest!)]).toEqual([1, 1]);
    expect(await summary()).toBe(heldBefore + 1);
  });
});

describe('the day-before reminder', () => {
  it('reminds the members going once, however often the job runs', async () => {
    const [going] = await signedInMembers(db.sql, 1);
    const event = await create({ startsAt: '2027-01-10T13:00:00Z', endsAt: '2027-01-10T16:00:00Z' });
    await rsvp(going!, event._id, 'going');
    // Reminders come by push; this member also asked for them by e-mail.
    const chose = await api().call('PUT', '/api/notifications/settings', { channels: { 'event-reminder': { email: true } } }, going!.auth);
    expect(chose.json.settings.channels['event-reminder']).toEqual({ push: true, email: true });
    const ctx = (now: string) => ({ now: new Date(now), secret: 'test-secret', appUrl: 'https://alumni.example.edu' });
    await remindEvents(db.sql, ctx('2027-01-08T12:00:00Z')); // two days before: not yet
    expect(await outboxFor(db.sql, going!)).toEqual([]);
    await remindEvents(db.sql, ctx('2027-01-09T19:00:00Z'));
    await remindEvents(db.sql, ctx('2027-01-09T19:05:00Z'));
    expect(await outboxFor(db.sql, going!)).toEqual([
      { kind: 'push', template: null, title: `Tomorrow: ${eventArgs().title}` },
      { kind: 'mail', template: 'event-reminder', title: null },
    ]);
    // The mail as the dispatcher renders it: the title, the time in IST, the place.
    const [row] = await db.sql<{ payload: unknown }[]>`select payload from outbox where payload->>'template' = 'event-reminder' and payload->>'to' = ${going!.email}`;
    const mail = await openMail(row!.payload, 'test-secret');
    expect(mail.subject).toBe(`Tomorrow: ${eventArgs().title}`);
    expect(mail.text).toContain('When: Sun, 10 Jan 2027, 18:30 IST');
    expect(mail.text).toContain('Where: College auditorium, Pune');
  });
});

describe('the list', () => {
  it('filters upcoming and past, online and by city', async () => {
    const [m] = await signedInMembers(db.sql, 1);
    const webinar = await create({ online: true, city: '', venue: '', kind: 'webinar', title: 'Online careers talk', capacity: null });
    const past = await create({ startsAt: '2026-09-01T10:00:00Z', endsAt: '2026-09-01T12:00:00Z', city: 'Nagpur' });
    const ids = async (query: string) => ((await api().call('GET', `/api/events${query}`, undefined, m!.auth)).json as { _id: string }[]).map((e) => e._id);
    expect(await ids('?when=upcoming&online=true')).toContain(webinar._id);
    expect(await ids('?when=upcoming')).not.toContain(past._id);
    expect(await ids('?when=past&city=nagpur')).toEqual([past._id]);
    expect(await ids('?online=false')).not.toContain(webinar._id);
  });
});

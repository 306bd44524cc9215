import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueAnnouncements } from '#api/announcements/send-announcements.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, signedInMember, signInAs } from '#api/test/people.ts';
import { eventArgs } from '#api/test/events.ts';
import { createTestApp, testConfig } from '#api/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';

// Issue 32, announcements on the server: sent once to each member of the audience however many
// senders run, in the inbox and on the channels each member chose, synced only to those it reached.

let db: TestDatabase;
let admin: { id: string; auth: Record<string, string> };
type Member = Awaited<ReturnType<typeof signedInMember>>;
let mech: Member;
let mechQuiet: Member;
let civil: Member;
const api = () => createTestApp(db.sql);
const send = (now = new Date()) => sendDueAnnouncements(db.sql, { now, secret: testConfig.jwtSecret, appUrl: testConfig.appUrl });

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  admin = await signInAs(db.sql, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
  mech = await signedInMember(db.sql, { fullName: 'Arjun Mech', branch: 'Mechanical', batch: '2012-2016' });
  mechQuiet = await signedInMember(db.sql, { fullName: 'Bela Mech', branch: 'Mechanical', batch: '2013-2017' });
  civil = await signedInMember(db.sql, { fullName: 'Chetan Civil', branch: 'Civil', batch: '2012-2016' });
  // Bela wants announcements in the app only.
  const off = await api().call('POST', '/api/sync/push', {
    clientId: crypto.randomUUID(),
    mutations: [{ id: 1, name: 'updateNotificationSettings', args: { channels: { announcement: { email: false, push: false } } } }],
  }, mechQuiet.auth);
  expect(off.json.results[0].status).toBe('applied');
});
afterAll(() => db?.close());

const create = (body: Record<string, unknown>) => api().call('POST', '/api/admin/announcements', body, admin.auth);
const mechanical = { branches: ['Mechanical'] };
const effectsFor = async (m: Member) =>
  (await db.sql<{ kind: string }[]>`select kind from outbox where (payload->>'userId' = ${m.id} or payload->>'to' = ${m.email}) and (payload->'message'->>'url' like '/announcements/%' or payload->'values'->>'url' like '%/announcements/%') order by id`).map((r) => r.kind);
const pulled = async (m: Member) =>
  ((await api().call('GET', '/api/sync/pull?cursor=0&limit=2000', undefined, m.auth)).json.changes.announcements as { _id: string; title: string; body: string }[]);

describe('sending', () => {
  it('reaches each member of the audience once, however many senders run; the inbox always, push and e-mail as chosen', async () => {
    const made = await create({ title: 'Mechanical reunion on 20 December', body: '## Reunion\n\n**Saturday** at the old workshop.', audience: mechanical });
    expect(made.status).toBe(201);
    const { id } = made.json;
    expect(await Promise.all([send(), send(), send()])).toEqual(expect.arrayContaining([1]));

    const reached = await db.sql`select user_id from announcement_recipients where announcement_id = ${id} order by user_id`;
    expect(reached.map((r) => r.user_id).sort()).toEqual([mech.id, mechQuiet.id].sort());
    const lines = await db.sql`select user_id, kind, text from notifications where subject_id = ${id}`;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ kind: 'announcement', text: 'From the alumni office: Mechanical reunion on 20 December' });
    expect(await effectsFor(mech)).toEqual(['push', 'mail']);
    expect(await effectsFor(mechQuiet)).toEqual([]);
    expect(await effectsFor(civil)).toEqual([]);
    expect(await send()).toBe(0);
    expect((await db.sql`select count(*)::int as n from announcement_recipients where announcement_id = ${id}`)[0]!.n).toBe(2);

    expect((await pulled(mech)).map((a) => a.title)).toContain('Mechanical reunion on 20 December');
    expect((await pulled(civil)).map((a) => a._id)).not.toContain(id);
    const list = (await api().call('GET', '/api/admin/announcements', undefined, admin.auth)).json.announcements;
    expect(list.find((a: { _id: string }) => a._id === id)).toMatchObject({ status: 'sent', figures: { reached: 2, opened: 0 } });

    // Opened in the app: counted once.
    for (const n of [1, 2]) await api().call('POST', '/api/sync/push', { clientId: mech.id, mutations: [{ id: n, name: 'openAnnouncement', args: { announcementId: id } }] }, mech.auth);
    const after = (await api().call('GET', '/api/admin/announcements', undefined, admin.auth)).json.announcements;
    expect(after.find((a: { _id: string }) => a._id === id).figures.opened).toBe(1);
  });

  it('a scheduled one waits for its time, and a cancelled one is never sent', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const waiting = (await create({ title: 'Later', body: 'In an hour.', audience: mechanical, sendAt: later.toISOString() })).json.id;
    const cancelled = (await create({ title: 'Never', body: 'Cancelled.', audience: mechanical, sendAt: later.toISOString() })).json.id;
    expect(await send()).toBe(0);
    expect((await api().call('POST', `/api/admin/announcements/${cancelled}/cancel`, undefined, admin.auth)).status).toBe(200);
    expect(await send(new Date(later.getTime() + 1000))).toBe(1);
    expect((await db.sql`select announcement_id from announcement_recipients where announcement_id in (${waiting}, ${cancelled})`).map((r) => r.announcement_id)).toEqual([waiting, waiting]);
    expect((await api().call('POST', `/api/admin/announcements/${waiting}/cancel`, undefined, admin.auth)).status).toBe(409);
    const audit = await db.sql`select action from audit_log where target_id in (${waiting}, ${cancelled}) order by id`;
    expect(audit.map((r) => r.action)).toEqual(['announcement.create', 'announcement.create', 'announcement.cancel']);
  });

  it('refuses what cannot be sent, with the reason', async () => {
    expect((await create({ title: '', body: 'x', audience: {} })).json.message).toBe('Please add a title');
    expect((await create({ title: 'x', body: 'y'.repeat(5001), audience: {} })).status).toBe(400);
    expect((await create({ title: 'a\u0000b', body: 'y', audience: {} })).status).toBe(400);
    expect((await create({ title: 'x', body: 'y', audience: {}, sendAt: '2020-01-01T00:00:00Z' })).json.message).toBe('The time to send must not be in the past');
    expect((await create({ title: 'x', body: 'y', audience: { graduatingFrom: 'soon' } })).status).toBe(400);
    expect((await api().call('POST', '/api/admin/announcements', { title: 'x', body: 'y', audience: {} }, mech.auth)).status).toBe(403);
    expect((await api().call('POST', '/api/sync/push', { clientId: crypto.randomUUID(), mutations: [{ id: 1, name: 'openAnnouncement', args: { announcementId: 'nope' } }] }, mech.auth)).json.results[0].status).toBe('rejected');
  });
});

describe('a link to an event, a fund or a job', () => {
  it('reaches members with the title it had, and is offered among what is still open', async () => {
    const event = await api().call('POST', '/api/events', eventArgs({ title: 'Mechanical reunion dinner', startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(), endsAt: new Date(Date.now() + 5 * 86_400_000 + 3_600_000).toISOString() }), admin.auth);
    expect(event.status).toBe(201);
    const eventId = event.json.event._id as string;
    const targets = (await api().call('GET', '/api/admin/announcements/link-targets', undefined, admin.auth)).json;
    expect(targets.event).toContainEqual({ id: eventId, title: 'Mechanical reunion dinner' });
    expect(targets.fund.map((f: { title: string }) => f.title)).toContain('Scholarships');

    const made = await create({ title: 'Dinner in December', body: 'Come along.', audience: mechanical, link: { kind: 'event', id: eventId } });
    expect(made.status).toBe(201);
    await send();
    const mine = (await pulled(mech)).find((a) => a._id === made.json.id) as unknown as { link: unknown };
    expect(mine.link).toEqual({ kind: 'event', id: eventId, title: 'Mechanical reunion dinner' });
    const listed = (await api().call('GET', '/api/admin/announcements', undefined, admin.auth)).json.announcements.find((a: { _id: string }) => a._id === made.json.id);
    expect(listed.link).toEqual({ kind: 'event', id: eventId, title: 'Mechanical reunion dinner' });

    const [fund] = await db.sql<{ id: string }[]>`select id from donation_funds where name = 'Scholarships'`;
    expect((await create({ title: 'Give', body: 'Please.', audience: mechanical, link: { kind: 'fund', id: fund!.id } })).status).toBe(201);
  });

  it('refuses a link to what is gone or closed, naming the field', async () => {
    const gone = await create({ title: 'x', body: 'y', audience: mechanical, link: { kind: 'job', id: crypto.randomUUID() } });
    expect(gone.status).toBe(400);
    expect(gone.json.message).toBe('That is no longer open to link to: choose another');
    expect(gone.json.issues).toEqual([{ path: 'link', message: 'That is no longer open to link to: choose another' }]);
    const [fund] = await db.sql<{ id: string }[]>`update donation_funds set open = false where name = 'Campus Facilities' returning id`;
    expect((await create({ title: 'x', body: 'y', audience: mechanical, link: { kind: 'fund', id: fund!.id } })).status).toBe(400);
    expect((await create({ title: 'x', body: 'y', audience: mechanical, link: { kind: 'album', id: fund!.id } })).status).toBe(400);
    expect((await create({ title: 'x', body: 'y', audience: mechanical, link: { kind: 'event', id: "1' or '1'='1" } })).status).toBe(400);
    expect((await db.sql`select count(*)::int as n from announcements where title = 'x'`)[0]!.n).toBe(0);
  });
});

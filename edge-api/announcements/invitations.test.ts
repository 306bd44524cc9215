import { afterAll, beforeAll, expect, it } from 'vitest';
import { INVITATION_TEXTS as T } from '#domain/announcements/invitation.ts';
import { sendDueAnnouncements } from '#api/announcements/send-announcements.ts';
import { sendDueInvitations } from '#api/announcements/send-invitations.ts';
import { openMail } from '#api/outbox/mail-effect.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, insertStudent, signedInMember, signInAs } from '#api/test/people.ts';
import { createTestApp, manualClock, testConfig } from '#api/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';

// Issue 32: an announcement to graduates who never signed up reaches their roster e-mail as an
// invitation whose link signs them up in one screen: once, before it expires, within a daily cap,
// and never again to an address that asked for no more.

let db: TestDatabase;
let admin: { auth: Record<string, string> };
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
const api = () => createTestApp(db.sql, { clock });
const ctx = (perDay: number, now = clock.now()) => ({ now, secret: testConfig.jwtSecret, appUrl: testConfig.appUrl, perDay });
const rows: { email: string; rollNumber: string }[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  admin = await signInAs(db.sql, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
  await signedInMember(db.sql, { branch: 'Metallurgy', batch: '2010-2014' });
  for (const name of ['Ira Invited', 'Om Invited']) rows.push(await insertStudent(db.sql, { fullName: name, branch: 'Metallurgy', batch: '2010-2014' }));
});
afterAll(() => db?.close());

/** The invitation mails queued so far, rendered as the dispatcher would send them. */
async function invitationMails() {
  const queued = await db.sql<{ payload: unknown }[]>`select payload from outbox where payload->>'template' = 'invitation' order by id`;
  return Promise.all(queued.map((r) => openMail(r.payload, testConfig.jwtSecret)));
}
const linkIn = (text: string, path: string) => new RegExp(`${testConfig.appUrl}${path.replace('?', '\\?')}=([A-Za-z0-9_.-]+)`).exec(text)?.[1] ?? '';

async function announce(title: string) {
  const res = await api().call('POST', '/api/admin/announcements', { title, body: '**Homecoming** on 3 January.', audience: { branches: ['Metallurgy'], signedUp: 'all' } }, admin.auth);
  expect(res.status).toBe(201);
  await sendDueAnnouncements(db.sql, ctx(0));
}

it('invites each graduate not signed up once, within the daily cap; the link signs them up once', async () => {
  await announce('Metallurgy homecoming');
  await sendDueInvitations(db.sql, ctx(1));
  expect(await invitationMails()).toHaveLength(1);
  await sendDueInvitations(db.sql, ctx(1, new Date(clock.now().getTime() + 3_600_000)));
  expect(await invitationMails()).toHaveLength(1); // the day's one is sent
  await sendDueInvitations(db.sql, ctx(1, new Date(clock.now().getTime() + 25 * 3_600_000)));
  await sendDueInvitations(db.sql, ctx(5, new Date(clock.now().getTime() + 50 * 3_600_000)));
  const mails = await invitationMails();
  expect(mails.map((m) => m.to).sort()).toEqual(rows.map((r) => r.email).sort());
  expect(mails[0]!.subject).toBe('Metallurgy homecoming');
  expect(mails[0]!.text).toContain('Homecoming on 3 January.');
  expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  const mail = mails.find((m) => m.to === rows[0]!.email)!;
  const invite = linkIn(mail.text, '/signup?invite');
  const accepted = await api().call('POST', '/api/users/invitation', { invite });
  expect(accepted.status).toBe(200);
  expect(accepted.json.data).toMatchObject({ fullName: 'Ira Invited', rollNumber: Number(rows[0]!.rollNumber) });
  expect((await api().call('POST', '/api/users/invitation', { invite })).json.message).toBe(T.used);
  const joined = await api().call('POST', '/api/users', { signupToken: accepted.json.signupToken, password: 'Homecoming#2026' });
  expect(joined.status).toBe(201);
  expect((await api().call('POST', '/api/users/auth', { rollNumberOrEmail: rows[0]!.rollNumber, password: 'Homecoming#2026' })).status).toBe(200);

  expect((await api().call('POST', '/api/users/invitation', { invite: 'x'.repeat(43) })).json.message).toBe(T.invalid);
  expect((await api().call('POST', '/api/users/invitation', { invite: '../\u0000' })).status).toBe(400);
  expect((await api().call('POST', '/api/users/invitation', { invite: 42 })).status).toBe(400);
});

it('an expired link is refused; an address that unsubscribed gets no more', async () => {
  const before = (await invitationMails()).length;
  await announce('Alumni survey');
  await sendDueInvitations(db.sql, ctx(100));
  const fresh = (await invitationMails()).slice(before);
  // Ira signed up: only Om is invited this time.
  expect(fresh.map((m) => m.to)).toEqual([rows[1]!.email]);
  const om = fresh[0]!;
  const inDays = (days: number) => createTestApp(db.sql, { clock: manualClock(new Date(clock.now().getTime() + days * 86_400_000)) });
  expect((await inDays(31).call('POST', '/api/users/invitation', { invite: linkIn(om.text, '/signup?invite') })).json.message).toBe(T.expired);

  const stop = linkIn(om.text, '/api/invitations/unsubscribe?token');
  expect((await api().call('POST', `/api/invitations/unsubscribe?token=${stop}`)).json.message).toBe(T.unsubscribed);
  expect((await api().call('POST', '/api/invitations/unsubscribe?token=forged.token')).status).toBe(400);
  await announce('Another appeal');
  await sendDueInvitations(db.sql, ctx(100));
  expect(await invitationMails()).toHaveLength(before + 1);
});

it('two dispatchers inviting for two announcements at once stay within the daily cap together', async () => {
  for (const [i, branch] of ['Ceramics', 'Textiles'].entries()) {
    for (const n of [1, 2, 3]) await insertStudent(db.sql, { fullName: `Cap ${branch} ${n}`, branch, batch: '2009-2013', email: `cap.${i}.${n}@students.example.edu` });
    const res = await api().call('POST', '/api/admin/announcements', { title: `${branch} homecoming`, body: 'Come home.', audience: { branches: [branch], signedUp: 'no' } }, admin.auth);
    expect(res.status).toBe(201);
  }
  const later = new Date(clock.now().getTime() + 200 * 3_600_000); // a day with no invitations yet
  await sendDueAnnouncements(db.sql, ctx(0, later));
  await Promise.all([sendDueInvitations(db.sql, ctx(4, later)), sendDueInvitations(db.sql, ctx(4, later))]);
  const [{ n }] = await db.sql<[{ n: number }]>`select count(*)::int as n from invitations where sent_at = ${later}`;
  expect(n).toBe(4);
});

import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERASED, ACCOUNT_KEPT, accountDeactivatedByOffice, ADMIN_CANNOT_DELETE, ALREADY_DEACTIVATED, NOT_A_MEMBER_ACCOUNT, DELETE_PASSWORD_WRONG, deletionScheduled, FORMER_MEMBER } from '#domain/accounts/account-deletion.ts';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, insertMember, insertStudent, MEMBER_PASSWORD } from '#api/test/people.ts';
import { testConfig } from '#api/test/test-app.ts';
import { eraseDueAccounts } from '#api/users/erase-account.ts';
import { connectionIdOf } from '#domain/connections/connection-id.ts';

const fx = useMailFixture();
const DAY_MS = 24 * 60 * 60_000;
const call = (...args: Parameters<ReturnType<typeof fx.api>['call']>) => fx.api().call(...args);

async function signIn(rollNumberOrEmail: string, password = MEMBER_PASSWORD, role?: string) {
  const res = await call('POST', '/api/users/auth', { rollNumberOrEmail, password, ...(role ? { role } : {}) });
  return { status: res.status, id: res.json.user?._id as string, user: res.json.user, auth: { authorization: `Bearer ${res.json.token}` } };
}
const push = (auth: Record<string, string>, name: string, args: unknown) =>
  call('POST', '/api/sync/push', { clientId: crypto.randomUUID(), mutations: [{ id: 1, name, args }] }, auth);

describe('deleting an account', () => {
  it('deactivates it at once, hidden from others, until its member signs in and keeps it', async () => {
    const leaving = await insertMember(fx.db.sql, { fullName: 'Lata Mangesh' });
    const other = await insertMember(fx.db.sql);
    const [a, b] = [await signIn(leaving.rollNumber), await signIn(other.rollNumber)];
    expect((await call('GET', `/api/users/${a.id}`, undefined, b.auth)).status).toBe(200);

    const wrong = await call('DELETE', '/api/users/me', { password: 'Not#Mine99' }, a.auth);
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(DELETE_PASSWORD_WRONG);
    const deleted = await call('DELETE', '/api/users/me', { password: MEMBER_PASSWORD }, a.auth);
    expect(deleted.status).toBe(200);
    const eraseAfter = new Date(fx.clock.now().getTime() + 14 * DAY_MS);
    expect(deleted.json).toEqual({ message: deletionScheduled(eraseAfter), eraseAfter: eraseAfter.toISOString() });
    expect((await call('GET', '/api/users/profile', undefined, a.auth)).status).toBe(401);

    // Gone from what others see: the profile, the directory, a new message or connection.
    expect((await call('GET', `/api/users/${a.id}`, undefined, b.auth)).status).toBe(404);
    const directory = await call('GET', `/api/people?batch=${encodeURIComponent((await fx.db.sql`select batch from college_data where id = ${leaving.id}`)[0]!.batch)}`, undefined, b.auth);
    expect(JSON.stringify(directory.json)).not.toContain('Lata Mangesh');
    const message = await call('POST', '/api/messages', { toUserId: a.id, text: 'Are you still there?' }, b.auth);
    expect(message.status).toBeGreaterThanOrEqual(400);
    expect(message.status).toBeLessThan(500);

    // Signing in again is allowed, and says when the account goes; keeping it brings it back.
    const back = await signIn(leaving.rollNumber);
    expect(back.user.eraseAfter).toBe(eraseAfter.toISOString());
    const kept = await call('POST', '/api/users/me/keep', undefined, back.auth);
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ message: ACCOUNT_KEPT, user: { eraseAfter: null } });
    expect((await call('POST', '/api/users/me/keep', undefined, back.auth)).status).toBe(409);
    expect((await call('GET', `/api/users/${a.id}`, undefined, b.auth)).status).toBe(200);
    fx.clock.advance(15 * DAY_MS);
    expect(await eraseDueAccounts(fx.db.sql, { now: fx.clock.now(), secret: testConfig.jwtSecret })).toBe(0);

    await fx.drainOutbox();
    expect(fx.mailsTo(leaving.email).map((m) => m.subject)).toEqual(['Your Alumni Portal account will be deleted', 'Your Alumni Portal account was kept']);
    const audit = await fx.db.sql`select action from audit_log where target_id = ${a.id} order by at, id`;
    expect(audit.map((r) => r.action)).toEqual(['account.delete', 'account.keep']);
  });

  it('erases it after 14 days: "Former member" on their answer and in the thread, their e-mail in no answer, the roll number free', async () => {
    await insertAdmin(fx.db.sql);
    const leaving = await insertMember(fx.db.sql, { fullName: 'Erin Dsouza' });
    const other = await insertMember(fx.db.sql);
    const [a, b] = [await signIn(leaving.rollNumber), await signIn(other.rollNumber)];
    const questionId = crypto.randomUUID();
    const asked = await push(b.auth, 'askQuestion', { id: questionId, title: 'Which electives helped you most?', content: 'Thinking about next term.', category: 'Academic' });
    expect(asked.json.results[0]).toMatchObject({ status: 'applied' });
    const answered = (await push(a.auth, 'postAnswer', { id: crypto.randomUUID(), questionId, answer: 'Distributed systems, by far.' })).json.results[0];
    expect(answered, JSON.stringify(answered)).toMatchObject({ status: 'applied' });
    // Messages go between connected members.
    const [low, high] = [a.id, b.id].sort();
    await fx.db.sql`insert into connections (id, user_low, user_high, requested_by, status, requested_at, connected_at)
      values (${await connectionIdOf(a.id, b.id)}, ${low!}, ${high!}, ${a.id}, 'connected', ${fx.clock.now()}, ${fx.clock.now()})`;
    expect((await call('POST', '/api/messages', { toUserId: b.id, text: 'Happy to talk electives any time.' }, a.auth)).status).toBe(201);
    await fx.db.sql`
      insert into donations (reference, donor_id, amount, donation_type, status, paid_amount, paid_at, created_at, updated_at)
      values (${`DON-${crypto.randomUUID().slice(0, 8)}`}, ${a.id}, 5000, 'One-Time', 'paid', 500000, ${fx.clock.now()}, ${fx.clock.now()}, ${fx.clock.now()})`;

    expect((await call('DELETE', '/api/users/me', { password: MEMBER_PASSWORD }, a.auth)).status).toBe(200);
    fx.clock.advance(14 * DAY_MS - 60_000);
    expect(await eraseDueAccounts(fx.db.sql, { now: fx.clock.now(), secret: testConfig.jwtSecret })).toBe(0);
    fx.clock.advance(60_000);
    expect(await eraseDueAccounts(fx.db.sql, { now: fx.clock.now(), secret: testConfig.jwtSecret })).toBe(1);

    const reader = await signIn(other.rollNumber);
    const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
    const question = await call('GET', `/api/query/${questionId}`, undefined, reader.auth);
    expect(question.json.answers).toEqual([expect.objectContaining({ answer: 'Distributed systems, by far.', answeredBy: expect.objectContaining({ fullName: FORMER_MEMBER }) })]);
    const conversations = await call('GET', '/api/messages', undefined, reader.auth);
    expect(JSON.stringify(conversations.json)).toContain(FORMER_MEMBER);
    const thread = await call('GET', `/api/messages/${conversations.json.conversations[0].id ?? conversations.json.conversations[0]._id}`, undefined, reader.auth);
    expect(JSON.stringify(thread.json)).toContain('Happy to talk electives any time.');
    const donations = await call('GET', '/api/admin/donations?page=1', undefined, admin.auth);
    expect(JSON.stringify(donations.json)).toContain('Erin Dsouza');
    const answers = [question, conversations, thread, donations, await call('GET', `/api/users/${a.id}`, undefined, reader.auth)];
    for (const res of answers) expect(res.text.toLowerCase()).not.toContain(leaving.email.toLowerCase());

    // The person cannot sign in; the roll number is free to sign up again. The roster record is the
    // college's and keeps its college address (ADR 0141): only the admins' roster screens show it.
    expect((await signIn(leaving.rollNumber)).status).toBe(401);
    expect((await signIn(leaving.email)).status).toBe(401);
    const roster = await call('GET', `/api/admin/student/${leaving.id}`, undefined, admin.auth);
    expect(roster.json).toMatchObject({ email: leaving.email, hasAccount: false });
    await fx.drainOutbox();
    expect(fx.mailsTo(leaving.email).map((m) => m.subject).sort()).toEqual(['Your Alumni Portal account was erased', 'Your Alumni Portal account will be deleted']);
    const left = await fx.db.sql`
      select (select count(*)::int from sessions where user_id = ${a.id}) as sessions,
        (select count(*)::int from connections where user_low = ${a.id} or user_high = ${a.id}) as connections,
        (select count(*)::int from notifications where user_id = ${a.id}) as notifications`;
    expect(left[0]).toEqual({ sessions: 0, connections: 0, notifications: 0 });
  });

  it('is refused to an admin, who is closed by another admin', async () => {
    await insertAdmin(fx.db.sql);
    const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
    const res = await call('DELETE', '/api/users/me', { password: ADMIN_PASSWORD }, admin.auth);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(ADMIN_CANNOT_DELETE);
  });

  it("is done by the office on a member's request, with the reason in the audit log: deactivated, or erased at once", async () => {
    await insertAdmin(fx.db.sql);
    const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
    const m = await insertMember(fx.db.sql);
    const member = await signIn(m.rollNumber);
    const close = (how: 'deactivate' | 'erase', rosterId: string, body: unknown, auth = admin.auth) => call('POST', `/api/admin/student/${rosterId}/account/${how}`, body, auth);

    expect((await close('deactivate', m.id, { reason: 'Asked by mail' }, member.auth)).status).toBe(403);
    const noReason = await close('deactivate', m.id, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.message).toBe('Please say why');
    const done = await close('deactivate', m.id, { reason: 'Asked by mail on 28 Nov' });
    expect(done.status).toBe(200);
    expect(done.json.message).toBe(accountDeactivatedByOffice(new Date(fx.clock.now().getTime() + 14 * DAY_MS)));
    expect((await call('GET', '/api/users/profile', undefined, member.auth)).status).toBe(401);
    expect((await close('deactivate', m.id, { reason: 'Again' })).json.message).toBe(ALREADY_DEACTIVATED);

    const erased = await close('erase', m.id, { reason: 'Asked to erase at once' });
    expect(erased.json).toEqual({ message: ACCOUNT_ERASED });
    expect((await signIn(m.rollNumber)).status).toBe(401);
    const again = await close('erase', m.id, { reason: 'Again' });
    expect([again.status, again.json.message]).toEqual([409, NOT_A_MEMBER_ACCOUNT]);
    expect((await close('deactivate', (await insertStudent(fx.db.sql)).id, { reason: 'No account' })).status).toBe(409);
    const audit = await fx.db.sql`select admin_name, action, reason from audit_log where target_id = ${member.id} order by at, id`;
    expect(audit).toEqual([
      { admin_name: 'Portal Administrator', action: 'member.deactivate', reason: 'Asked by mail on 28 Nov' },
      { admin_name: 'Portal Administrator', action: 'member.erase', reason: 'Asked to erase at once' },
    ]);
  });
});

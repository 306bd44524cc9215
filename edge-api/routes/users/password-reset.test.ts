import { describe, expect, it } from 'vitest';
import { ADMIN_RESET_NO_ACCOUNT, ADMIN_RESET_SENT, ADMIN_RESET_TOO_MANY, PASSWORD_RESET_DONE, RESET_CODE_INVALID, RESET_CODE_SENT, RESET_TOO_MANY, RESET_TRIES_TOO_MANY } from '#domain/accounts/password-reset.ts';
import { issueAccountCode } from '#api/auth/account-codes.ts';
import { registerSecret } from '#api/test/leak-check.ts';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, insertMember, insertStudent, MEMBER_PASSWORD } from '#api/test/people.ts';
import { createTestApp, testConfig, TEST_CLIENT_ADDRESS } from '#api/test/test-app.ts';

const fx = useMailFixture();
const NEW_PASSWORD = 'Fresh#Start9';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The API as a client sees it, each request from the address in its `x-test-address` header. */
const api = () => createTestApp(fx.db.sql, { clock: fx.clock, clientAddress: (c) => c.req.header('x-test-address') ?? TEST_CLIENT_ADDRESS }).call;

/** Delivers the outbox (the code's job, then its mail) and reads the newest reset code mailed to `email`. */
async function resetCodeMailedTo(email: string) {
  await fx.drainOutbox();
  const code = /Your code is (\d{6})/.exec(fx.mailsTo(email).filter((m) => m.subject.includes('reset code')).at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no reset code mailed to ${email}`);
  registerSecret(code);
  return code;
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const login = (rollNumberOrEmail: string, password: string, role?: string) => api()('POST', '/api/users/auth', { rollNumberOrEmail, password, ...(role ? { role } : {}) });

describe('a forgotten password', () => {
  it('comes back by a mailed code: the password changes, every other session ends, the member is signed in and told', async () => {
    const m = await insertMember(fx.db.sql, { fullName: 'Meera Pillai' });
    const laptop = await login(m.rollNumber, MEMBER_PASSWORD);
    const tablet = await login(m.email, MEMBER_PASSWORD);
    const call = api();

    const asked = await call('POST', '/api/users/password/forgot', { rollNumberOrEmail: m.rollNumber });
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ message: RESET_CODE_SENT });
    const code = await resetCodeMailedTo(m.email);
    expect(fx.mailsTo(m.email).at(-1)!.text).toContain(`${testConfig.appUrl}/forgot-password`);

    // A weak password is refused before the code is looked at: the code still works after.
    const weak = await call('POST', '/api/users/password/reset', { rollNumberOrEmail: m.rollNumber, code, password: 'fresh2024' });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toBe('Password must contain at least one uppercase letter');
    const wrong = await call('POST', '/api/users/password/reset', { rollNumberOrEmail: m.rollNumber, code: otherCode(code), password: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(RESET_CODE_INVALID);

    const reset = await call('POST', '/api/users/password/reset', { rollNumberOrEmail: m.email.toUpperCase(), code, password: NEW_PASSWORD }, { 'user-agent': PHONE });
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({ message: PASSWORD_RESET_DONE, role: 'Student / Alumni', user: { fullName: 'Meera Pillai', rollNumber: Number(m.rollNumber) } });
    expect(reset.cookies.refresh_token).toBeTruthy();
    const mine = await call('GET', '/api/users/profile', undefined, { authorization: `Bearer ${reset.json.token}` });
    expect(mine.status).toBe(200);

    // The other devices: their next request is a 401, and their refresh cookie is dead too.
    for (const device of [laptop, tablet]) {
      expect((await call('GET', '/api/users/profile', undefined, { authorization: `Bearer ${device.json.token}` })).status).toBe(401);
      const refreshed = await call('POST', '/api/users/refresh', undefined, { cookie: `refresh_token=${device.cookies.refresh_token}` });
      expect(refreshed.status).toBe(401);
    }
    expect((await login(m.rollNumber, MEMBER_PASSWORD)).status).toBe(401);
    expect((await login(m.rollNumber, NEW_PASSWORD)).status).toBe(200);
    // The code is spent.
    const again = await call('POST', '/api/users/password/reset', { rollNumberOrEmail: m.rollNumber, code, password: 'Another#Pass8' });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(RESET_CODE_INVALID);

    await fx.drainOutbox();
    const notice = fx.mailsTo(m.email).find((mail) => mail.subject === 'Your Alumni Portal password was changed');
    expect(notice?.text).toContain('from Chrome on Android');
    expect(notice?.text).toContain('Sun, 22 Nov 2026');
    const [audit] = await fx.db.sql`select action, target_id from audit_log where action = 'account.password-reset'`;
    expect(audit).toEqual({ action: 'account.password-reset', target_id: (await fx.db.sql`select id from users where roll_number = ${m.rollNumber}`)[0]!.id });
  });

  it('answers an unknown account exactly as a known one, and mails it nothing', async () => {
    const known = await insertMember(fx.db.sql);
    const before = fx.sink.mails.length;
    const answers = [];
    for (const rollNumberOrEmail of [known.rollNumber, '990000000001', 'nobody.here@students.example.edu']) {
      const res = await api()('POST', '/api/users/password/forgot', { rollNumberOrEmail }, { 'x-test-address': '198.51.100.7' });
      answers.push({ status: res.status, body: res.text, cookies: res.headers.getSetCookie() });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Each request queued the same one row, whatever it named.
    const queued = await fx.db.sql`select payload from outbox where kind = 'password-reset-code' order by id desc limit 3`;
    expect(queued.map((r) => Object.keys(r.payload as object))).toEqual([['rollNumberOrEmail'], ['rollNumberOrEmail'], ['rollNumberOrEmail']]);
    await resetCodeMailedTo(known.email);
    expect(fx.sink.mails.length - before).toBe(1);

    const unknown = await api()('POST', '/api/users/password/reset', { rollNumberOrEmail: '990000000001', code: '123456', password: NEW_PASSWORD });
    const knownWrong = await api()('POST', '/api/users/password/reset', { rollNumberOrEmail: known.rollNumber, code: '123456', password: NEW_PASSWORD });
    expect({ status: unknown.status, body: unknown.text }).toEqual({ status: knownWrong.status, body: knownWrong.text });
  });

  it('holds its limits under 20 requests at once: three codes asked per name and per account, five tries per code', async () => {
    const m = await insertMember(fx.db.sql);
    const asks = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api()('POST', '/api/users/password/forgot', { rollNumberOrEmail: m.rollNumber }, { 'x-test-address': `203.0.113.${i}` })),
    );
    expect(asks.filter((r) => r.status === 200)).toHaveLength(3);
    expect(asks.filter((r) => r.status === 429).map((r) => r.json.message)).toEqual(Array(17).fill(RESET_TOO_MANY));
    // By e-mail the name is another, the account the same: three more asks, no more codes.
    for (let i = 0; i < 3; i++) expect((await api()('POST', '/api/users/password/forgot', { rollNumberOrEmail: m.email })).status).toBe(200);
    const code = await resetCodeMailedTo(m.email);
    expect(fx.mailsTo(m.email).filter((mail) => mail.subject.includes('reset code'))).toHaveLength(3);

    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api()('POST', '/api/users/password/reset', { rollNumberOrEmail: m.rollNumber, code: otherCode(code), password: NEW_PASSWORD }, { 'x-test-address': `203.0.113.${i}` }),
      ),
    );
    expect(tries.filter((r) => r.status === 400)).toHaveLength(10);
    expect(tries.filter((r) => r.status === 429).map((r) => r.json.message)).toEqual(Array(10).fill(RESET_TRIES_TOO_MANY));
    const [row] = await fx.db.sql`select attempts from account_codes c join users u on u.id = c.user_id where u.roll_number = ${m.rollNumber} order by seq desc limit 1`;
    expect(row!.attempts).toBe(5);
    // Five wrong tries killed the code: the right one no longer works, by either name.
    const late = await api()('POST', '/api/users/password/reset', { rollNumberOrEmail: m.email, code, password: NEW_PASSWORD });
    expect(late.status).toBe(400);
    expect((await login(m.rollNumber, MEMBER_PASSWORD)).status).toBe(200);
  });

  it('takes a code only for its own account and purpose, and for 15 minutes', async () => {
    const [a, b] = [await insertMember(fx.db.sql), await insertMember(fx.db.sql)];
    const idOf = async (m: { rollNumber: string }) => (await fx.db.sql<{ id: string }[]>`select id from users where roll_number = ${m.rollNumber}`)[0]!.id;
    const [userA, userB] = [await idOf(a), await idOf(b)];
    const now = fx.clock.now();
    const emailChangeCode = await issueAccountCode(fx.db.sql, testConfig.jwtSecret, { userId: userA, purpose: 'email_change', email: a.email }, now);
    const codeOfB = await issueAccountCode(fx.db.sql, testConfig.jwtSecret, { userId: userB, purpose: 'password_reset', email: b.email }, now);
    registerSecret(emailChangeCode);
    registerSecret(codeOfB);
    for (const code of [emailChangeCode, codeOfB]) {
      expect((await api()('POST', '/api/users/password/reset', { rollNumberOrEmail: a.rollNumber, code, password: NEW_PASSWORD })).json.message).toBe(RESET_CODE_INVALID);
    }
    fx.clock.advance(15 * 60_000);
    expect((await api()('POST', '/api/users/password/reset', { rollNumberOrEmail: b.rollNumber, code: codeOfB, password: NEW_PASSWORD })).json.message).toBe(RESET_CODE_INVALID);
  });

  it('is sent to a member by the office from their roster record: logged, limited, the code never shown', async () => {
    await insertAdmin(fx.db.sql);
    const m = await insertMember(fx.db.sql, { fullName: 'Farah Qureshi' });
    const admin = { authorization: `Bearer ${(await login(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin')).json.token}` };
    const memberAuth = { authorization: `Bearer ${(await login(m.rollNumber, MEMBER_PASSWORD)).json.token}` };
    const send = (rosterId: string, auth = admin) => api()('POST', `/api/admin/student/${rosterId}/password-reset`, undefined, auth);

    expect((await send(m.id, memberAuth)).status).toBe(403);
    const sent = await send(m.id);
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ message: ADMIN_RESET_SENT });
    expect(JSON.stringify(sent.json)).not.toMatch(/\d{6}/);
    const code = await resetCodeMailedTo(m.email);
    const reset = await api()('POST', '/api/users/password/reset', { rollNumberOrEmail: m.email, code, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    // The account's limit holds whoever asks: two more, then the office is told to wait.
    expect([(await send(m.id)).status, (await send(m.id)).status]).toEqual([200, 200]);
    const over = await send(m.id);
    expect(over.status).toBe(429);
    expect(over.json.message).toBe(ADMIN_RESET_TOO_MANY);
    const audit = await fx.db.sql`select admin_name, action from audit_log where action = 'member.password-reset-code' and target_id = (select id::text from users where roll_number = ${m.rollNumber})`;
    expect(audit).toEqual(Array.from({ length: 3 }, () => ({ admin_name: 'Portal Administrator', action: 'member.password-reset-code' })));

    const none = await send((await insertStudent(fx.db.sql)).id);
    expect(none.status).toBe(409);
    expect(none.json.message).toBe(ADMIN_RESET_NO_ACCOUNT);
    expect((await send('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('works the same for an admin, who is signed in as an admin', async () => {
    await insertAdmin(fx.db.sql);
    expect((await api()('POST', '/api/users/password/forgot', { rollNumberOrEmail: ADMIN_EMAIL })).status).toBe(200);
    const code = await resetCodeMailedTo(ADMIN_EMAIL);
    const reset = await api()('POST', '/api/users/password/reset', { rollNumberOrEmail: ADMIN_EMAIL, code, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.json.role).toBe('Admin');
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin')).status).toBe(401);
    expect((await login(ADMIN_EMAIL, NEW_PASSWORD, 'Admin')).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGE_TOO_MANY, PASSWORD_CHANGED, SAME_PASSWORD } from '#domain/accounts/password-change.ts';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { insertMember, MEMBER_PASSWORD } from '#api/test/people.ts';

const fx = useMailFixture();
const NEW_PASSWORD = 'Fresh#Start9';

const login = async (rollNumber: string, password = MEMBER_PASSWORD) => {
  const res = await fx.api().call('POST', '/api/users/auth', { rollNumberOrEmail: rollNumber, password });
  return { status: res.status, auth: { authorization: `Bearer ${res.json.token}` } };
};
const profileStatus = async (auth: Record<string, string>) => (await fx.api().call('GET', '/api/users/profile', undefined, auth)).status;

describe('changing a password in settings', () => {
  it('needs the current password; other devices stay signed in unless asked, and the member is told', async () => {
    const m = await insertMember(fx.db.sql, { fullName: 'Kiran Desai' });
    const [here, phone] = [await login(m.rollNumber), await login(m.rollNumber)];
    const { call } = fx.api();

    const wrong = await call('PUT', '/api/users/password', { currentPassword: 'Not#Mine99', password: NEW_PASSWORD }, here.auth);
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ message: CURRENT_PASSWORD_WRONG, issues: [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG }] });
    const same = await call('PUT', '/api/users/password', { currentPassword: MEMBER_PASSWORD, password: MEMBER_PASSWORD }, here.auth);
    expect(same.status).toBe(400);
    expect(same.json.message).toBe(SAME_PASSWORD);
    const weak = await call('PUT', '/api/users/password', { currentPassword: MEMBER_PASSWORD, password: 'short1!' }, here.auth);
    expect(weak.json.message).toBe('Password must be at least 8 characters');

    const kept = await call('PUT', '/api/users/password', { currentPassword: MEMBER_PASSWORD, password: NEW_PASSWORD }, here.auth);
    expect(kept.status).toBe(200);
    expect(kept.json).toEqual({ message: PASSWORD_CHANGED, devicesSignedOut: 0 });
    expect([await profileStatus(here.auth), await profileStatus(phone.auth)]).toEqual([200, 200]);
    expect((await login(m.rollNumber)).status).toBe(401);

    const ended = await call('PUT', '/api/users/password', { currentPassword: NEW_PASSWORD, password: 'Second#Go77', signOutOtherDevices: true }, here.auth);
    expect(ended.json).toEqual({ message: PASSWORD_CHANGED, devicesSignedOut: 1 });
    expect([await profileStatus(here.auth), await profileStatus(phone.auth)]).toEqual([200, 401]);
    expect((await login(m.rollNumber, 'Second#Go77')).status).toBe(200);

    await fx.drainOutbox();
    const notices = fx.mailsTo(m.email).filter((mail) => mail.subject === 'Your Alumni Portal password was changed');
    expect(notices.map((n) => n.text.includes('Every other device signed in to your account was signed out.'))).toEqual([false, true]);
    const audit = await fx.db.sql`select action, after from audit_log where action = 'account.password-change' order by at, id`;
    expect(audit.map((a) => a.after)).toEqual([{ devicesSignedOut: 0 }, { devicesSignedOut: 1 }]);
  });

  it('is refused to a visitor and after five wrong current passwords, even with the right one', async () => {
    const m = await insertMember(fx.db.sql);
    const { auth } = await login(m.rollNumber);
    const { call } = fx.api();
    expect((await call('PUT', '/api/users/password', { currentPassword: MEMBER_PASSWORD, password: NEW_PASSWORD })).status).toBe(401);
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => call('PUT', '/api/users/password', { currentPassword: `Guess#${i}000`, password: NEW_PASSWORD }, auth)));
    expect(guesses.map((g) => g.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const right = await call('PUT', '/api/users/password', { currentPassword: MEMBER_PASSWORD, password: NEW_PASSWORD }, auth);
    expect(right.status).toBe(429);
    expect(right.json.message).toBe(PASSWORD_CHANGE_TOO_MANY);
    // A quarter of an hour on (the access token with it: signed in again), the right one works.
    fx.clock.advance(15 * 60_000 + 1);
    const again = await login(m.rollNumber);
    expect((await call('PUT', '/api/users/password', { currentPassword: MEMBER_PASSWORD, password: NEW_PASSWORD }, again.auth)).status).toBe(200);
  });
});

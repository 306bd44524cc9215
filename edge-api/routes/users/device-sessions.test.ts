import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_NOT_SIGNED_IN, DEVICE_SIGNED_OUT, type DeviceSessionList } from '#domain/accounts/device-sessions.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp, manualClock } from '#api/test/test-app.ts';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

const ORIGIN = 'http://localhost';
const clock = manualClock();
const api = () => createTestApp(db.sql, { clock });
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS_EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

async function signIn(rollNumber: string, userAgent: string) {
  const res = await api().call('POST', '/api/users/auth', { rollNumberOrEmail: rollNumber, password: MEMBER_PASSWORD }, { 'user-agent': userAgent });
  expect(res.status).toBe(200);
  return { auth: { authorization: `Bearer ${res.json.token}` }, refreshToken: res.cookies.refresh_token! };
}
const list = async (auth: Record<string, string>) => {
  const res = await api().call('GET', '/api/users/sessions', undefined, auth);
  expect(res.status).toBe(200);
  return (res.json as DeviceSessionList).sessions;
};
const status = async (auth: Record<string, string>) => (await api().call('GET', '/api/users/profile', undefined, auth)).status;

describe('the devices an account is signed in on', () => {
  it('lists each by name with sign-in and last contact, this device first; a refresh moves "last seen"', async () => {
    const m = await insertMember(db.sql);
    const phone = await signIn(m.rollNumber, ANDROID_CHROME);
    clock.advance(60_000);
    const laptop = await signIn(m.rollNumber, MAC_SAFARI);
    const signedInAt = clock.now().toISOString();
    clock.advance(60_000);
    // The phone comes back later, in an updated browser: named after the one it is now.
    const refreshed = await api().call('POST', '/api/users/refresh', undefined, { cookie: `refresh_token=${phone.refreshToken}`, origin: ORIGIN, 'user-agent': WINDOWS_EDGE });
    expect(refreshed.status).toBe(200);

    const seen = await list(laptop.auth);
    expect(seen.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Safari on Mac', current: true },
      { device: 'Edge on Windows', current: false },
    ]);
    expect(seen[0]).toMatchObject({ signedInAt, lastSeenAt: signedInAt });
    expect(seen[1]!.lastSeenAt).toBe(clock.now().toISOString());
    // Another member's list holds none of these.
    const other = await insertMember(db.sql);
    const theirs = await list((await signIn(other.rollNumber, ANDROID_CHROME)).auth);
    expect(theirs.map((s) => s.id)).not.toContain(seen[1]!.id);
  });

  it('signs one device out at once; another member cannot, and an ended one is gone', async () => {
    const m = await insertMember(db.sql);
    const [here, lost] = [await signIn(m.rollNumber, MAC_SAFARI), await signIn(m.rollNumber, ANDROID_CHROME)];
    const lostId = (await list(here.auth)).find((s) => !s.current)!.id;
    const { call } = api();

    const stranger = await signIn((await insertMember(db.sql)).rollNumber, MAC_SAFARI);
    const refused = await call('DELETE', `/api/users/sessions/${lostId}`, undefined, stranger.auth);
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe(DEVICE_NOT_SIGNED_IN);
    expect(await status(lost.auth)).toBe(200);
    expect((await call('DELETE', '/api/users/sessions/not-a-session', undefined, here.auth)).status).toBe(404);
    expect((await call('DELETE', `/api/users/sessions/${lostId}`, undefined)).status).toBe(401);

    const ended = await call('DELETE', `/api/users/sessions/${lostId}`, undefined, here.auth);
    expect(ended.status).toBe(200);
    expect(ended.json.message).toBe(DEVICE_SIGNED_OUT);
    expect([await status(here.auth), await status(lost.auth)]).toEqual([200, 401]);
    const again = await api().call('POST', '/api/users/refresh', undefined, { cookie: `refresh_token=${lost.refreshToken}`, origin: ORIGIN });
    expect(again.status).toBe(401);
    expect((await list(here.auth)).map((s) => s.current)).toEqual([true]);
    expect((await call('DELETE', `/api/users/sessions/${lostId}`, undefined, here.auth)).status).toBe(404);
    const audit = await db.sql`select a.action, a.target_id, a.after from audit_log a join users u on u.id = a.admin_id where u.roll_number = ${m.rollNumber}`;
    expect(audit).toEqual([{ action: 'account.device-sign-out', target_id: lostId, after: { device: 'Chrome on Android' } }]);
  });

  it('signs every other device out, keeping this one; 20 at once end each session once', async () => {
    const m = await insertMember(db.sql);
    const here = await signIn(m.rollNumber, MAC_SAFARI);
    const others = await Promise.all(Array.from({ length: 3 }, () => signIn(m.rollNumber, ANDROID_CHROME)));
    const answers = await Promise.all(Array.from({ length: 20 }, () => api().call('DELETE', '/api/users/sessions', undefined, here.auth)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + (a.json.devicesSignedOut as number), 0)).toBe(3);
    expect(answers.map((a) => a.json.message)).toContain('3 other devices were signed out.');
    expect(await status(here.auth)).toBe(200);
    expect(await Promise.all(others.map((o) => status(o.auth)))).toEqual([401, 401, 401]);
    expect((await list(here.auth)).length).toBe(1);
  });

  it('keeps a user agent printable and short, and names a device it cannot tell', async () => {
    const m = await insertMember(db.sql);
    const here = await signIn(m.rollNumber, `curl/8.5 ${'x'.repeat(5000)}\u00e9`);
    const [row] = await db.sql<{ user_agent: string }[]>`select s.user_agent from sessions s join users u on u.id = s.user_id where u.roll_number = ${m.rollNumber}`;
    expect(row!.user_agent.length).toBe(300);
    expect((await list(here.auth))[0]!.device).toBe('an unknown device');
  });
});

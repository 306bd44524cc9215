import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp, manualClock } from '#api/test/test-app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD, insertAdmin, insertMember } from '#api/test/people.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
});
afterAll(() => db?.close());

const ORIGIN = 'http://localhost';
const clock = manualClock();
const api = () => createTestApp(db.sql, { clock });
const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');

async function login(rollNumberOrEmail: string, password = MEMBER_PASSWORD, role = 'Student / Alumni') {
  return api().call('POST', '/api/users/auth', { rollNumberOrEmail, password, role });
}

describe('login', () => {
  it('admits the admin only with the Admin login type, with one message for every failure', async () => {
    const member = await insertMember(db.sql);
    const admin = await login(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
    expect(admin.status).toBe(200);
    expect(admin.json.role).toBe('Admin');
    expect(admin.json.user).toMatchObject({ role: 'Admin', isAdmin: true });

    const failures = [
      await login(ADMIN_EMAIL, ADMIN_PASSWORD, 'Student / Alumni'),
      await login(member.rollNumber, MEMBER_PASSWORD, 'Admin'),
      await login(member.rollNumber, 'Wrong#Pass1'),
      await login('nobody@students.example.edu'),
    ];
    for (const f of failures) {
      expect(f.status).toBe(401);
      expect(f.json.message).toBe('Invalid credentials. Please check your details and try again.');
    }
  });

  it('answers 429 after ten failures for an account in 15 minutes, even with the right password', async () => {
    const member = await insertMember(db.sql);
    for (let i = 0; i < 10; i++) expect((await login(member.email, 'Wrong#Pass1')).status).toBe(401);
    const blocked = await login(member.email);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Too many failed login attempts/);
    clock.advance(15 * 60_000 + 1);
    expect((await login(member.email)).status).toBe(200);
  });

  it('checks the form rules on the server too', async () => {
    const res = await login('12345', 'abc');
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([
      { path: 'rollNumberOrEmail', message: 'Roll number must be at least 10 digits' },
      { path: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });
});

describe('sessions', () => {
  it('sets httpOnly cookies and accepts the cookie or a Bearer token', async () => {
    const member = await insertMember(db.sql);
    const res = await login(member.rollNumber);
    const setCookies = res.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/access_token=[^;]+;.*HttpOnly/i);
    expect(setCookies).toMatch(/refresh_token=[^;]+;.*Path=\/api\/users.*HttpOnly/i);
    expect(setCookies).toMatch(/SameSite=Lax/i);

    const { call } = api();
    const byCookie = await call('GET', '/api/users/profile', undefined, { cookie: `access_token=${res.cookies.access_token}` });
    expect(byCookie.status).toBe(200);
    expect(byCookie.json.rollNumber).toBe(Number(member.rollNumber));
    const byBearer = await call('GET', '/api/users/profile', undefined, { authorization: `Bearer ${res.json.token}` });
    expect(byBearer.status).toBe(200);
    expect((await call('GET', '/api/users/profile')).status).toBe(401);

    clock.advance(15 * 60_000 + 1000);
    const expired = await call('GET', '/api/users/profile', undefined, { authorization: `Bearer ${res.json.token}` });
    expect(expired.status).toBe(401);
  });

  it('rotates the refresh token; replaying an old one revokes the whole session', async () => {
    const member = await insertMember(db.sql);
    const first = await login(member.rollNumber);
    const { call } = api();
    const refresh = (token: string) =>
      call('POST', '/api/users/refresh', undefined, { cookie: `refresh_token=${token}`, origin: ORIGIN });

    const second = await refresh(first.cookies.refresh_token!);
    expect(second.status).toBe(200);
    expect(second.cookies.refresh_token).toBeTruthy();
    expect(second.cookies.refresh_token).not.toBe(first.cookies.refresh_token);
    const auth = { authorization: `Bearer ${second.json.token}` };
    expect((await call('GET', '/api/users/profile', undefined, auth)).status).toBe(200);

    const replay = await refresh(first.cookies.refresh_token!);
    expect(replay.status).toBe(401);
    expect(replay.json.code).toBe('session_reused');
    expect((await refresh(second.cookies.refresh_token!)).status).toBe(401);
    expect((await call('GET', '/api/users/profile', undefined, auth)).status).toBe(401);
  });

  it('logout revokes the session on the server and clears the cookies', async () => {
    const member = await insertMember(db.sql);
    const res = await login(member.rollNumber);
    const { call } = api();
    const cookie = cookieHeader({ access_token: res.cookies.access_token!, refresh_token: res.cookies.refresh_token! });
    const out = await call('POST', '/api/users/logout', undefined, { cookie, origin: ORIGIN });
    expect(out.status).toBe(200);
    expect(out.json.message).toBe('Logout Successfully ...');
    expect(out.headers.getSetCookie().join('\n')).toMatch(/access_token=;.*Max-Age=0/i);
    expect((await call('GET', '/api/users/profile', undefined, { authorization: `Bearer ${res.json.token}` })).status).toBe(401);
    const refresh = await call('POST', '/api/users/refresh', undefined, { cookie, origin: ORIGIN });
    expect(refresh.status).toBe(401);
  });

  it('refuses cookie-authenticated writes from another origin', async () => {
    const member = await insertMember(db.sql);
    const res = await login(member.rollNumber);
    const cookie = `access_token=${res.cookies.access_token}`;
    const { call } = api();
    const evil = await call('POST', '/api/users/logout', undefined, { cookie, origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.json.code).toBe('csrf');
    const crossSite = await call('POST', '/api/users/logout', undefined, { cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    // Still signed in: the refused request changed nothing.
    expect((await call('GET', '/api/users/profile', undefined, { cookie })).status).toBe(200);
  });
});

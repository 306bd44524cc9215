// The session cookies get `Secure` when the member's browser talks https to us, also behind a proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '#api/deps.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp, manualClock } from '#api/test/test-app.ts';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';

let db: TestDatabase;
let member: Awaited<ReturnType<typeof insertMember>>;
beforeAll(async () => {
  db = await createTestDatabase();
  member = await insertMember(db.sql);
});
afterAll(() => db?.close());

const clock = manualClock();
const HTTP_APP = 'http://localhost:8080';

/** The Set-Cookie lines of a login and of the logout after it, under this config and these headers. */
async function sessionCookies(config: Partial<AppConfig>, headers: Record<string, string> = {}) {
  const { call } = createTestApp(db.sql, { clock, config: { appUrl: HTTP_APP, ...config } });
  const login = await call('POST', '/api/users/auth', { rollNumberOrEmail: member.rollNumber, password: MEMBER_PASSWORD }, headers);
  expect(login.status).toBe(200);
  const cookie = `access_token=${login.cookies.access_token}; refresh_token=${login.cookies.refresh_token}`;
  const origin = new URL(config.appUrl ?? HTTP_APP).origin;
  const logout = await call('POST', '/api/users/logout', undefined, { ...headers, cookie, origin });
  expect(logout.status).toBe(200);
  return [...login.headers.getSetCookie(), ...logout.headers.getSetCookie()];
}

const allSecure = (lines: string[]) => lines.length === 4 && lines.every((l) => /;\s*Secure/i.test(l));
const noneSecure = (lines: string[]) => lines.length === 4 && lines.every((l) => !/;\s*Secure/i.test(l));

describe('Secure session cookies', () => {
  it('are Secure whenever APP_URL is https, even when the hop from the proxy is plain http', async () => {
    expect(allSecure(await sessionCookies({ appUrl: 'https://alumni.example.edu' }))).toBe(true);
    // A proxy's word cannot take it away either.
    const toldHttp = await sessionCookies({ appUrl: 'https://alumni.example.edu', trustProxy: { hops: 1 } }, { 'x-forwarded-proto': 'http' });
    expect(allSecure(toldHttp)).toBe(true);
  });

  it('follow X-Forwarded-Proto as the proxies TRUST_PROXY names report it', async () => {
    expect(allSecure(await sessionCookies({ trustProxy: { hops: 1 } }, { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(allSecure(await sessionCookies({ trustProxy: { hops: 1 } }, { 'x-forwarded-proto': 'HTTPS' }))).toBe(true);
    expect(noneSecure(await sessionCookies({ trustProxy: { hops: 1 } }, { 'x-forwarded-proto': 'http' }))).toBe(true);
    // Two proxies that append: the outer one saw https, the hop between them was http.
    expect(allSecure(await sessionCookies({ trustProxy: { hops: 2 } }, { 'x-forwarded-proto': 'https, http' }))).toBe(true);
    // With one proxy, what the client wrote before our proxy's entry does not count.
    expect(noneSecure(await sessionCookies({ trustProxy: { hops: 1 } }, { 'x-forwarded-proto': 'https, http' }))).toBe(true);
    expect(allSecure(await sessionCookies({ trustProxy: 'cloudflare' }, { 'x-forwarded-proto': 'https' }))).toBe(true);
  });

  it('ignore an untrusted X-Forwarded-Proto: without TRUST_PROXY it changes nothing', async () => {
    expect(noneSecure(await sessionCookies({}))).toBe(true);
    expect(noneSecure(await sessionCookies({}, { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(noneSecure(await sessionCookies({ trustProxy: 'none' }, { 'x-forwarded-proto': 'https' }))).toBe(true);
  });
});

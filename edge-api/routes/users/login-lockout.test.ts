// docs/decisions/0055-login-lockout-per-address.md: a stranger cannot lock a member out.
import { describe, expect, it } from 'vitest';
import type { Context } from 'hono';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { TEST_CLIENT_ADDRESS, createTestApp } from '#api/test/test-app.ts';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';

const fx = useMailFixture();
const { clock, drainOutbox, mailsTo } = fx;

// Each request names its address in a test-only header, so one app serves many callers.
const fromHeader = (c: Context) => c.req.header('x-test-address') ?? TEST_CLIENT_ADDRESS;
const app = () => createTestApp(fx.db.sql, { clock, clientAddress: fromHeader });
const login = (id: string, password: string, address: string) =>
  app().call('POST', '/api/users/auth', { rollNumberOrEmail: id, password }, { 'x-test-address': address });
const wrong = (id: string, address: string) => login(id, 'Wrong#Pass1', address);
const addr = (i: number) => `203.0.113.${i}`;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

// Each wrong guess runs a real scrypt check: 66 of them in one test take ~15 s on a quiet 2-core machine,
// past the default 30 s when it is busy (seen in CI).
describe('login lockout per account and address', { timeout: 90_000 }, () => {
  it("lets the member in from another address after a stranger's fifty wrong guesses from one", async () => {
    const member = await insertMember(fx.db.sql);
    const guesses = [];
    for (let i = 0; i < 50; i++) guesses.push((await wrong(member.email, '198.51.100.66')).status);
    expect(tally(guesses)).toEqual({ 401: 10, 429: 40 });
    // That address is refused even the right password for 15 minutes...
    expect((await login(member.email, MEMBER_PASSWORD, '198.51.100.66')).status).toBe(429);
    // ...the member, elsewhere, is not.
    expect((await login(member.email, MEMBER_PASSWORD, '192.0.2.44')).status).toBe(200);
    expect((await login(member.rollNumber, MEMBER_PASSWORD, '192.0.2.45')).status).toBe(200);
  });

  it('slows guesses spread over many addresses with a growing back-off; the member still signs in from home', async () => {
    const member = await insertMember(fx.db.sql);
    const home = '192.0.2.80';
    expect((await login(member.rollNumber, MEMBER_PASSWORD, home)).status).toBe(200);

    const statuses = [];
    for (let i = 0; i < 25; i++) statuses.push((await wrong(member.email, addr(i))).status);
    expect(tally(statuses)).toEqual({ 401: 20, 429: 5 });
    const slowed = await wrong(member.rollNumber, addr(99));
    expect(slowed.status).toBe(429);
    expect(slowed.json.message).toBe('Too many failed login attempts for this account. Please try again in 5 seconds.');
    expect(slowed.headers.get('retry-after')).toBe('5');

    // The member's own address is not held back, nor is the right password refused there.
    expect((await login(member.email, MEMBER_PASSWORD, home)).status).toBe(200);
    // From a new address the member waits like everyone else.
    expect((await login(member.email, MEMBER_PASSWORD, '192.0.2.81')).status).toBe(429);

    // One attempt per 5 s while there are fewer than 25 failures in the hour...
    for (let n = 20; n < 25; n++) {
      clock.advance(4_999);
      expect((await wrong(member.email, addr(n))).status).toBe(429);
      clock.advance(1);
      expect((await wrong(member.email, addr(n))).status).toBe(401);
    }
    // ...then one per 10 s, 20 s, 40 s, and at most one a minute.
    for (const spacing of [10_000, 20_000, 40_000, 60_000, 60_000]) {
      for (let i = 0; i < 5; i++) {
        clock.advance(spacing - 1);
        expect((await wrong(member.email, addr(30 + i))).status).toBe(429);
        clock.advance(1);
        expect((await wrong(member.email, addr(30 + i))).status).toBe(401);
      }
    }

    // An hour later the failures have aged out and a new address signs in at once.
    clock.advance(60 * 60_000);
    expect((await login(member.email, MEMBER_PASSWORD, '192.0.2.81')).status).toBe(200);
  });

  it('mails the member once when the back-off starts, not for every attempt after it', async () => {
    const member = await insertMember(fx.db.sql);
    await drainOutbox(); // what earlier tests queued
    const before = fx.sink.mails.length;
    for (let i = 0; i < 20; i++) expect((await wrong(member.email, addr(100 + i))).status).toBe(401);
    for (let i = 0; i < 5; i++) {
      clock.advance(10_000);
      expect((await wrong(member.email, addr(120 + i))).status).toBe(401);
    }
    // Back below the threshold and over it again the same day: no second mail.
    clock.advance(61 * 60_000);
    for (let i = 0; i < 20; i++) expect((await wrong(member.email, addr(130 + i))).status).toBe(401);
    // Nobody's account: the same limits, and no mail to anyone.
    for (let i = 0; i < 21; i++) await wrong('nobody.at.all@students.example.edu', addr(150 + i));

    await drainOutbox();
    expect(fx.sink.mails.length - before).toBe(1);
    const [mail] = mailsTo(member.email);
    expect(mail?.subject).toBe('Failed sign-in attempts on your Alumni Portal account');
    expect(mail?.text).toContain(`Hello ${member.fullName},`);
    expect(mail?.text).toContain('http://localhost:8080/login');
  });
});

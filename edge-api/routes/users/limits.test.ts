// The limits must hold when the requests arrive all at once, not only one after another.
import { describe, expect, it } from 'vitest';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { registerSecret } from '#api/test/leak-check.ts';
import { MEMBER_PASSWORD, insertMember, insertStudent } from '#api/test/people.ts';

const fx = useMailFixture();
const { clock, api, drainOutbox, mailsTo } = fx;
const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});


describe('login limit under parallel guesses', () => {
  it('checks at most ten of fifty parallel wrong passwords; the rest get 429, and so does the right one', async () => {
    const member = await insertMember(fx.db.sql);
    const { call } = api();
    const guess = (password: string) => call('POST', '/api/users/auth', { rollNumberOrEmail: member.email, password });
    const results = await parallel(50, (i) => guess(`Wrong#Pass${i}`));
    expect(tally(results.map((r) => r.status))).toEqual({ 401: 10, 429: 40 });
    for (const r of results.filter((r) => r.status === 429)) {
      expect(r.json.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    }
    expect((await guess(MEMBER_PASSWORD)).status).toBe(429);
    // Only for that address: the member signs in from another (docs/decisions/0055).
    const elsewhere = createTestApp(fx.db.sql, { clock, clientAddress: () => '192.0.2.200' });
    expect((await elsewhere.call('POST', '/api/users/auth', { rollNumberOrEmail: member.email, password: MEMBER_PASSWORD })).status).toBe(200);
  });

  it('checks at most twenty of sixty parallel wrong passwords from sixty addresses, and mails the member once', async () => {
    const member = await insertMember(fx.db.sql);
    const { call } = createTestApp(fx.db.sql, { clock, clientAddress: (c) => c.req.header('x-test-address') ?? '' });
    // Roll number and e-mail alike: the back-off counts the account, not the name typed.
    const results = await parallel(60, (i) =>
      call('POST', '/api/users/auth', { rollNumberOrEmail: i % 2 ? member.email : member.rollNumber, password: `Wrong#Pass${i}` }, { 'x-test-address': `203.0.113.${i}` }),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 401: 20, 429: 40 });
    await drainOutbox();
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it('does not count a good login against the member: it starts the account afresh', async () => {
    const member = await insertMember(fx.db.sql);
    const { call } = api();
    const guess = (password: string) => call('POST', '/api/users/auth', { rollNumberOrEmail: member.rollNumber, password });
    const before = await parallel(9, (i) => guess(`Wrong#Pass${i}`));
    expect(tally(before.map((r) => r.status))).toEqual({ 401: 9 });
    expect((await guess(MEMBER_PASSWORD)).status).toBe(200);
    const after = await parallel(11, (i) => guess(`Wrong#Pass${i}`));
    expect(tally(after.map((r) => r.status))).toEqual({ 401: 10, 429: 1 });
  });

  it('lets fifty failures from one address through, then refuses it; good logins use none of that allowance', async () => {
    const member = await insertMember(fx.db.sql);
    const { call } = createTestApp(fx.db.sql, { clock, clientAddress: () => '198.51.100.23' });
    const stranger = (i: number) => call('POST', '/api/users/auth', { rollNumberOrEmail: `nobody.${i}@students.example.edu`, password: 'Wrong#Pass1' });
    const failures = await parallel(49, stranger);
    expect(tally(failures.map((r) => r.status))).toEqual({ 401: 49 });
    for (let i = 0; i < 3; i++) {
      expect((await call('POST', '/api/users/auth', { rollNumberOrEmail: member.email, password: MEMBER_PASSWORD })).status).toBe(200);
    }
    expect((await stranger(49)).status).toBe(401);
    expect((await stranger(50)).status).toBe(429);
    // Another address is a bucket of its own.
    expect((await api().call('POST', '/api/users/auth', { rollNumberOrEmail: 'nobody.51@students.example.edu', password: 'Wrong#Pass1' })).status).toBe(401);
  });
});

describe('code limits under parallel requests', () => {
  it('mails at most three codes when fifty sends for one roll number arrive at once', async () => {
    const student = await insertStudent(fx.db.sql);
    const { call } = api();
    const results = await parallel(50, () => call('POST', `/api/users/verify/${student.rollNumber}`));
    expect(tally(results.map((r) => r.status))).toEqual({ 200: 3, 429: 47 });
    await drainOutbox();
    expect(mailsTo(student.email)).toHaveLength(3);
  });

  it('counts every one of fifty parallel wrong codes: five are checked, the code is dead after them', async () => {
    const student = await insertStudent(fx.db.sql);
    const { call } = api();
    expect((await call('POST', `/api/users/verify/${student.rollNumber}`)).status).toBe(200);
    await drainOutbox();
    const code = /code is (\d{6})/.exec(mailsTo(student.email).at(-1)?.text ?? '')?.[1];
    if (!code) throw new Error('no code mailed');
    registerSecret(code);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const results = await parallel(50, () => call('POST', `/api/users/verify/${student.rollNumber}/code`, { code: wrong }));
    expect(tally(results.map((r) => r.json.code))).toEqual({ code_wrong: 5, code_exhausted: 45 });
    const right = await call('POST', `/api/users/verify/${student.rollNumber}/code`, { code });
    expect(right.status).toBe(400);
    expect(right.json.message).toBe('Too many wrong attempts. Please request a new code.');
  });
});

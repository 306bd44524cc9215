import { describe, expect, it } from 'vitest';
import { EMAIL_CODE_INVALID, EMAIL_CHANGE_TOO_MANY, EMAIL_TAKEN, emailChanged, emailCodeSent, emailRestored, SAME_EMAIL, UNDO_INVALID } from '#domain/accounts/email-change.ts';
import { RESET_CODE_INVALID } from '#domain/accounts/password-reset.ts';
import { registerSecret } from '#api/test/leak-check.ts';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { insertMember, insertStudent, MEMBER_PASSWORD } from '#api/test/people.ts';
import { testConfig } from '#api/test/test-app.ts';

const fx = useMailFixture();
const call = (...args: Parameters<ReturnType<typeof fx.api>['call']>) => fx.api().call(...args);

async function signIn(rollNumberOrEmail: string, password = MEMBER_PASSWORD) {
  const res = await call('POST', '/api/users/auth', { rollNumberOrEmail, password });
  return { status: res.status, auth: { authorization: `Bearer ${res.json.token}` } };
}
/** Delivers the outbox and reads the newest mail to `email` whose subject has `subject`. */
async function newestMail(email: string, subject: string) {
  await fx.drainOutbox();
  const mail = fx.mailsTo(email).filter((m) => m.subject.includes(subject)).at(-1);
  if (!mail) throw new Error(`no "${subject}" mail to ${email}`);
  return mail;
}
async function mailedCode(email: string) {
  const code = /code[^\d]*(\d{6})/.exec((await newestMail(email, 'e-mail change code')).text)?.[1] ?? '';
  registerSecret(code);
  return code;
}
async function undoToken(oldEmail: string) {
  const token = /\/undo-email-change#([\w-]+)/.exec((await newestMail(oldEmail, 'address was changed')).text)?.[1] ?? '';
  registerSecret(token);
  return token;
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('changing the e-mail address', () => {
  it('takes effect only with the code mailed to the new address; the old one is told; login follows the address', async () => {
    const m = await insertMember(fx.db.sql, { fullName: 'Tara Menon' });
    const { auth } = await signIn(m.rollNumber);
    const next = `tara.${m.rollNumber}@mail.example.com`;

    const asked = await call('POST', '/api/users/email', { email: `  ${next.toUpperCase()} ` }, auth);
    expect(asked.status).toBe(200);
    expect(asked.json.message).toBe(emailCodeSent(next));
    const code = await mailedCode(next);
    expect(fx.mailsTo(m.email).filter((mail) => mail.subject.includes('code'))).toEqual([]);
    // Nothing has changed yet.
    expect((await signIn(next)).status).toBe(401);

    const wrong = await call('POST', '/api/users/email/verify', { code: otherCode(code) }, auth);
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(EMAIL_CODE_INVALID);
    const done = await call('POST', '/api/users/email/verify', { code }, auth);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ message: emailChanged(next), user: { email: next, fullName: 'Tara Menon' } });
    expect((await call('POST', '/api/users/email/verify', { code }, auth)).status).toBe(400);

    expect((await signIn(next)).status).toBe(200);
    expect((await signIn(m.email)).status).toBe(401);
    expect((await call('GET', '/api/users/profile', undefined, auth)).json.email).toBe(next);
    const [roster] = await fx.db.sql`select email from college_data where id = ${m.id}`;
    expect(roster!.email).toBe(m.email);
    const notice = await newestMail(m.email, 'address was changed');
    expect(notice.text).toContain(`changed from this one to ${next}`);
    expect(notice.text).toContain(`${testConfig.appUrl}/undo-email-change#`);
    const [audit] = await fx.db.sql`select action, before, after from audit_log where action = 'account.email-change' and target_id = (select id::text from users where roll_number = ${m.rollNumber})`;
    expect(audit).toMatchObject({ before: { email: `${m.email[0]}•••@${m.email.split('@')[1]}` }, after: { email: 't•••@mail.example.com' } });
  });

  it('refuses an address in use, the same address and bad input, and holds its limit under 20 requests at once', async () => {
    const m = await insertMember(fx.db.sql);
    const other = await insertMember(fx.db.sql);
    const student = await insertStudent(fx.db.sql);
    const { auth } = await signIn(m.rollNumber);
    for (const email of [other.email, student.email.toUpperCase()]) {
      const res = await call('POST', '/api/users/email', { email }, auth);
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({ message: EMAIL_TAKEN, issues: [{ path: 'email', message: EMAIL_TAKEN }] });
    }
    const same = await call('POST', '/api/users/email', { email: m.email }, auth);
    expect(same.json.message).toBe(SAME_EMAIL);
    // Three asks in 15 minutes, the refused ones counted: the fourth is over the limit.
    expect((await call('POST', '/api/users/email', { email: 'free@mail.example.com' }, auth)).status).toBe(429);

    const fresh = await insertMember(fx.db.sql);
    const mine = (await signIn(fresh.rollNumber)).auth;
    for (const bad of [{ email: 'not an address' }, { email: 'a\u0000b@mail.example.com' }, { email: 42 }, { email: `${'x'.repeat(250)}@mail.example.com` }, {}]) {
      const res = await call('POST', '/api/users/email', bad, mine);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => call('POST', '/api/users/email', { email: `burst${i}.${fresh.rollNumber}@mail.example.com` }, mine)));
    expect(burst.map((r) => r.status).sort()).toEqual([...Array(3).fill(200), ...Array(17).fill(429)]);
    expect(burst.find((r) => r.status === 429)!.json.message).toBe(EMAIL_CHANGE_TOO_MANY);
    expect((await call('POST', '/api/users/email', { email: 'x@mail.example.com' })).status).toBe(401);
  });

  it('takes only its own code: a reset code does not change an address, an address code does not reset a password', async () => {
    const m = await insertMember(fx.db.sql);
    const { auth } = await signIn(m.rollNumber);
    await call('POST', '/api/users/password/forgot', { rollNumberOrEmail: m.rollNumber });
    await fx.drainOutbox();
    const resetCode = /Your code is (\d{6})/.exec(fx.mailsTo(m.email).at(-1)!.text)![1]!;
    expect((await call('POST', '/api/users/email/verify', { code: resetCode }, auth)).json.message).toBe(EMAIL_CODE_INVALID);

    const next = `own.${m.rollNumber}@mail.example.com`;
    await call('POST', '/api/users/email', { email: next }, auth);
    const code = await mailedCode(next);
    const reset = await call('POST', '/api/users/password/reset', { rollNumberOrEmail: m.rollNumber, code, password: 'Fresh#Start9' });
    expect(reset.json.message).toBe(RESET_CODE_INVALID);
    // Another member's session cannot use it either.
    const stranger = (await signIn((await insertMember(fx.db.sql)).rollNumber)).auth;
    expect((await call('POST', '/api/users/email/verify', { code }, stranger)).status).toBe(400);
    expect((await call('POST', '/api/users/email/verify', { code }, auth)).status).toBe(200);
  });

  it('is undone from the old address for 7 days: the address comes back, every device is signed out, the link works once', async () => {
    const m = await insertMember(fx.db.sql, { fullName: 'Ravi Shankar' });
    const phone = await signIn(m.rollNumber);
    const thief = `thief.${m.rollNumber}@mail.example.com`;
    await call('POST', '/api/users/email', { email: thief }, phone.auth);
    await call('POST', '/api/users/email/verify', { code: await mailedCode(thief) }, phone.auth);
    const token = await undoToken(m.email);
    // The thief moves it on again; that change's link goes to the thief's address.
    const further = `further.${m.rollNumber}@mail.example.com`;
    fx.clock.advance(60_000);
    await fx.db.sql`delete from rate_limit_events where bucket like 'email-change:%'`;
    await call('POST', '/api/users/email', { email: further }, phone.auth);
    await call('POST', '/api/users/email/verify', { code: await mailedCode(further) }, phone.auth);
    const thiefToken = await undoToken(thief);

    expect((await call('POST', '/api/users/email/undo', { token: 'x'.repeat(43) })).json.message).toBe(UNDO_INVALID);
    const undone = await call('POST', '/api/users/email/undo', { token });
    expect(undone.status).toBe(200);
    expect(undone.json.message).toBe(emailRestored(m.email));
    expect((await call('GET', '/api/users/profile', undefined, phone.auth)).status).toBe(401);
    expect((await signIn(m.email)).status).toBe(200);
    expect((await signIn(further)).status).toBe(401);
    expect((await call('POST', '/api/users/email/undo', { token })).status).toBe(400);
    expect((await call('POST', '/api/users/email/undo', { token: thiefToken })).json.message).toBe(UNDO_INVALID);
    expect((await newestMail(m.email, 'address was restored')).text).toContain(`${testConfig.appUrl}/forgot-password`);
  });

  it('lets an undo link lapse after 7 days', async () => {
    const m = await insertMember(fx.db.sql);
    const { auth } = await signIn(m.rollNumber);
    const next = `late.${m.rollNumber}@mail.example.com`;
    await call('POST', '/api/users/email', { email: next }, auth);
    await call('POST', '/api/users/email/verify', { code: await mailedCode(next) }, auth);
    const token = await undoToken(m.email);
    fx.clock.advance(7 * 24 * 60 * 60_000);
    expect((await call('POST', '/api/users/email/undo', { token })).json.message).toBe(UNDO_INVALID);
    expect((await signIn(next)).status).toBe(200);
  });
});

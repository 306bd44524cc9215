import { describe, expect, it } from 'vitest';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { registerSecret } from '#api/test/leak-check.ts';
import { insertStudent } from '#api/test/people.ts';

const fx = useMailFixture();
const { clock, api, drainOutbox, mailsTo } = fx;

/** Delivers the outbox to the SMTP sink and reads the code mailed to `email`. */
async function codeMailedTo(email: string): Promise<string> {
  await drainOutbox();
  const code = /code is (\d{6})/.exec(mailsTo(email).at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  registerSecret(code);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('signup: roll number → code from the e-mail → account', () => {
  it('walks the whole signup and then logs in by roll number and by e-mail', async () => {
    const student = await insertStudent(fx.db.sql, { fullName: 'Rohan Nair', email: 'Rohan.Nair@Students.example.edu' });
    const { call } = api();

    const sent = await call('POST', `/api/users/verify/${student.rollNumber}`);
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({
      message: 'Verification code sent to your registered email',
      data: { rollNumber: Number(student.rollNumber), email: 'R•••@Students.example.edu' },
    });
    const code = await codeMailedTo(student.email);
    const mail = fx.sink.mails.at(-1)!;
    expect(mail.text).toContain(`/verify/${encodeURIComponent(student.email)}`);

    const wrong = await call('POST', `/api/users/verify/${student.rollNumber}/code`, { code: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Invalid verification code. Please try again.');

    const verified = await call('POST', `/api/users/verify/${student.rollNumber}/code`, { code });
    expect(verified.status).toBe(200);
    expect(verified.json.message).toBe('Email verified successfully!');
    expect(verified.json.data).toEqual({
      fullName: 'Rohan Nair',
      email: student.email,
      gender: 'Female',
      rollNumber: Number(student.rollNumber),
      batch: '2019-2023',
      branch: 'Computer Science',
      course: 'B.Tech',
      cgpa: 8.75,
    });
    const { signupToken } = verified.json;

    const weak = await call('POST', '/api/users', { signupToken, password: 'campus2024' });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toBe('Password must contain at least one uppercase letter');

    // Whatever the body claims, the profile comes from the roster.
    const created = await call('POST', '/api/users', {
      signupToken,
      rollNumber: Number(student.rollNumber),
      fullName: 'Somebody Else',
      password: 'Campus#2024',
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ message: 'Account created successfully!' });
    const [user] = await fx.db.sql`select full_name, role from users where roll_number = ${student.rollNumber}`;
    expect(user).toEqual({ full_name: 'Rohan Nair', role: 'member' });

    const again = await call('POST', '/api/users', { signupToken, password: 'Campus#2024' });
    expect(again.status).toBe(409);
    expect((await call('POST', `/api/users/verify/${student.rollNumber}`)).status).toBe(409);

    for (const ident of [student.rollNumber, 'rohan.nair@students.example.edu']) {
      const login = await call('POST', '/api/users/auth', { rollNumberOrEmail: ident, password: 'Campus#2024', role: 'Student / Alumni' });
      expect(login.status).toBe(200);
      expect(login.json).toMatchObject({ message: 'Login successful! Redirecting...', role: 'Student / Alumni' });
      expect(login.json.user).toMatchObject({ fullName: 'Rohan Nair', role: 'Alumni', rollNumber: Number(student.rollNumber) });
      expect(typeof login.json.token).toBe('string');
    }
  });

  it('refuses an unknown roll number with 404 and a malformed one with the form message', async () => {
    const { call } = api();
    const unknown = await call('POST', '/api/users/verify/999999999999');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toMatch(/not in the college records/);
    const bad = await call('POST', '/api/users/verify/12345abcde');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Roll number must contain only digits');
  });

  it('kills a code after five wrong tries, even for the right value', async () => {
    const student = await insertStudent(fx.db.sql);
    const { call } = api();
    await call('POST', `/api/users/verify/${student.rollNumber}`);
    const code = await codeMailedTo(student.email);
    for (let i = 0; i < 5; i++) {
      const r = await call('POST', `/api/users/verify/${student.rollNumber}/code`, { code: wrongCode(code) });
      expect(r.json.message).toBe('Invalid verification code. Please try again.');
    }
    const sixth = await call('POST', `/api/users/verify/${student.rollNumber}/code`, { code });
    expect(sixth.status).toBe(400);
    expect(sixth.json.message).toBe('Too many wrong attempts. Please request a new code.');
  });

  it('accepts a code once, and not after ten minutes', async () => {
    const student = await insertStudent(fx.db.sql);
    const { call } = api();
    await call('POST', `/api/users/verify/${student.rollNumber}`);
    const code = await codeMailedTo(student.email);
    expect((await call('POST', `/api/users/verify/${student.rollNumber}/code`, { code })).status).toBe(200);
    const reuse = await call('POST', `/api/users/verify/${student.rollNumber}/code`, { code });
    expect(reuse.status).toBe(400);

    await call('POST', `/api/users/verify/${student.rollNumber}`);
    const late = await codeMailedTo(student.email);
    clock.advance(10 * 60_000 + 1);
    const expired = await call('POST', `/api/users/verify/${student.rollNumber}/code`, { code: late });
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe('This verification code has expired. Please request a new one.');
  });

  it('sends at most three codes per roll number in 15 minutes', async () => {
    const student = await insertStudent(fx.db.sql);
    const { call } = api();
    for (let i = 0; i < 3; i++) expect((await call('POST', `/api/users/verify/${student.rollNumber}`)).status).toBe(200);
    const fourth = await call('POST', `/api/users/verify/${student.rollNumber}`);
    expect(fourth.status).toBe(429);
    clock.advance(15 * 60_000 + 1);
    expect((await call('POST', `/api/users/verify/${student.rollNumber}`)).status).toBe(200);
    await codeMailedTo(student.email);
  });

  it('needs a signup token, and one for the same roll number', async () => {
    const [a, b] = [await insertStudent(fx.db.sql), await insertStudent(fx.db.sql)];
    const { call } = api();
    const missing = await call('POST', '/api/users', { rollNumber: a.rollNumber, password: 'Campus#2024' });
    expect(missing.status).toBe(401);

    await call('POST', `/api/users/verify/${a.rollNumber}`);
    const code = await codeMailedTo(a.email);
    const { signupToken } = (await call('POST', `/api/users/verify/${a.rollNumber}/code`, { code })).json;
    const other = await call('POST', '/api/users', { signupToken, rollNumber: b.rollNumber, password: 'Campus#2024' });
    expect(other.status).toBe(403);
    const forged = await call('POST', '/api/users', { signupToken: signupToken.slice(0, -3) + 'abc', password: 'Campus#2024' });
    expect(forged.status).toBe(401);
    expect(await fx.db.sql`select 1 from users where roster_id in (${a.id}, ${b.id})`).toHaveLength(0);
  });

  it('verifies the code at /verify/{email}, the link in the code e-mail', async () => {
    const student = await insertStudent(fx.db.sql);
    const { call } = api();
    await call('POST', `/api/users/verify/${student.rollNumber}`);
    const code = await codeMailedTo(student.email);
    const empty = await call('POST', `/api/users/verify/${encodeURIComponent(student.email)}`, { code: ' ' });
    expect(empty.json.message).toBe('Please enter verification code');
    const ok = await call('POST', `/api/users/verify/${encodeURIComponent(student.email.toUpperCase())}`, { code });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe('Verification successful! Redirecting...');
  });

  it("carries the signup on from the link: /verify/{email} answers the record and a signup token; the wizard's check of the used code says so", async () => {
    const student = await insertStudent(fx.db.sql);
    const { call } = api();
    await call('POST', `/api/users/verify/${student.rollNumber}`);
    const code = await codeMailedTo(student.email);
    await drainOutbox();
    const link = mailsTo(student.email).at(-1)?.text.match(/http\S+\/verify\/\S+/)?.[0];
    expect(link).toBe(`http://localhost:8080/verify/${encodeURIComponent(student.email)}`);

    const byLink = await call('POST', new URL(link!).pathname.replace('/verify/', '/api/users/verify/'), { code });
    expect(byLink.status).toBe(200);
    expect(byLink.json.data).toMatchObject({ fullName: student.fullName, email: student.email, rollNumber: Number(student.rollNumber) });
    // The wizard, still on its code step, gets words that say where the signup went.
    const wizard = await call('POST', `/api/users/verify/${student.rollNumber}/code`, { code });
    expect(wizard.status).toBe(400);
    expect(wizard.json).toMatchObject({
      code: 'code_used',
      message: 'This code has already been used. If you opened the link in the e-mail, finish signing up there, or request a new code.',
    });
    // Only the right code hears that: any other is simply invalid, and counts nothing.
    expect((await call('POST', `/api/users/verify/${student.rollNumber}/code`, { code: wrongCode(code) })).json.code).toBe('code_none');
    // The link's token creates the account.
    const created = await call('POST', '/api/users', { signupToken: byLink.json.signupToken, password: 'Campus#2024' });
    expect(created.status).toBe(201);
  });
});

import { describe, expect, it } from 'vitest';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { registerSecret } from '#api/test/leak-check.ts';
import { insertStudent } from '#api/test/people.ts';
import { shapeProblems } from './shape.ts';
import { codeSent, codeVerified, errorReply, memberLogin, messageReply } from './spec-shapes.ts';
import { cookieJar, specLogin } from './spec-client.ts';

// Spec section 7, Users: the signup calls, driven like the wizard does with "credentials included":
// the browser keeps the cookie the code step sets and sends it with the signup, whose body is the spec's.
const fx = useMailFixture();
const NEW_PASSWORD = 'Alumni#2026';

/** Delivers the outbox to the SMTP sink and reads the code mailed to `email`. */
async function codeMailedTo(email: string): Promise<string> {
  await fx.drainOutbox();
  const code = /code is (\d{6})/.exec(fx.mailsTo(email).at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  registerSecret(code);
  return code;
}

/** "Signup: fullName, email, rollNumber, gender, batch, branch, course, cgpa, password", prefilled from the verified record. */
const signupBody = (record: Record<string, unknown>, rollNumber: string) => ({
  fullName: record.fullName,
  email: record.email,
  rollNumber: Number(rollNumber),
  gender: record.gender,
  batch: record.batch,
  branch: record.branch,
  course: record.course,
  cgpa: record.cgpa,
  password: NEW_PASSWORD,
});

describe('signup: roll number, mailed code, account', () => {
  it('signs up with the spec body and the cookie from the code step, then logs in', async () => {
    const student = await insertStudent(fx.db.sql, { fullName: 'Rohan Nair' });
    const { call } = fx.api();
    const jar = cookieJar();
    const browser = async (path: string, body?: unknown) => {
      const reply = await call('POST', path, body, jar.headerFor(path));
      jar.keep(reply, path);
      return reply;
    };

    const sent = await browser(`/api/users/verify/${student.rollNumber}`);
    expect(sent.status, sent.text).toBe(200);
    expect(shapeProblems(sent.json, codeSent)).toEqual([]);

    const code = await codeMailedTo(student.email);
    const verified = await browser(`/api/users/verify/${student.rollNumber}/code`, { code });
    expect(verified.status, verified.text).toBe(200);
    expect(shapeProblems(verified.json, codeVerified)).toEqual([]);
    // The signup proof travels in an httpOnly cookie, out of reach of page scripts. Soft: the signup
    // below shows whether the cookie works as a browser would send it.
    expect.soft(verified.headers.getSetCookie().filter((c) => /;\s*httponly/i.test(c))).not.toEqual([]);

    const created = await browser('/api/users', signupBody(verified.json.data, student.rollNumber));
    expect(created.status, created.text).toBe(201);
    expect(shapeProblems(created.json, messageReply)).toEqual([]);

    const login = await specLogin(call, student.rollNumber, NEW_PASSWORD);
    expect(login.status, login.text).toBe(200);
    expect(shapeProblems(login.json, memberLogin)).toEqual([]);
    expect(login.json.fullName).toBe('Rohan Nair');
  });

  it('refuses the spec body with neither the cookie nor a signupToken: 401 with a message', async () => {
    const student = await insertStudent(fx.db.sql);
    const record = { fullName: student.fullName, email: student.email, gender: 'Female', batch: student.batch, branch: 'Computer Science', course: 'B.Tech', cgpa: 8.75 };
    const res = await fx.api().call('POST', '/api/users', signupBody(record, student.rollNumber));
    expect(res.status, res.text).toBe(401);
    expect(shapeProblems(res.json, errorReply)).toEqual([]);
    expect(await fx.db.sql`select 1 from users where roll_number = ${student.rollNumber}`).toHaveLength(0);
  });

  it('verifies the mailed code at POST /api/users/verify/{email}', async () => {
    const student = await insertStudent(fx.db.sql, { fullName: 'Sara Iyer' });
    const { call } = fx.api();
    const sent = await call('POST', `/api/users/verify/${student.rollNumber}`);
    expect(sent.status, sent.text).toBe(200);
    const code = await codeMailedTo(student.email);
    const res = await call('POST', `/api/users/verify/${student.email}`, { code });
    expect(res.status, res.text).toBe(200);
    expect(shapeProblems(res.json, messageReply)).toEqual([]);
  });
});

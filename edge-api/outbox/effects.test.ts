import { beforeEach, describe, expect, it } from 'vitest';
import { contactMail, useMailFixture } from '#api/test/mail-fixture.ts';
import { createTestApp, manualClock, testConfig } from '#api/test/test-app.ts';
import { registerSecret } from '#api/test/leak-check.ts';
import { insertStudent } from '#api/test/people.ts';
import { createDeliver } from './deliver.ts';
import { createDispatcher, RETENTION_MS } from './dispatcher.ts';
import type { Effect } from './effect-types.ts';
import { effectQueue } from './effects.ts';

const fx = useMailFixture();
const { mailsTo } = fx;
beforeEach(async () => {
  await fx.db.sql`truncate outbox`;
});

const rowsAsText = async () => (await fx.db.sql<{ row: string }[]>`select o::text as row from outbox o`).map((r) => r.row).join('\n');
const codeMail = (to: string, code: string): Effect => ({
  kind: 'mail',
  template: 'verification-code',
  to,
  fullName: 'Kavya Menon',
  verifyUrl: `http://localhost:8080/verify/${encodeURIComponent(to)}`,
  code,
});

describe('secrets in outbox rows', () => {
  it('stores a code mail without its code; the mail that arrives has it, in the words it always had', async () => {
    const clock = manualClock();
    const student = await insertStudent(fx.db.sql, { fullName: 'Anil Kumar' });
    expect((await createTestApp(fx.db.sql, { clock }).call('POST', `/api/users/verify/${student.rollNumber}`)).status).toBe(200);
    const queued = await rowsAsText();
    expect(queued).toContain('verification-code');

    expect(await createDispatcher({ sql: fx.db.sql, clock, deliver: fx.deliver.deliver }).runOnce()).toBe(1);
    const [mail] = mailsTo(student.email);
    const code = /Your verification code is (\d{6})\. It is valid for 10 minutes\./.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error(`no code in the mail: ${mail?.text}`);
    registerSecret(code);
    expect(mail?.subject).toBe(`Your Alumni Portal verification code: ${code}`);
    expect(mail?.text).toMatch(/^Hello Anil Kumar,\n/);
    expect(mail?.text).toContain(`go on with your signup: http://localhost:8080/verify/${encodeURIComponent(student.email)}`);
    expect(queued).not.toContain(code);
    expect(await rowsAsText()).not.toContain(code);
  });

  type Payload = { to: string; values: Record<string, string>; sealed?: string };
  // Inside the ciphertext, not its last character (whose spare bits base64 decoding may ignore).
  const flipOne = (text: string, i = text.length - 10) => text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
  it.each([
    ['one changed character of the sealed value', (p: Payload) => ({ ...p, sealed: flipOne(p.sealed!) }), /^Sealed values cannot be opened/],
    ['a changed recipient', (p: Payload) => ({ ...p, to: 'mallory@example.com' }), /^Sealed values cannot be opened/],
    ['a code put in the plain values', (p: Payload) => ({ ...p, sealed: undefined, values: { ...p.values, code: '123456' } }), /holds a secret value in plain text/],
  ])('never delivers a code mail after %s: the row stays undelivered with the reason', async (_what, tamper, reason) => {
    const clock = manualClock();
    const to = `tamper.${Math.random().toString(36).slice(2)}@students.example.edu`;
    await effectQueue(fx.db.sql, { now: clock.now(), secret: testConfig.jwtSecret }).enqueue(codeMail(to, '123456'));
    const [stored] = await fx.db.sql<{ id: string; payload: Payload }[]>`select id, payload from outbox`;
    await fx.db.sql`update outbox set payload = ${fx.db.sql.json(tamper(stored!.payload))} where id = ${stored!.id}`;
    const dispatcher = createDispatcher({ sql: fx.db.sql, clock, deliver: fx.deliver.deliver });
    expect(await dispatcher.runOnce()).toBe(1);
    expect([...mailsTo(to), ...mailsTo('mallory@example.com')]).toEqual([]);
    const [row] = await fx.db.sql`select sent_at, last_error from outbox`;
    expect(row?.sent_at).toBeNull();
    expect(row?.last_error).toMatch(reason);
  });

  it('opens sealed values only with the secret they were sealed under', async () => {
    const clock = manualClock();
    const to = 'other.secret@students.example.edu';
    await effectQueue(fx.db.sql, { now: clock.now(), secret: testConfig.jwtSecret }).enqueue(codeMail(to, '654321'));
    const stranger = createDeliver({ smtpUrl: fx.sink.url, mailFrom: 'portal@alumni.example.edu', secret: 'another-secret-another-secret-0123' });
    try {
      expect(await createDispatcher({ sql: fx.db.sql, clock, deliver: stranger.deliver }).runOnce()).toBe(1);
    } finally {
      stranger.close();
    }
    expect(mailsTo(to)).toEqual([]);
    const [row] = await fx.db.sql`select sent_at, last_error from outbox`;
    expect(row).toEqual({ sent_at: null, last_error: 'Sealed values cannot be opened: altered, or sealed under another JWT_SECRET' });
    // The right secret still delivers it.
    clock.advance(60 * 60_000);
    expect(await createDispatcher({ sql: fx.db.sql, clock, deliver: fx.deliver.deliver }).runOnce()).toBe(1);
    expect(mailsTo(to)).toHaveLength(1);
  });
});

describe('purge of delivered rows', () => {
  it('blanks the payload of rows delivered more than seven days ago, and nothing else', async () => {
    const clock = manualClock();
    const dispatcher = createDispatcher({ sql: fx.db.sql, clock, deliver: fx.deliver.deliver });
    const queue = () => effectQueue(fx.db.sql, { now: clock.now(), secret: testConfig.jwtSecret });
    await queue().enqueue(contactMail({ message: 'delivered first' }));
    expect(await dispatcher.runOnce()).toBe(1);
    // Never delivered: a kind no channel handles.
    await fx.db.sql`insert into outbox (kind, payload, next_attempt_at, created_at) values ('carrier-pigeon', '{"note": "kept"}', ${clock.now()}, ${clock.now()})`;
    clock.advance(2 * 24 * 60 * 60_000);
    await queue().enqueue(contactMail({ message: 'delivered two days later' }));
    await dispatcher.runOnce();

    const payloads = async () =>
      (await fx.db.sql<{ kind: string; payload: Record<string, any>; sent: boolean; attempts: number }[]>`
        select kind, payload, sent_at is not null as sent, attempts from outbox order by id`).map((r) => ({
        kind: r.kind,
        sent: r.sent,
        attempts: r.attempts,
        message: r.payload.values?.message ?? r.payload.note,
      }));
    const before = await payloads();
    expect(before.map((p) => p.message)).toEqual(['delivered first', 'kept', 'delivered two days later']);

    clock.advance(RETENTION_MS - 2 * 24 * 60 * 60_000 - 60_000); // just short of a week after the first delivery
    await dispatcher.runOnce();
    expect((await payloads()).map((p) => p.message)).toEqual(['delivered first', 'kept', 'delivered two days later']);

    clock.advance(60 * 60_000); // the dispatcher purges once an hour
    await dispatcher.runOnce();
    const after = await payloads();
    expect(after.map((p) => p.message)).toEqual([undefined, 'kept', 'delivered two days later']);
    const [first] = await fx.db.sql`select kind, payload, attempts, sent_at, created_at from outbox order by id limit 1`;
    expect(first).toMatchObject({ kind: 'mail', payload: {}, attempts: 1 });
    expect(first?.sent_at).toBeInstanceOf(Date);
    expect(first?.created_at).toBeInstanceOf(Date);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp, manualClock, testConfig } from '#api/test/test-app.ts';
import { startSmtpSink } from '#api/test/smtp-sink.ts';
import { createDeliver } from '#api/outbox/deliver.ts';
import { createDispatcher } from '#api/outbox/dispatcher.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());
beforeEach(async () => {
  await db.sql`truncate contact_messages, outbox`;
});

const valid = { name: 'Asha Rao', email: 'asha@example.com', message: 'Could the alumni office share the reunion dates?' };

describe('POST /api/contactus/', () => {
  it('stores the message and queues a mail to support in the outbox', async () => {
    const { call } = createTestApp(db.sql);
    const res = await call('POST', '/api/contactus/', valid);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ message: 'Message sent Successfuly' });

    const stored = await db.sql`select name, email, message from contact_messages`;
    expect(stored).toEqual([valid]);
    const [mail] = await db.sql`select kind, payload, sent_at from outbox`;
    expect(mail?.kind).toBe('mail');
    expect(mail?.payload).toEqual({ template: 'contact-message', to: 'support@alumni.example.edu', replyTo: 'asha@example.com', values: valid });
    expect(mail?.sent_at).toBeNull();
  });

  it('reaches support by mail, with reply-to the sender', async () => {
    const sink = await startSmtpSink();
    const deliver = createDeliver({ smtpUrl: sink.url, mailFrom: 'portal@alumni.example.edu', secret: testConfig.jwtSecret });
    try {
      const clock = manualClock();
      expect((await createTestApp(db.sql, { clock }).call('POST', '/api/contactus/', valid)).status).toBe(201);
      expect(await createDispatcher({ sql: db.sql, clock, deliver: deliver.deliver }).runOnce()).toBe(1);
      expect(sink.mails).toEqual([
        {
          to: ['support@alumni.example.edu'],
          from: 'portal@alumni.example.edu',
          replyTo: 'asha@example.com',
          subject: 'Contact form: Asha Rao',
          text: `Asha Rao <asha@example.com> wrote:\n\n${valid.message}\n`,
        },
      ]);
    } finally {
      deliver.close();
      await sink.close();
    }
  });

  it('works without the trailing slash too', async () => {
    const { call } = createTestApp(db.sql);
    expect((await call('POST', '/api/contactus', valid)).status).toBe(201);
  });

  it.each([
    ['name', 'A', 'Name is required'],
    ['name', 'Asha99', 'Name must contain only letters and spaces'],
    ['email', 'asha@', 'Invalid email address'],
    ['message', 'short', 'Message must be at least 10 characters'],
  ])('rejects %s=%j with 400 and the spec message', async (field, value, message) => {
    const { call } = createTestApp(db.sql);
    const res = await call('POST', '/api/contactus/', { ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.issues).toContainEqual({ path: field, message });
    expect(await db.sql`select 1 from contact_messages`).toHaveLength(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { call } = createTestApp(db.sql);
    const res = await call('POST', '/api/contactus/', '{"name": ', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('The request body must be valid JSON');
  });

  it('answers 413 for an oversized body and stores nothing', async () => {
    const { call } = createTestApp(db.sql);
    const res = await call('POST', '/api/contactus/', { ...valid, message: 'x'.repeat(100 * 1024) });
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('Request body is too large');
    expect(await db.sql`select 1 from contact_messages`).toHaveLength(0);
  });

  it('writes the message and its outbox row in one transaction: no outbox row, no message', async () => {
    await db.sql.unsafe(`
      create or replace function refuse_outbox() returns trigger language plpgsql as
        $$ begin raise exception 'outbox unavailable'; end $$;
      create trigger refuse_outbox before insert on outbox for each row execute function refuse_outbox();`);
    try {
      const { call, logs } = createTestApp(db.sql);
      const res = await call('POST', '/api/contactus/', valid);
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ message: 'Internal Error' });
      expect(res.text).not.toContain('outbox unavailable');
      expect(JSON.stringify(logs)).toContain('outbox unavailable');
      expect(await db.sql`select 1 from contact_messages`).toHaveLength(0);
    } finally {
      await db.sql.unsafe('drop trigger refuse_outbox on outbox; drop function refuse_outbox();');
    }
  });
});

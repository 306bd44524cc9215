import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { manualClock, testConfig } from '#api/test/test-app.ts';
import { startSmtpSink } from '#api/test/smtp-sink.ts';
import { contactMail } from '#api/test/mail-fixture.ts';
import { createDeliver } from './deliver.ts';
import { backoffMs, createDispatcher } from './dispatcher.ts';
import { effectQueue } from './effects.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());
beforeEach(async () => {
  await db.sql`truncate outbox`;
});

const enqueue = (now: Date, effect = contactMail()) => effectQueue(db.sql, { now, secret: testConfig.jwtSecret }).enqueue(effect);
const createTestDeliver = (smtpUrl?: string) => createDeliver({ smtpUrl, mailFrom: 'portal@alumni.example.edu', secret: testConfig.jwtSecret });

describe('outbox dispatcher', () => {
  it('delivers a queued mail to a real SMTP server and marks it sent', async () => {
    const sink = await startSmtpSink();
    const clock = manualClock();
    const deliver = createTestDeliver(sink.url);
    try {
      await enqueue(clock.now());
      const dispatcher = createDispatcher({ sql: db.sql, clock, deliver: deliver.deliver });
      expect(await dispatcher.runOnce()).toBe(1);
      expect(sink.mails).toEqual([
        {
          to: ['support@alumni.example.edu'],
          from: 'portal@alumni.example.edu',
          replyTo: 'asha@example.com',
          subject: 'Contact form: Asha Rao',
          text: 'Asha Rao <asha@example.com> wrote:\n\nA message for support.\n',
        },
      ]);
      const [row] = await db.sql`select attempts, sent_at, last_error from outbox`;
      expect(row).toMatchObject({ attempts: 1, last_error: null });
      expect(row?.sent_at).not.toBeNull();
      expect(await dispatcher.runOnce()).toBe(0);
    } finally {
      deliver.close();
      await sink.close();
    }
  });

  it('delivers a mail queued after an album’s worth of photo work first, and takes a few photos a pass', async () => {
    const clock = manualClock();
    const queue = effectQueue(db.sql, { now: clock.now(), secret: testConfig.jwtSecret });
    for (let i = 0; i < 30; i++) {
      const photoId = crypto.randomUUID();
      await queue.enqueue({ kind: 'derive-photo', photoId, about: `photo:${photoId}` });
    }
    await enqueue(clock.now());
    const delivered: string[] = [];
    const dispatcher = createDispatcher({ sql: db.sql, clock, deliver: async (kind) => void delivered.push(kind) });
    expect(await dispatcher.runOnce()).toBe(5);
    expect(delivered).toEqual(['mail', 'derive-photo', 'derive-photo', 'derive-photo', 'derive-photo']);
    while ((await dispatcher.runOnce()) > 0);
    expect(delivered.filter((k) => k === 'derive-photo')).toHaveLength(30);
  });

  it('retries with backoff while SMTP is down and delivers exactly once when it is back', async () => {
    // Find a free port, then close the sink so that nothing listens there.
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.close();
    const clock = manualClock();
    const deliver = createTestDeliver(`smtp://127.0.0.1:${port}`);
    const dispatcher = createDispatcher({ sql: db.sql, clock, deliver: deliver.deliver });
    await enqueue(clock.now());

    for (let i = 0; i < 3; i++) {
      expect(await dispatcher.runOnce()).toBe(1);
      expect(await dispatcher.runOnce()).toBe(0); // backing off: not due yet
      clock.advance(60 * 60_000);
    }
    const [failed] = await db.sql`select attempts, sent_at, last_error from outbox`;
    expect(failed).toMatchObject({ attempts: 3, sent_at: null });
    expect(failed?.last_error).toMatch(/ECONNREFUSED|connect/i);

    const { SMTPServer } = await import('smtp-server');
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _s, cb) {
        let raw = '';
        stream.on('data', (d: Buffer) => (raw += d.toString()));
        stream.on('end', () => {
          received.push(raw);
          cb();
        });
      },
    });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      expect(await dispatcher.runOnce()).toBe(1);
      clock.advance(24 * 60 * 60_000);
      expect(await dispatcher.runOnce()).toBe(0);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('A message for support.');
      const [sent] = await db.sql`select attempts, sent_at from outbox`;
      expect(sent?.attempts).toBe(4);
      expect(sent?.sent_at).not.toBeNull();
    } finally {
      deliver.close();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('never drops a row it cannot deliver', async () => {
    const clock = manualClock();
    await db.sql`insert into outbox (kind, payload, next_attempt_at) values ('carrier-pigeon', '{}', ${clock.now()})`;
    const dispatcher = createDispatcher({ sql: db.sql, clock, deliver: createTestDeliver().deliver });
    for (let i = 0; i < 5; i++) {
      await dispatcher.runOnce();
      clock.advance(2 * 60 * 60_000);
    }
    const [row] = await db.sql`select attempts, sent_at, last_error from outbox`;
    expect(row).toMatchObject({ attempts: 5, sent_at: null, last_error: "No channel delivers outbox kind 'carrier-pigeon'" });
  });

  it('backs off exponentially, capped at an hour, with jitter', () => {
    expect(backoffMs(1, () => 1)).toBe(1000);
    expect(backoffMs(4, () => 1)).toBe(8000);
    expect(backoffMs(4, () => 0)).toBe(4000);
    expect(backoffMs(30, () => 1)).toBe(60 * 60_000);
  });
});

describe('outbox dispatchers sharing work', () => {
  // Skipped on PGlite: it serves one connection at a time, so SKIP LOCKED between two dispatchers
  // needs a real server (CI has one).
  it.skipIf(!process.env.DATABASE_URL)('two dispatchers never deliver the same row twice (needs a Postgres server: skipped on PGlite, one connection)', async () => {
    const postgres = (await import('postgres')).default;
    const clock = manualClock();
    for (let i = 0; i < 40; i++) await enqueue(clock.now(), contactMail({ message: `message ${i}` }));
    const seen: string[] = [];
    const deliver = async (_k: string, p: Record<string, unknown>) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(JSON.stringify(p.values));
    };
    const other = postgres(db.url, { max: 2 });
    try {
      const a = createDispatcher({ sql: db.sql, clock, deliver, batchSize: 5 });
      const b = createDispatcher({ sql: other, clock, deliver, batchSize: 5 });
      const drain = async (d: typeof a) => {
        while ((await d.runOnce()) > 0);
      };
      await Promise.all([drain(a), drain(b)]);
      expect(seen).toHaveLength(40);
      expect(new Set(seen).size).toBe(40);
    } finally {
      await other.end();
    }
  });
});

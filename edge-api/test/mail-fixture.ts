import { afterAll, beforeAll } from 'vitest';
import { createDeliver } from '../outbox/deliver.ts';
import { createDispatcher } from '../outbox/dispatcher.ts';
import type { Effect } from '../outbox/effect-types.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { createTestApp, manualClock, testConfig } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

/**
 * A test file's database, a real SMTP sink and the dispatcher's delivery to it, as the embedded
 * server wires them. Call at the top of the file; use the returned object inside tests.
 */
export function useMailFixture() {
  const fx = {
    db: undefined as unknown as TestDatabase,
    sink: undefined as unknown as Awaited<ReturnType<typeof startSmtpSink>>,
    deliver: undefined as unknown as ReturnType<typeof createDeliver>,
    clock: manualClock(),
    api: () => createTestApp(fx.db.sql, { clock: fx.clock }),
    /** Delivers everything due in the outbox, as the dispatcher would. */
    async drainOutbox() {
      const dispatcher = createDispatcher({ sql: fx.db.sql, clock: fx.clock, deliver: fx.deliver.deliver });
      while ((await dispatcher.runOnce()) > 0);
    },
    mailsTo: (email: string) => fx.sink.mails.filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase())),
  };
  beforeAll(async () => {
    fx.db = await createTestDatabase();
    fx.sink = await startSmtpSink();
    fx.deliver = createDeliver({ smtpUrl: fx.sink.url, mailFrom: 'portal@alumni.example.edu', secret: testConfig.jwtSecret, appUrl: testConfig.appUrl, sql: fx.db.sql, clock: fx.clock });
  });
  afterAll(async () => {
    fx.deliver?.close();
    await fx.sink?.close();
    await fx.db?.close();
  });
  return fx;
}

/** A Contact mail to support, for tests about the outbox itself. */
export const contactMail = (over: Partial<Extract<Effect, { template: 'contact-message' }>> = {}): Effect => ({
  kind: 'mail',
  template: 'contact-message',
  to: 'support@alumni.example.edu',
  replyTo: 'asha@example.com',
  name: 'Asha Rao',
  email: 'asha@example.com',
  message: 'A message for support.',
  ...over,
});

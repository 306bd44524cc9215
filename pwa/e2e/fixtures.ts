import { test as base, type Page } from '@playwright/test';
import { startSmtpSink } from '#api/test/smtp-sink.ts';
import { startRazorpayFake, type RazorpayFake } from '#api/test/razorpay-fake.ts';
import { signIn } from './api-sign-in.ts';
import { createMember, type Member } from './jobs-helpers.ts';
import { recordPageErrors } from './page-errors.ts';
import { closeLeftoverProfiles } from './persistent-context.ts';
import { startServer, type RunningServer } from './server.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
type Roster = Parameters<typeof createMember>[3];

type TestFixtures = {
  /** Closes, and reports, a browser on a profile a timed-out test left open (persistent-context.ts). */
  leftoverProfiles: void;
  /** A member of the test's own (roster row, code mail, sign-up, all through the API). */
  member: Member;
  /** `page`, signed in as `member` without the login screen, on `/` (docs/testing.md). */
  memberPage: Page;
};
type WorkerFixtures = {
  server: RunningServer;
  smtp: Sink;
  razorpay: RazorpayFake;
  /** Makes another member on the worker's server, e.g. for a second person in a test. */
  newMember: (roster?: Roster) => Promise<Member>;
};

/** Every test file shares one real server (fresh database, real SMTP sink, a fake Razorpay) per worker. */
/* eslint-disable no-empty-pattern -- Playwright's idiom for a fixture that needs none */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  smtp: [
    async ({}, use) => {
      const sink = await startSmtpSink();
      await use(sink);
      await sink.close();
    },
    { scope: 'worker' },
  ],
  // Razorpay's API cannot be reached from here: the server's SDK talks to a fake that speaks it.
  razorpay: [
    async ({}, use) => {
      const fake = await startRazorpayFake();
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ smtp, razorpay }, use) => {
      const server = await startServer({
        SMTP_URL: smtp.url,
        RAZORPAY_KEY_ID: razorpay.keyId,
        RAZORPAY_KEY_SECRET: razorpay.keySecret,
        RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
        RAZORPAY_API_URL: razorpay.url,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  newMember: [async ({ server, smtp }, use) => use((roster) => createMember(server.url, server.output(), smtp, roster)), { scope: 'worker' }],
  member: async ({ newMember }, use) => use(await newMember()),
  memberPage: async ({ page, member }, use) => {
    await signIn(page, member);
    await use(page);
  },
  baseURL: async ({ server }, use) => use(server.url),
  leftoverProfiles: [
    async ({}, use, testInfo) => {
      await use();
      await closeLeftoverProfiles(testInfo);
    },
    { auto: true },
  ],
  // A failed test says what its pages threw (page-errors.ts).
  context: async ({ context }, use, testInfo) => {
    const attachErrors = recordPageErrors(context);
    await use(context);
    await attachErrors(testInfo);
  },
});

export { expect } from '@playwright/test';

import { test as base } from '@playwright/test';
import { startSmtpSink } from '#api/test/smtp-sink.ts';
import { startRazorpayFake, type RazorpayFake } from '#api/test/razorpay-fake.ts';
import { startServer, type RunningServer } from './server.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Every test file shares one real server (fresh database, real SMTP sink, a fake Razorpay) per worker. */
// Playwright's fixture idiom: no test-scoped fixtures ({}) and fixtures that need none ({}).
/* eslint-disable @typescript-eslint/no-empty-object-type, no-empty-pattern */
export const test = base.extend<{}, { server: RunningServer; smtp: Sink; razorpay: RazorpayFake }>({
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
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from '@playwright/test';

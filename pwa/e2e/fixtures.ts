import { test as base } from '@playwright/test';
import { startSmtpSink } from '#api/test/smtp-sink.ts';
import { startServer, type RunningServer } from './server.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Every test file shares one real server (fresh database, real SMTP sink) per worker. */
// Playwright's fixture idiom: no test-scoped fixtures ({}) and fixtures that need none ({}).
/* eslint-disable @typescript-eslint/no-empty-object-type, no-empty-pattern */
export const test = base.extend<{}, { server: RunningServer; smtp: Sink }>({
  smtp: [
    async ({}, use) => {
      const sink = await startSmtpSink();
      await use(sink);
      await sink.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ smtp }, use) => {
      const server = await startServer({ SMTP_URL: smtp.url });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from '@playwright/test';

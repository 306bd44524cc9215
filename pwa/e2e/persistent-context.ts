import { chromium, test, type BrowserContext } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- the root config has no alias
import config from '../../playwright.config.ts';
import { recordPageErrors } from './page-errors.ts';

/**
 * A browser profile on disk instead of an incognito context: the service worker then serves the
 * shell offline, and installability can be checked ("in incognito" is always an error).
 */
export async function withPersistentContext(baseURL: string, fn: (ctx: BrowserContext) => Promise<void>) {
  await withProfile(baseURL, async (open) => fn(await open()));
}

/**
 * A profile on disk that outlives its browsers: each `open()` starts a browser on it. Closing one
 * closes the profile's storage, so the next starts it afresh (a device restarted, or a quota
 * override set before any page of the origin opens).
 */
export async function withProfile(baseURL: string, fn: (open: () => Promise<BrowserContext>) => Promise<void>) {
  const dir = await mkdtemp(join(tmpdir(), 'alumni-profile-'));
  const opened: BrowserContext[] = [];
  const errorReports: ReturnType<typeof recordPageErrors>[] = [];
  try {
    await fn(async () => {
      // 'allow' spelled out: a file's test.use({ serviceWorkers: 'block' }) reaches these browsers too,
      // and a profile on disk is there for its service worker (offline, install).
      const ctx = await chromium.launchPersistentContext(dir, { ...config.use?.launchOptions, headless: true, baseURL, serviceWorkers: 'allow' });
      // Its calls time out before the test does: a navigation that never ends then names itself and
      // its call log, where the test's own timeout would leave a launched context's call unreported.
      ctx.setDefaultTimeout(30_000);
      opened.push(ctx);
      errorReports.push(recordPageErrors(ctx));
      return ctx;
    });
  } catch (error) {
    for (const report of errorReports) await report(test.info(), true);
    throw error;
  } finally {
    for (const ctx of opened) await ctx.close();
    await rm(dir, { recursive: true, force: true });
  }
}

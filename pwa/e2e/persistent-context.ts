import { chromium, test, type BrowserContext, type TestInfo } from '@playwright/test';
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

type OpenProfile = { ctx: BrowserContext; reportErrors: ReturnType<typeof recordPageErrors> };
/** The profiles' browsers open now; one a timed-out test was still using stays here (closeLeftoverProfiles). */
const openProfiles = new Set<OpenProfile>();

/**
 * A profile on disk that outlives its browsers: each `open()` starts a browser on it. Closing one
 * closes the profile's storage, so the next starts it afresh (a device restarted, or a quota
 * override set before any page of the origin opens).
 */
export async function withProfile(baseURL: string, fn: (open: () => Promise<BrowserContext>) => Promise<void>) {
  const dir = await mkdtemp(join(tmpdir(), 'alumni-profile-'));
  const opened: OpenProfile[] = [];
  try {
    await fn(async () => {
      // 'allow' spelled out: a file's test.use({ serviceWorkers: 'block' }) reaches these browsers too,
      // and a profile on disk is there for its service worker (offline, install).
      const ctx = await chromium.launchPersistentContext(dir, { ...config.use?.launchOptions, headless: true, baseURL, serviceWorkers: 'allow' });
      // Its calls time out before the test does: a navigation that never ends then names itself and
      // its call log, where the test's own timeout would leave a launched context's call unreported.
      ctx.setDefaultTimeout(30_000);
      const profile = { ctx, reportErrors: recordPageErrors(ctx) };
      opened.push(profile);
      openProfiles.add(profile);
      return ctx;
    });
  } catch (error) {
    for (const { reportErrors } of opened) await reportErrors(test.info(), true);
    throw error;
  } finally {
    for (const profile of opened) {
      await profile.ctx.close();
      openProfiles.delete(profile);
    }
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * After each test (fixtures.ts): a test that timed out inside withProfile never reached its
 * `finally`, and Playwright does not close a browser it did not launch. Its pages' addresses, what
 * they show and what they threw are attached, then the browser is closed, so the hung call ends.
 */
export async function closeLeftoverProfiles(testInfo: TestInfo) {
  for (const profile of openProfiles) {
    openProfiles.delete(profile);
    await profile.reportErrors(testInfo, true);
    for (const page of profile.ctx.pages()) {
      const snapshot = await page.ariaSnapshot({ timeout: 5_000 }).catch((e: Error) => `(no snapshot: ${e.message})`);
      await testInfo.attach('open profile page', { body: `${page.url()}\n\n${snapshot}`, contentType: 'text/plain' });
    }
    await profile.ctx.close().catch(() => undefined);
  }
}

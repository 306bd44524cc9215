import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- the root config has no alias
import config from '../../playwright.config.ts';

/**
 * A browser profile on disk instead of an incognito context: the service worker then serves the
 * shell offline, and installability can be checked ("in incognito" is always an error).
 */
export async function withPersistentContext(baseURL: string, fn: (ctx: BrowserContext) => Promise<void>) {
  const dir = await mkdtemp(join(tmpdir(), 'alumni-profile-'));
  const ctx = await chromium.launchPersistentContext(dir, { ...config.use?.launchOptions, headless: true, baseURL });
  try {
    await fn(ctx);
  } finally {
    await ctx.close();
    await rm(dir, { recursive: true, force: true });
  }
}

import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * No network for the pages or for the service worker: setOffline does not cover the worker's own
 * fetches, the route does (Chromium routes service-worker requests through the context).
 */
export async function goOffline(ctx: BrowserContext) {
  await ctx.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await ctx.setOffline(true);
}

export async function goOnline(ctx: BrowserContext) {
  await ctx.unroute('**/api/**');
  await ctx.setOffline(false);
}

/** The bar under the navigation that says the app is offline: a member's sync bar, or a visitor's notice. */
export const offlineBar = (page: Page) =>
  page.getByTestId('sync-status').or(page.getByTestId('offline-notice')).filter({ hasText: 'You are offline.' });

/**
 * Offline (or online again) as the page shows it, for a page without the service worker: the bar
 * under the navigation appears (or goes) before the test clicks anything, as it moves the page.
 */
export async function switchNetwork(page: Page, offline: boolean) {
  // The toasts' library loads when the page is first idle: going offline before it has (a loaded
  // machine, no service worker to serve it) would hold every toast until the network is back.
  if (offline) await page.locator('[data-rht-toaster]').waitFor({ state: 'attached' });
  await page.context().setOffline(offline);
  if (offline) await expect(offlineBar(page)).toBeVisible();
  else await expect(offlineBar(page)).toHaveCount(0);
}

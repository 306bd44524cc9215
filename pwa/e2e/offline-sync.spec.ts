import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { jobCard, postJobViaForm, signInReadyToPostWithWorker, uniqueTitle } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { readOutbox } from './local-store.ts';
import { withPersistentContext } from './persistent-context.ts';

// Issue 10: while navigator.onLine is false the app makes no /api/sync request (each failed one was
// a console error); the 'online' event syncs at once.

/** 'METHOD /api/sync/…' of every sync request from now on, by the pages or the service worker. */
function syncRequests(ctx: BrowserContext) {
  const seen: string[] = [];
  ctx.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/sync/')) seen.push(`${r.method()} ${pathname}`);
  });
  return seen;
}

test('offline, no page view, change or timer calls /api/sync; coming online sends and pulls at once', async ({ server, member }) => {
  // Many steps in one installed browser: ~48 s on a busy machine, past the default 60 s on a fresh server.
  test.setTimeout(120_000);
  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.clock.install(); // runs at normal speed until the test moves it
    const seen = syncRequests(ctx);
    // Signed in on /jobs, then reloaded under the service worker, so the page reloads offline too.
    await signInReadyToPostWithWorker(page, member);
    await expect.poll(() => seen).toContain('GET /api/sync/pull'); // online, it syncs

    await goOffline(ctx);
    const offlineFrom = seen.length;
    // Page views: a reload served by the service worker, then client-side navigation.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Job Portal' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Queries' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Query Portal' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Portal' }).click();
    // A change made offline waits in the outbox.
    const title = uniqueTitle('Posted offline');
    await postJobViaForm(page, { title });
    await expect(jobCard(page, title).getByTestId('pending-badge')).toBeVisible();
    // Every timer the engine could have set meanwhile: after a change, the poll, the longest back-off.
    await page.clock.runFor(3 * 60_000);
    expect(seen.slice(offlineFrom)).toEqual([]);

    await goOnline(ctx); // the 'online' event
    await expect.poll(() => seen.slice(offlineFrom)).toEqual(expect.arrayContaining(['POST /api/sync/push', 'GET /api/sync/pull']));
    await expect(jobCard(page, title).getByTestId('pending-badge')).toHaveCount(0);
    await expect.poll(() => readOutbox(page)).toEqual([]);
    await expect(page.getByTestId('sync-status')).toHaveCount(0); // nothing left to tell the member
  });
});

import { expect, test } from './fixtures.ts';
import { withPersistentContext } from './persistent-context.ts';
import { untilWorkerActive, untilWorkerControls } from './jobs-helpers.ts';

test('the app is installable: Chromium reports no installability errors', async ({ server }) => {
  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(server.url);
    await untilWorkerActive(page);
    const cdp = await ctx.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get(`${server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose?.includes('maskable'))).toBe(true);
  });
});

test('after one online visit, a reload offline still shows the app', async ({ server }) => {
  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(server.url);
    await untilWorkerActive(page);
    // The page that registered the worker is not controlled until the next navigation.
    await page.reload();
    await untilWorkerControls(page);

    await ctx.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Alumni Journey Begins Here' })).toBeVisible();
    await page.goto(`${server.url}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'Empowering Alumni, Inspiring Futures' })).toBeVisible();
    await ctx.setOffline(false);
  });
});

test('a page whose chunk is gone shows "Something went wrong" in its place; the nav bar stays, the next page opens, and it opens once the chunk is back', async ({ browser, server }) => {
  // As after a deploy removed the chunk this tab was built with (no service worker to serve an old copy).
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  await context.route('**/assets/about-page-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  // A page the app renders itself (not prerendered), so the link below is followed by the app.
  await page.goto('/createJob');
  await expect(page.getByRole('heading', { level: 1, name: 'Login Required' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alumni Portal', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Alumni Journey Begins Here' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

  // Once the chunk can be fetched again, the page that failed opens on the next visit, no reload.
  await context.unroute('**/assets/about-page-*.js');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empowering Alumni, Inspiring Futures' })).toBeVisible();
  await context.close();
});

test("a prerendered page whose chunk is gone still answers 'Reload the page' (presses held before the app are let go)", async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  // /contact starts its app after its first paint (/about only when needed: ADR 0097).
  await context.route('**/assets/contact-page-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => ((window as unknown as { beforeReload?: boolean }).beforeReload = true));
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(false);
  await context.close();
});

import { expect, test } from './fixtures.ts';
import { withPersistentContext } from './persistent-context.ts';
import { untilWorkerControls } from './jobs-helpers.ts';

test('the app is installable: Chromium reports no installability errors', async ({ server }) => {
  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(server.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
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
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
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

import type { Page } from '@playwright/test';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { postJobViaForm, serverCounts, signInReadyToPost, uniqueTitle, type Member } from './jobs-helpers.ts';
import { goOffline } from './network.ts';
import { readOutbox } from './local-store.ts';
import { withProfile } from './persistent-context.ts';

// When IndexedDB is full the member reads a plain sentence, never the browser's exception name.

// One member on purpose: each test is a device of its own.
let member: Member | undefined;
test.beforeAll(async ({ newMember }) => {
  member = await newMember();
});

/**
 * A device with no storage left: Chromium's own quota override (CDP), set before the app opens its
 * database (an open storage backend keeps the quota it started with).
 */
async function signInOnAFullDevice(page: Page, origin: string, path: string) {
  await page.goto('/robots.txt'); // the origin, without the app
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
  await signIn(page, member!, path);
}

const NO_RAW_ERROR = /QuotaExceeded|DOMException|AbortError|Dexie/;

// Online screens on a full device: no service worker to install (ADR 0103). The last test's profile
// is a browser of its own, with the worker.
test.describe('online', () => {
  test.use({ serviceWorkers: 'block' });

  test('the sync bar says the device is full when what the server sends cannot be stored', async ({ page, server }) => {
    await signInOnAFullDevice(page, server.url, '/jobs');
    const bar = page.getByTestId('sync-status').locator('..');
    await expect(bar).toContainText('This device is out of storage space, so the latest jobs and questions cannot be saved on it.');
    await expect(bar).not.toContainText(NO_RAW_ERROR);
  });

  test('a question asked on a full device says so in plain words, and nothing is half-saved', async ({ page, server }) => {
    await signInOnAFullDevice(page, server.url, '/query/askQuestion');
    await page.getByLabel('Question Title').fill('Where do I find the alumni directory?');
    await page.getByLabel('Question Details').fill('I would like to reach people from my batch.');
    await page.getByRole('button', { name: 'Post Your Question' }).click();

    await expect(page.getByRole('main').getByText(/^This device is out of storage space, so this change could not be saved\./)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(NO_RAW_ERROR);
    expect(await readOutbox(page)).toEqual([]);
  });
});

test('a change queued before the device filled up is sent while it stays full', async ({ server }) => {
  await withProfile(server.url, async (open) => {
    const before = await open();
    const page = before.pages()[0] ?? (await before.newPage());
    await signInReadyToPost(page, member!);
    await goOffline(before);
    const title = uniqueTitle('Queued before the device filled up');
    await postJobViaForm(page, { title });
    expect(await readOutbox(page)).toEqual([expect.objectContaining({ status: 'pending' })]);
    await before.close();

    // The device restarts full: no room from before any page of the app opens its store. Until
    // then the service worker's Background Sync may not send the change behind the test's back.
    const after = await open();
    await after.route('**/api/sync/push', (route) => route.abort('internetdisconnected'));
    const next = after.pages()[0] ?? (await after.newPage());
    const cdp = await after.newCDPSession(next);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: server.url, quotaSize: 1 });
    await next.goto('/manifest.webmanifest'); // the origin, without the app
    expect(await readOutbox(next)).toEqual([expect.objectContaining({ status: 'pending' })]);
    await after.unrouteAll({ behavior: 'ignoreErrors' });

    await next.goto('/jobs');
    await expect.poll(() => serverCounts(server.url, [title]), { timeout: 30_000 }).toEqual([1]);
    await expect.poll(async () => (await readOutbox(next)).length).toBe(0);
    // Still full: what the server sends back cannot be stored, and the member is told.
    await expect(next.getByTestId('sync-status').locator('..')).toContainText('This device is out of storage space');
  });
});

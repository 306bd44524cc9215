import type { Page } from '@playwright/test';
import { logIn } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { createMember, type Member } from './jobs-helpers.ts';
import { readOutbox } from './local-store.ts';

// When IndexedDB is full the member reads a plain sentence, never the browser's exception name.

let member: Member | undefined;
test.beforeAll(async ({ server, smtp }) => {
  member = await createMember(server.url, server.output(), smtp);
});

/**
 * A device with no storage left: Chromium's own quota override (CDP), set before the app opens its
 * database (an open storage backend keeps the quota it started with).
 */
async function signInOnAFullDevice(page: Page, origin: string) {
  await page.goto('/about');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
  await logIn(page, member!.rollNumber, member!.password);
}

const NO_RAW_ERROR = /QuotaExceeded|DOMException|AbortError|Dexie/;

test('the sync bar says the device is full when what the server sends cannot be stored', async ({ page, server }) => {
  await signInOnAFullDevice(page, server.url);
  await page.goto('/jobs');
  const bar = page.getByTestId('sync-status').locator('..');
  await expect(bar).toContainText('This device is out of storage space, so the latest jobs and questions cannot be saved on it.');
  await expect(bar).not.toContainText(NO_RAW_ERROR);
});

test('a question asked on a full device says so in plain words, and nothing is half-saved', async ({ page, server }) => {
  await signInOnAFullDevice(page, server.url);
  await page.goto('/query/askQuestion');
  await page.getByLabel('Question Title').fill('Where do I find the alumni directory?');
  await page.getByLabel('Question Details').fill('I would like to reach people from my batch.');
  await page.getByRole('button', { name: 'Post Your Question' }).click();

  await expect(page.getByRole('main').getByText(/^This device is out of storage space, so this change could not be saved\./)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(NO_RAW_ERROR);
  expect(await readOutbox(page)).toEqual([]);
});

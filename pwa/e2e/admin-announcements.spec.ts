import type { Page } from '@playwright/test';
import { demoAccounts, mainNav } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Online screens only: the service worker's install (precaching every chunk, ~6 CPU-s a browser
// context here) is not what these tests check, so their contexts run without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

// Issue 32, the alumni office's compose screen: an announcement to the 2016 batch, counted before it
// goes, sent and reported with its figures; another scheduled for tomorrow and cancelled.

/** The demo admin, signed in without the login screen, on `path`. */
async function signInAsAdmin(page: Page, output: string, path = '/admin/add-edit-Student') {
  const { admin } = demoAccounts(output);
  await signIn(page, { ...admin, role: 'Admin' }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const row = (page: Page, title: string) => page.getByRole('region', { name: 'Sent and scheduled' }).getByRole('listitem').filter({ hasText: title });
const reaches = (page: Page) => page.getByRole('status').filter({ hasText: /^Reaches/ });

/** Tomorrow at 10:00 on this device, as a datetime-local input takes it. */
function tomorrowLocal() {
  const d = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`;
}

async function compose(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('## Reunion\n\nLunch at **1 pm** in the old workshop.');
  await page.getByLabel('Graduating from (year)').fill('2016');
  await page.getByLabel('Graduating to (year)').fill('2016');
}

test('the office sends an announcement to the 2016 batch and sees what it reached', async ({ page, server, newMember }) => {
  test.setTimeout(90_000);
  await newMember({ first: 'Ann', last: 'Batchmate', batch: '2012-2016' });
  await signInAsAdmin(page, server.output());
  await mainNav(page).getByRole('link', { name: 'Announcements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();

  const title = `Reunion of the 2016 batch ${Date.now().toString(36)}`;
  await compose(page, title);
  await page.getByLabel('Link to (optional)').selectOption('An event');
  await expect(page.getByLabel('Which event')).toContainText('Batch of 2016-2020: ten-year reunion');
  await page.getByLabel('Which event').selectOption({ label: 'Batch of 2016-2020: ten-year reunion' });
  await expect(page.locator('strong', { hasText: '1 pm' })).toBeVisible(); // the live preview
  await expect(reaches(page)).toHaveAttribute('aria-busy', 'false');
  const count = Number((await reaches(page).textContent())?.match(/Reaches ([\d,]+) member/)?.[1]?.replace(/,/g, ''));
  expect(count).toBeGreaterThanOrEqual(1);

  await page.getByRole('button', { name: 'Send now' }).click();
  const dialog = page.getByRole('dialog', { name: `Send to ${count} member${count === 1 ? '' : 's'}?` });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, title)).toContainText('Links to an event: Batch of 2016-2020: ten-year reunion');
  await expect(row(page, title).getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
  const reached = row(page, title).locator('div', { has: page.locator('dt', { hasText: 'Reached' }) }).locator('dd');
  await expect.poll(async () => Number(await reached.textContent()), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);

  const later = `Homecoming save the date ${Date.now().toString(36)}`;
  await compose(page, later);
  await page.getByRole('radio', { name: 'Schedule' }).check();
  await page.getByLabel('Send at').fill(tomorrowLocal());
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(row(page, later).getByText('Scheduled', { exact: true })).toBeVisible();
  await row(page, later).getByRole('button', { name: /^Cancel/ }).click();
  await expect(row(page, later).getByText('Cancelled', { exact: true })).toBeVisible();
});

test.describe('dark at 360 px', () => {
  // bypassCSP only so that axe itself can be injected.
  test.use({ colorScheme: 'dark', bypassCSP: true, viewport: { width: 360, height: 780 } });

  test('the screen has no serious axe violation at 360 px in dark mode', async ({ page, server }) => {
    await signInAsAdmin(page, server.output(), '/admin/announcements');
    await expect(reaches(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sent and scheduled' }).getByText('Loading ...')).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await severeViolations(page)).toEqual([]);
    await page.getByLabel('Title').fill('Nothing to send');
    await page.getByLabel('Message').fill('Closed with Escape.');
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { demoAccounts, mainNav } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Online screens only: the service worker's install (precaching every chunk, ~6 CPU-s a browser
// context here) is not what these tests check, so their contexts run without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

// Issue 32, the dashboard at /admin: the demo's figures as tiles, charts, tables and CSV files;
// kept a few minutes by the server, computed anew on Refresh.

/**
 * Signs in as the demo admin (without the login screen) and opens the dashboard from the nav bar (or
 * by its address on a phone, where the nav is a menu).
 */
async function openDashboard(page: Page, output: string, by: 'nav' | 'address' = 'nav') {
  const { admin } = demoAccounts(output);
  await signIn(page, { ...admin, role: 'Admin' }, by === 'nav' ? '/admin/add-edit-Student' : '/admin');
  if (by === 'nav') {
    await expect(page).toHaveURL(/\/admin\/add-edit-Student$/);
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const tile = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
const figure = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const tileNumber = async (page: Page, label: string) => Number((await tile(page, label).locator('dd').first().textContent())!.replace(/[^\d]/g, ''));

test('the demo community as charts, each with its table and a CSV file', async ({ page, server }) => {
  await openDashboard(page, server.output());
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(mainNav(page).getByRole('link', { name: 'Audit log' })).not.toHaveAttribute('aria-current', 'page');

  // The seeded story: a college where more than a hundred graduates have signed up and come back weekly.
  expect(await tileNumber(page, 'Members signed up')).toBeGreaterThan(100);
  expect(await tileNumber(page, 'Active this week')).toBeGreaterThan(20);
  const titles = ['Members signed up, by batch', 'Weekly active members', 'Questions asked and answered', 'Jobs posted', 'Event RSVPs and check-ins', 'Mentorship by month', 'Donations per fund, by month', 'Announcement reach'];
  for (const title of titles) await expect(figure(page, title).getByRole('img', { name: `${title}: a chart. Choose Table to read its figures.` }).locator('canvas')).toHaveCount(1);

  const batches = figure(page, 'Members signed up, by batch');
  await batches.getByRole('button', { name: 'Table' }).click();
  await expect(batches.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  const rows = batches.locator('tbody tr');
  await expect(rows.first().locator('th')).toHaveText(/^\d{4}-\d{4}$/);
  const signedUp = (await rows.locator('td:nth-child(3)').allTextContents()).reduce((sum, n) => sum + Number(n.replace(/,/g, '')), 0);
  expect(signedUp).toBe(await tileNumber(page, 'Members signed up'));

  const download = page.waitForEvent('download');
  await batches.getByRole('button', { name: 'Download Members signed up, by batch as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^members-by-batch-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Batch,On the roster,Signed up,Share signed up');
  expect(lines).toHaveLength((await rows.count()) + 1);

  // Back to the chart: drawn again.
  await batches.getByRole('button', { name: 'Chart' }).click();
  await expect(batches.locator('canvas')).toHaveCount(1);
});

test('a member who signs up counts after Refresh; a reload reads the figures the server kept', async ({ page, server, newMember }) => {
  await openDashboard(page, server.output());
  const before = await tileNumber(page, 'Members signed up');
  const asOf = await page.getByText(/^Figures as of /).textContent();
  await newMember({ first: 'Dana', last: 'Newcomer', batch: '2018-2022' });

  await page.reload();
  await expect(page.getByText(/^Figures as of /)).toHaveText(asOf!);
  expect(await tileNumber(page, 'Members signed up')).toBe(before);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => tileNumber(page, 'Members signed up')).toBe(before + 1);
});

test.describe('axe', () => {
  // bypassCSP only so that axe itself can be injected.
  test.use({ bypassCSP: true });

  test('no serious axe violation, light at 1280 px and dark at 360 px', async ({ page, server }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page, server.output(), 'address');
    await inEachTheme(page, async (theme) => {
      const width = theme === 'light' ? 1280 : 360;
      // The dashboard drawn afresh at this width and in this theme, its charts and its one table.
      if (theme === 'dark') {
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
      }
      await expect(page.locator('html'), theme).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.locator('canvas'), `${theme} at ${width} px`).toHaveCount(8);
      await figure(page, 'Donations per fund, by month').getByRole('button', { name: 'Table' }).click();
      expect(await severeViolations(page), `${theme} at ${width} px`).toEqual([]);
    });
  });
});

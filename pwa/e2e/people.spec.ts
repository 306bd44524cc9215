import type { Page } from '@playwright/test';
import { mainNav, postJson } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, untilWorkerControls } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { countStored } from './local-store.ts';

// Issue 12: people search in the nav, the /people directory, and the own batch offline.
// Online screens run without the service worker (ADR 0103's addendum); the offline test keeps it.
test.use({ serviceWorkers: 'block' });

const searchBox = (page: Page) => mainNav(page).getByRole('combobox', { name: 'Search alumni and students' });
/** A batch no other spec uses, so "my classmates" holds only this test's members. */
const freshBatch = () => {
  const start = 2040 + Math.floor(Math.random() * 900);
  return `${start}-${start + 4}`;
};

test('search by keyboard finds a member despite a typo; Escape closes; the admin has no box; a visitor is asked to log in', async ({ page, member: me, newMember }) => {
  const target = await newMember({ first: 'Zoravar', last: 'Quintanilla' });

  await page.goto('/jobs');
  await searchBox(page).fill('Zoravar');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await signIn(page, me);
  await searchBox(page).focus();
  await page.keyboard.type('Zoravr Quintanila');
  const list = page.getByRole('listbox', { name: 'Suggestion' });
  await expect(list.getByRole('option').first()).toContainText(target.fullName);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option', { selected: true })).toContainText(target.fullName);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/profiles/${target.rollNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.fullName })).toBeVisible();

  // Nobody matches: the dropdown says so; leaving the box closes it.
  await searchBox(page).fill('qqqxxzz');
  await expect(page.getByText('No one found for “qqqxxzz”.')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the directory opens on my classmates, filters by city, and my batch still opens offline', async ({ page, context, server, newMember }) => {
    const batch = freshBatch();
    const me = await newMember({ first: 'Directory', last: 'Reader', batch });
    const [asha, vikram] = [await newMember({ first: 'Asha', last: 'Classmate', batch }), await newMember({ first: 'Vikram', last: 'Classmate', batch })];
    const { token } = await apiLogin(server.url, asha.rollNumber, asha.password);
    await postJson(`${server.url}/api/users/addUserJobInfo`, { companyName: 'Infosys', position: 'Analyst', location: 'Pune' }, token);

    await signIn(page, me);
    await mainNav(page).getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Your classmates · ${batch}` })).toBeVisible();
    const cards = page.getByRole('region', { name: `Your classmates · ${batch}` }).getByRole('listitem');
    await expect(cards).toHaveText([new RegExp(asha.fullName), new RegExp(me.fullName), new RegExp(vikram.fullName)]);
    await expect(cards.first()).toContainText('Analyst at Infosys');

    await page.getByLabel('City').fill('pun');
    await expect(page.getByRole('heading', { level: 2, name: '1 person found' })).toBeVisible();
    await expect(page).toHaveURL(/city=pun/);

    // Offline, the own batch comes from the device: the pull keeps it.
    await expect.poll(() => countStored(page, 'classmates')).toBe(3);
    await page.getByRole('button', { name: 'My classmates' }).click();
    await untilWorkerControls(page);
    await goOffline(context);
    await page.reload();
    await expect(page.getByText('You are offline: showing the classmates kept on this device.')).toBeVisible();
    await expect(cards).toHaveText([new RegExp(asha.fullName), new RegExp(me.fullName), new RegExp(vikram.fullName)]);
    await page.getByLabel('City').fill('Pune');
    await expect(page.getByText('You are offline', { exact: true })).toBeVisible();
    await goOnline(context);
  });
});

test.describe('looks', () => {
  // bypassCSP only so that axe itself can be injected.
  test.use({ bypassCSP: true });

  test('axe finds no serious or critical violation on /people, the search dropdown and /profiles/{roll}, light and dark, at 360 and 1280 px', async ({ page, newMember }) => {
    const batch = freshBatch();
    const me = await newMember({ first: 'Axe', last: 'Reader', batch });
    const other = await newMember({ first: 'Axe', last: 'Classmate', batch });
    await signIn(page, me, '/people');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await inEachTheme(page, async (theme) => {
        const look = `${theme}, ${width} px`;
        await page.goto('/people');
        await expect(page.getByRole('listitem').filter({ hasText: other.fullName })).toBeVisible();
        expect(await severeViolations(page), `/people (${look})`).toEqual([]);
        if (width < 768) await mainNav(page).getByRole('button', { name: 'Open menu' }).click();
        await searchBox(page).fill('Axe Classmate');
        await expect(page.getByRole('option').first()).toBeVisible();
        expect(await severeViolations(page), `the search dropdown (${look})`).toEqual([]);
        await page.goto(`/profiles/${other.rollNumber}`);
        await expect(page.getByRole('heading', { level: 1, name: other.fullName })).toBeVisible();
        expect(await severeViolations(page), `/profiles/{roll} (${look})`).toEqual([]);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `scroll width (${look})`).toBeLessThanOrEqual(width);
      });
    }
  });
});

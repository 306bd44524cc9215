import { expect as baseExpect, type Page } from '@playwright/test';
import { logIn, mainNav, postJson } from './accounts.ts';
import { severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, createMember, goOffline, goOnline, untilWorkerControls, type Member } from './jobs-helpers.ts';
import { countStored } from './local-store.ts';

// Issue 12: people search in the nav, the /people directory, and the own batch offline.

const searchBox = (page: Page) => mainNav(page).getByRole('combobox', { name: 'Search alumni and students' });
/** A batch no other spec uses, so "my classmates" holds only this test's members. */
const freshBatch = () => {
  const start = 2040 + Math.floor(Math.random() * 900);
  return `${start}-${start + 4}`;
};

async function signedIn(page: Page, member: Member) {
  await logIn(page, member.rollNumber, member.password);
  await baseExpect(page).toHaveURL(/\/$/);
}

test('search by keyboard finds a member despite a typo; Escape closes; the admin has no box; a visitor is asked to log in', async ({ page, server, smtp }) => {
  const target = await createMember(server.url, server.output(), smtp, { first: 'Zoravar', last: 'Quintanilla' });
  const me = await createMember(server.url, server.output(), smtp);

  await page.goto('/jobs');
  await searchBox(page).fill('Zoravar');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await signedIn(page, me);
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

test('the directory opens on my classmates, filters by city, and my batch still opens offline', async ({ page, context, server, smtp }) => {
  const batch = freshBatch();
  const me = await createMember(server.url, server.output(), smtp, { first: 'Directory', last: 'Reader', batch });
  const [asha, vikram] = [
    await createMember(server.url, server.output(), smtp, { first: 'Asha', last: 'Classmate', batch }),
    await createMember(server.url, server.output(), smtp, { first: 'Vikram', last: 'Classmate', batch }),
  ];
  const { token } = await apiLogin(server.url, asha.rollNumber, asha.password);
  await postJson(`${server.url}/api/users/addUserJobInfo`, { companyName: 'Infosys', position: 'Analyst', location: 'Pune' }, token);

  await signedIn(page, me);
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

// One reader and one classmate for the four looks (each sign-up waits for its code mail); the file's
// tests run in order in one worker, and these only read.
let axePair: Promise<{ me: Member; other: Member }> | undefined;
for (const theme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test(`axe finds no serious or critical violation on /people, the search dropdown and /profiles/{roll} (${theme}, ${width} px)`, async ({ browser, server, smtp }) => {
      axePair ??= (async () => {
        const batch = freshBatch();
        const me = await createMember(server.url, server.output(), smtp, { first: 'Axe', last: 'Reader', batch });
        const other = await createMember(server.url, server.output(), smtp, { first: 'Axe', last: 'Classmate', batch });
        return { me, other };
      })();
      const { me, other } = await axePair;
      const context = await browser.newContext({ baseURL: server.url, colorScheme: theme, bypassCSP: true, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signedIn(page, me);
      await page.goto('/people');
      await expect(page.getByRole('listitem').filter({ hasText: other.fullName })).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      if (width < 768) await mainNav(page).getByRole('button', { name: 'Open menu' }).click();
      await searchBox(page).fill('Axe Classmate');
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      await page.goto(`/profiles/${other.rollNumber}`);
      await expect(page.getByRole('heading', { level: 1, name: other.fullName })).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await context.close();
    });
  }
}

import type { Page } from '@playwright/test';
import { countLabel } from '#domain/jobs/job-filters.ts';
import type { Job } from '#domain/jobs/job-schema.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { jobCard, type Member } from './jobs-helpers.ts';
import { manyJobs, manyQuestions, putRows, seedLabel, untilPulled } from './list-seed.ts';
import { scrollToBottomUntil } from './list-scroll.ts';
import { countStored } from './local-store.ts';

// Issue 15 (ADR 0087): /jobs and /query with 10,000 rows on the device hold only the cards in and
// near the window, still reach the last row and filter all of them; a visitor's /jobs goes on past
// the newest 500 jobs, a page at a time.

// Online screens over the device's rows. No service worker to install (ADR 0103); and a visitor's
// API is answered by the test's route, which Playwright does not promise for requests that go
// through a service worker: its docs advise blocking them when routing.
test.use({ serviceWorkers: 'block' });

const ROWS = 10_000;
let member: Member | undefined;
test.beforeAll(async ({ newMember }) => {
  member = await newMember({ first: 'Large', last: 'Lists' });
});

/** Signed in, synced once, then the device's table topped up to 10,000 rows; how many are made up. */
async function deviceWith(page: Page, table: 'jobs' | 'questions') {
  // On a light screen of the app while the rows go in.
  const { id } = await signIn(page, member!, '/about');
  await untilPulled(page, id);
  const have = await countStored(page, table);
  const make = table === 'jobs' ? manyJobs : manyQuestions;
  await putRows(page, table, make(ROWS - have));
  return ROWS - have;
}

const FEW = 40; // a screenful and the rows kept beyond it, far below 10,000

test('10,000 jobs on the device: a screenful of cards, the oldest at the bottom, every job filtered; on a phone the keyboard walks them card by card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const seeded = await deviceWith(page, 'jobs');
  const total = ROWS;
  await page.goto('/jobs');
  await expect(page.getByText(countLabel(total), { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Jobs' });
  const items = list.getByRole('listitem').filter({ has: page.locator('[data-job-card]') });
  await expect(items.first()).toHaveAttribute('aria-posinset', '1');
  await expect(items.first()).toHaveAttribute('aria-setsize', String(total));
  expect(await items.count()).toBeLessThan(FEW);

  const oldest = jobCard(page, manyJobs(1)[0]!.title);
  await scrollToBottomUntil(page, oldest);
  await expect(items.last()).toHaveAttribute('aria-posinset', String(total));
  expect(await items.count()).toBeLessThan(FEW);

  // Back at the top, the search box filters all 10,000.
  await page.evaluate(() => window.scrollTo(0, 0));
  const search = page.getByPlaceholder('e.g. Design, Mumbai, Infosys');
  await search.fill(seedLabel(4321));
  await expect(page.locator('[data-job-card] h2')).toHaveText([manyJobs(4321)[4320]!.title]);
  await expect(page.getByText('1 job found', { exact: true })).toBeVisible();
  await search.fill('Seeded Data Scientist');
  const scientists = manyJobs(seeded).filter((j) => j.title.startsWith('Seeded Data Scientist')).length;
  await expect(page.getByText(countLabel(scientists), { exact: true })).toBeVisible();
  await expect(page.locator('[data-job-card]').first()).toContainText('Data Scientist');
  expect(await items.count()).toBeLessThan(FEW);

  // The same device on a phone: the keyboard walks the jobs card by card past the first screenful.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/jobs');
  await expect(page.getByText(countLabel(total), { exact: true })).toBeVisible(); // unfiltered again
  const first = page.locator('[data-job-card] a').first();
  await first.focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  const focused = page.locator('li:has(a:focus)');
  await expect(focused).toHaveAttribute('aria-posinset', '13');
  await expect(page.locator('a:focus')).toBeInViewport();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
  await expect(focused).toHaveAttribute('aria-posinset', '10');
  await expect(page.locator('a:focus')).toBeInViewport();
});

test('10,000 questions on the device: a screenful of cards, the oldest at the bottom, every question searched', async ({ page }) => {
  await deviceWith(page, 'questions');
  const total = ROWS;
  await page.goto('/query');
  await expect(page.getByText(`Showing ${total} of ${total} questions`)).toBeVisible();
  const items = page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
  await expect(items.first()).toHaveAttribute('aria-setsize', String(total));
  expect(await items.count()).toBeLessThan(FEW);

  const oldest = items.filter({ has: page.getByRole('heading', { name: manyQuestions(1)[0]!.title, exact: true }) });
  await scrollToBottomUntil(page, oldest);
  await expect(items.last()).toHaveAttribute('aria-posinset', String(total));

  await page.evaluate(() => window.scrollTo(0, 0));
  // The made-up rows are only on this device, so the search is the device's own (issue 33): the
  // server's search request fails as with no signal, and the device's index answers.
  await page.route('**/api/query/search?*', (route) => route.abort('internetdisconnected'));
  await page.getByPlaceholder('Search questions...').fill(seedLabel(777));
  await expect(page.getByText('1 result on this device', { exact: true })).toBeVisible();
  await expect(items.getByRole('heading')).toHaveText([manyQuestions(777)[776]!.title]);
  await expect(page).toHaveURL(new RegExp(`search=${seedLabel(777)}`)); // the address follows the box
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByPlaceholder('Search questions...')).toHaveValue('');
  await expect(page.getByText(`Showing ${total} of ${total} questions`)).toBeVisible();
  // Sorting the whole list: the oldest first now.
  await page.getByLabel('Sort by').selectOption('Oldest');
  await expect(items.first().getByRole('heading')).toHaveText(manyQuestions(1)[0]!.title);
});

test.describe('a visitor', () => {
  test('a visitor pages past the newest 500 jobs to the oldest, and a search looks through every page', async ({ page }) => {
    const jobs = manyJobs(1234, 'Visitor').reverse(); // newest first, as the API lists them
    const cards = jobs.map(({ contact_email: _e, contact_phone: _p, ...card }) => card);
    const asked: string[] = [];
    await page.context().route(
      (url) => url.pathname === '/api/jobDetail',
      (route) => {
        const url = new URL(route.request().url());
        asked.push(url.search);
        const limit = Number(url.searchParams.get('limit') ?? 500);
        const offset = Number(url.searchParams.get('offset') ?? 0);
        return route.fulfill({ json: cards.slice(offset, offset + limit) });
      },
    );
    await page.goto('/jobs');
    await expect(page.getByText('500+ jobs found', { exact: true })).toBeVisible();

    // The oldest job is on the third page: reaching it pages twice. (Looking for the 501st at the
    // foot of the list raced the next page, which moves the foot past it.)
    await scrollToBottomUntil(page, jobCard(page, jobs.at(-1)!.title));
    await expect(page.getByText('1234 jobs found', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show more jobs' })).toHaveCount(0);
    expect(asked).toEqual(['', '?limit=500&offset=500', '?limit=500&offset=1000']);
    const job501: Job = jobs[500]!;
    await page.getByPlaceholder('e.g. Design, Mumbai, Infosys').fill(job501.title);
    await expect(page.locator('[data-job-card] h2')).toHaveText([job501.title]);
  });

  test('a visitor searching finds a job older than the first page', async ({ page }) => {
    const jobs = manyJobs(1234, 'Visitor').reverse();
    await page.context().route(
      (url) => url.pathname === '/api/jobDetail',
      (route) => {
        const url = new URL(route.request().url());
        const offset = Number(url.searchParams.get('offset') ?? 0);
        return route.fulfill({ json: jobs.slice(offset, offset + Number(url.searchParams.get('limit') ?? 500)) });
      },
    );
    await page.goto('/jobs');
    await expect(page.getByText('500+ jobs found', { exact: true })).toBeVisible();
    await page.getByPlaceholder('e.g. Design, Mumbai, Infosys').fill(seedLabel(5));
    await expect(page.locator('[data-job-card] h2')).toHaveText([manyJobs(5, 'Visitor')[4]!.title]);
    await expect(page.getByText('1 job found', { exact: true })).toBeVisible();
  });
});

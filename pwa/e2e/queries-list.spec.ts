import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './api-sign-in.ts';
import { createQueriesMember, queriesMember, card, cards, answers, questionVotes, answerVotes, filter, scrollToCard, allScores, openQuestion } from './queries-helpers.ts';

// Issue 5 and 10: the Query Portal's list (filters, search, sort) and the vote lock, against the real server.
// Online screens: no service worker (ADR 0103's addendum), so the routes below see every request.
test.use({ serviceWorkers: 'block' });

createQueriesMember();

test('a vote locks its buttons 2 s on a question and 3 s on an answer, also when the card is mounted again', async ({ page }) => {
  await page.clock.install();
  await signIn(page, queriesMember(), '/query');
  const title = 'Parking for alumni during convocation'; // a demo question with one answer
  await openQuestion(page, title);
  await expect(answers(page)).toHaveCount(1);
  // From here on time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  const up = () => questionVotes(page).getByRole('button', { name: /^Upvote/ });
  const count = async (button: Locator) => Number(/(\d+)\s*$/.exec(await button.innerText())?.[1] ?? NaN);
  const before = await count(up());
  expect(before).toBeGreaterThanOrEqual(0);
  await expect(up()).toHaveAttribute('aria-pressed', 'false');
  await up().click();
  await expect(up()).toHaveAttribute('aria-pressed', 'true');
  await expect(up()).toHaveAttribute('aria-busy', 'true');
  await expect(up()).toHaveAttribute('aria-disabled', 'true');
  await expect(questionVotes(page).getByRole('button', { name: /^Downvote/ })).toHaveAttribute('aria-disabled', 'true');

  // 0.5 s later a second click changes nothing (force: a locked button is aria-disabled, and a
  // person can still click it).
  await page.clock.runFor(500);
  await up().click({ force: true });
  await expect(up()).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => count(up())).toBe(before + 1);

  // Leaving and opening the question again mounts new buttons: still locked. The screens read
  // IndexedDB through live queries that need timers, so fake time runs in small steps meanwhile.
  const fakeNow = () => page.evaluate(() => Date.now());
  const runUntilVisible = (target: Locator) =>
    expect.poll(async () => (await page.clock.runFor(25), target.isVisible())).toBe(true);
  const left = await fakeNow();
  await page.getByRole('link', { name: 'All questions' }).click();
  await scrollToCard(page, title, () => page.clock.runFor(25));
  await card(page, title).getByRole('link', { name: title }).click();
  await runUntilVisible(up());
  expect((await fakeNow()) - left).toBeLessThan(1000); // still inside the 2 s window
  await expect(up()).toHaveAttribute('aria-busy', 'true');
  await up().click({ force: true });
  await expect(up()).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => count(up())).toBe(before + 1);

  // After the 2 s window the click counts again: the vote is cleared (had either ignored click
  // counted, this click would set it again, or find the buttons still locked).
  await page.clock.runFor(2100 - ((await fakeNow()) - left) - 500);
  await expect(up()).not.toHaveAttribute('aria-busy', 'true');
  await up().click();
  await expect(up()).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => count(up())).toBe(before);

  // An answer's window is 3 s: a click 2.5 s later is still ignored, one after 3 s counts.
  await page.clock.runFor(2100);
  const down = () => answerVotes(answers(page).first()).getByRole('button', { name: /^Downvote/ });
  await down().click();
  await expect(down()).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(2500);
  await expect(down()).toHaveAttribute('aria-busy', 'true');
  await down().click({ force: true });
  await expect(down()).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(600);
  await expect(down()).not.toHaveAttribute('aria-busy', 'true');
  await down().click();
  await expect(down()).toHaveAttribute('aria-pressed', 'false');
});

test('filters, search, sort and the chips on the demo questions', async ({ page }) => {
  // A first visit whose load fails shows the error view with the server's message.
  const failing = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The database is asleep' }) });
  await page.route('**/api/sync/pull**', failing);
  await page.route('**/api/query', failing);
  await signIn(page, queriesMember(), '/query');
  await expect(page.getByText('Error Loading Query')).toBeVisible();
  await expect(page.getByText('The database is asleep')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  await page.unrouteAll();
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  // The list holds only the cards near the window; the line above it and each card's place in
  // the whole list (aria-setsize) say how many there are.
  const showing = page.getByText(/^Showing \d+ of \d+ questions?$/);
  await expect(showing).toHaveText(/^Showing (\d+) of \1 questions$/);
  const all = Number(/of (\d+)/.exec(await showing.innerText())?.[1]);
  expect(all).toBeGreaterThanOrEqual(28);
  await expect(cards(page).first()).toHaveAttribute('aria-setsize', String(all));
  const showingAll = `Showing ${all} of ${all} questions`;

  // Search: title or content, any case.
  const search = page.getByPlaceholder('Search questions...');
  await search.fill('KUBERNETES');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Docker or Kubernetes first?')).toBeVisible();
  await search.fill('sealed transcripts');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'How do I request a transcript from the college office?')).toBeVisible();
  await search.fill('no question says this');
  await expect(page.getByText('No Queries Found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search terms')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search).toHaveValue('');
  await expect(showing).toHaveText(showingAll);

  // Category and status filters, then both sort orders by date.
  await expect(filter(page, 'Category')).toHaveValue('All');
  await expect(filter(page, 'Status')).toHaveValue('All');
  await filter(page, 'Category').selectOption('Technical');
  await filter(page, 'Status').selectOption('Resolved');
  const resolved = ['Best way to learn system design as a fresher?', 'How do I debug memory leaks in a Node service?'];
  await expect(cards(page).getByRole('link')).toHaveText(resolved);
  await filter(page, 'Sort by').selectOption('Oldest');
  await expect(cards(page).getByRole('link')).toHaveText([...resolved].reverse());
  await expect(page).toHaveURL(/category=Technical/);

  // Popular: upvotes minus downvotes, highest first.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await filter(page, 'Sort by').selectOption('Popular');
  await expect(showing).toHaveText(showingAll);
  const scores = await allScores(page);
  expect(scores).toHaveLength(all);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  expect(new Set(scores).size).toBeGreaterThan(1);
  await filter(page, 'Sort by').selectOption('Oldest');
  await expect(cards(page).first().getByRole('link')).toHaveText('Thesis formatting guidelines for M.Tech');

  // The chips on a card set the filters.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  const gateTitle = 'Is GATE worth it after a few years of work?';
  const gate = await scrollToCard(page, gateTitle);
  await expect(gate).toContainText(/\d+ Answers?/);
  await gate.getByRole('button', { name: 'Filter by category: Academic' }).click();
  await expect(filter(page, 'Category')).toHaveValue('Academic');
  await expect(showing).toHaveText(`Showing 7 of ${all} questions`);
  await (await scrollToCard(page, gateTitle)).getByRole('button', { name: 'Filter by status: In Progress' }).click();
  await expect(filter(page, 'Status')).toHaveValue('In Progress');
  await expect(cards(page).getByRole('link')).toHaveText(['Is GATE worth it after a few years of work?', 'MS abroad or MBA in India?']);

  // Phones fold the selects behind Show / Hide Filters.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(filter(page, 'Category')).toBeHidden();
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await expect(filter(page, 'Category')).toHaveValue('Academic'); // kept in the address
  await page.getByRole('button', { name: 'Hide Filters' }).click();
  await expect(filter(page, 'Category')).toBeHidden();
});

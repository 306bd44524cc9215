import type { BrowserContext, Locator, Page } from '@playwright/test';
import { letterTag } from '#api/admin/sample-workbook.ts';
import { demoAccounts, logIn, signUpViaApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { withPersistentContext } from './persistent-context.ts';
import type { ApiQuestion, ApiQuestionDetail } from '#domain/queries/query-rows.ts';
import { untilWorkerControls } from './jobs-helpers.ts';
import { scrollDownTo } from './list-scroll.ts';

// Issue 5, "Browser + real Postgres": these tests, against the worker's real server (and issue 10's vote lock).

const PASSWORD = 'Queries#2024';
type Member = { rollNumber: string; fullName: string };
let member: Member | undefined;

/**
 * A member of our own: the admin adds a roster record with a random roll number, then it signs up
 * as the wizard does. The server is shared by every spec file, so no printed roll number is used.
 */
test.beforeAll(async ({ server, smtp }) => {
  const { admin } = demoAccounts(server.output());
  const adminToken = await apiToken(server.url, admin.email, admin.password, 'Admin');
  const rollNumber = String(600_000_000_000 + Math.floor(Math.random() * 99_000_000_000));
  const tag = letterTag(Math.floor(Math.random() * 26 ** 5) + 26 ** 4);
  const res = await fetch(`${server.url}/api/admin/add-edit-Data`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      fullName: `Quinn Asker ${tag}`,
      email: `quinn.${tag}@students.example.edu`,
      rollNumber,
      gender: 'Other',
      batch: '2021-2025',
      branch: 'Computer Science',
      course: 'B.Tech',
      cgpa: 8.4,
    }),
  });
  if (!res.ok) throw new Error(`add-edit-Data answered ${res.status}: ${await res.text()}`);
  member = { rollNumber, fullName: await signUpViaApi(server.url, smtp, rollNumber, PASSWORD) };
});

const theMember = () => {
  if (!member) throw new Error('beforeAll did not create the member');
  return member;
};

async function apiToken(baseUrl: string, id: string, password: string, role: 'Admin' | 'Student / Alumni') {
  const res = await fetch(`${baseUrl}/api/users/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rollNumberOrEmail: id, password, role }),
  });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`login answered ${res.status}`);
  return body.token;
}

/** What the server holds, read through the real API as the member. */
async function serverView(baseUrl: string, id: string) {
  const token = await apiToken(baseUrl, theMember().rollNumber, PASSWORD, 'Student / Alumni');
  const get = async <T,>(path: string) => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as T;
  };
  return { question: await get<ApiQuestionDetail>(`/api/query/${id}`), list: await get<ApiQuestion[]>('/api/query') };
}

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const cards = (page: Page) => page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
const answers = (page: Page) => page.getByRole('region', { name: /^Answers/ }).getByRole('article');
const questionVotes = (page: Page) => page.getByRole('group', { name: 'Votes on this question' });
const answerVotes = (scope: Locator) => scope.getByRole('group', { name: 'Votes on this answer' });
const syncBar = (page: Page) => page.getByTestId('sync-status');
const filter = (page: Page, name: 'Category' | 'Status' | 'Sort by') => page.getByRole('combobox', { name, exact: true });

/** Clicks a vote button once its in-flight lock (2 s / 3 s) is over, so the click counts. */
async function vote(button: Locator) {
  await expect(button).not.toHaveAttribute('aria-disabled', 'true', { timeout: 6000 });
  await button.click();
}

async function askQuestion(page: Page, title: string, content: string, category: string) {
  await page.getByRole('link', { name: 'Ask a Question' }).click();
  await expect(page).toHaveURL(/\/query\/askQuestion$/);
  await page.getByLabel('Question Title').fill(title);
  await page.getByLabel('Question Details').fill(content);
  await page.getByRole('radio', { name: category }).check();
  await page.getByRole('button', { name: 'Post Your Question' }).click();
  await expect(page).toHaveURL(/\/query$/);
}

/** The card of `title`, scrolled to from the top of the list (`step` runs between tries). */
const scrollToCard = (page: Page, title: string, step?: () => Promise<unknown>) => scrollDownTo(page, card(page, title), step);

/** Each card's score (upvotes − downvotes), the whole list scrolled through from the top, in its order. */
async function allScores(page: Page): Promise<number[]> {
  const seen = new Map<number, number>();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(async () => {
    const rows = await cards(page).evaluateAll((items) =>
      items.map((li) => ({
        at: Number(li.getAttribute('aria-posinset')),
        of: Number(li.getAttribute('aria-setsize')),
        score: Number(li.querySelector('[data-count="up"]')?.textContent) - Number(li.querySelector('[data-count="down"]')?.textContent),
      })),
    );
    for (const { at, score } of rows) seen.set(at, score);
    const size = rows[0]?.of ?? 0;
    if (size > 0 && seen.size === size) return;
    await page.mouse.wheel(0, 400);
    throw new Error(`${seen.size} of ${size} cards read`);
  }).toPass({ intervals: [50], timeout: 20_000 });
  return [...seen].sort(([a], [b]) => a - b).map(([, score]) => score);
}

/** Opens a question from the list and returns its id. */
async function openQuestion(page: Page, title: string) {
  await scrollToCard(page, title);
  await card(page, title).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Offline for the page and for the service worker's own fetches. */
async function goOffline(ctx: BrowserContext) {
  await ctx.setOffline(true);
  await ctx.route('**/api/**', (route) => route.abort('internetdisconnected'));
}
async function goOnline(ctx: BrowserContext) {
  await ctx.unroute('**/api/**');
  await ctx.setOffline(false);
}

/** Signs in and lets the service worker take control, so the shell and chunks load offline. */
async function signInControlled(page: Page) {
  await logIn(page, theMember().rollNumber, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.goto('/query');
  await untilWorkerControls(page);
  await expect(cards(page).first()).toBeVisible();
}

test('online: ask, answer, comment and vote; after a reload everything is there with the right counts', async ({ page, server }) => {
  const title = `Online question ${Date.now()}`;
  await logIn(page, theMember().rollNumber, PASSWORD);
  await page.goto('/query');
  await page.getByRole('link', { name: 'Ask a Question' }).click();

  // Every rule of the form, in the spec's words.
  await expect(page.getByRole('heading', { level: 1, name: 'Ask a Question' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'General' })).toBeChecked();
  await page.getByRole('button', { name: 'Post Your Question' }).click();
  await expect(page.getByText('Please enter a question title')).toBeVisible();
  await expect(page.getByText('Please provide question details')).toBeVisible();
  await expect(page.getByLabel('Question Title')).toBeFocused();
  await page.getByLabel('Question Title').fill('Why?');
  await page.getByLabel('Question Details').fill('Too short');
  await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
  await page.goto('/query');

  await askQuestion(page, title, 'Which companies visit campus for product roles, and when?', 'Career');
  await expect(card(page, title)).toContainText('Career');
  await expect(card(page, title)).toContainText('Open');
  await expect(card(page, title)).toContainText('No Answers');
  await expect(card(page, title)).toContainText('just now');
  await expect(card(page, title).getByText('Waiting to sync')).toHaveCount(0); // online: sent at once
  const id = await openQuestion(page, title);

  await expect(page.locator('article header')).toContainText(`Asked by ${theMember().fullName}`);
  await expect(page.locator('article header time')).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
  await expect(page.getByText('No answers yet. Be the first to answer!')).toBeVisible();
  await page.getByRole('button', { name: 'Post Your Answer' }).click();
  await expect(page.getByRole('button', { name: 'Post Answer' })).toBeDisabled();
  await page.getByLabel('Your Answer').fill('   ');
  await expect(page.getByRole('button', { name: 'Post Answer' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel post' }).click();
  await expect(page.getByLabel('Your Answer')).toHaveCount(0);
  await page.getByRole('button', { name: 'Post Your Answer' }).click();
  await page.getByLabel('Your Answer').fill('  Talk to the placement cell in July.  ');
  await page.getByRole('button', { name: 'Post Answer' }).click();
  await expect(answers(page)).toHaveCount(1);
  const answer = answers(page).first();
  await expect(answer.locator('p').first()).toHaveText('Talk to the placement cell in July.');
  await expect(answer.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);

  await answer.getByRole('button', { name: 'Comments 0' }).click();
  await expect(answer.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
  await answer.getByLabel('Add a comment').fill('  Thanks, that helps!  ');
  await answer.getByRole('button', { name: 'Post Comment' }).click();
  await expect(answer.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toHaveCount(1);
  await expect(answer.getByText('Thanks, that helps!', { exact: true })).toBeVisible();
  await expect(answer.getByRole('listitem').locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
  await expect(answer.getByRole('button', { name: 'Comments 1' })).toBeVisible();

  await questionVotes(page).getByRole('button', { name: 'Upvote 0' }).click();
  await expect(questionVotes(page).getByRole('button', { name: 'Upvote 1' })).toHaveAttribute('aria-pressed', 'true');
  await answerVotes(answer).getByRole('button', { name: 'Downvote 0' }).click();
  await expect(answerVotes(answer).getByRole('button', { name: 'Downvote 1' })).toHaveAttribute('aria-pressed', 'true');

  await expect(syncBar(page)).toHaveCount(0); // nothing waiting
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Answers (1)' })).toBeVisible();
  await expect(questionVotes(page).getByRole('button', { name: 'Upvote 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(questionVotes(page).getByRole('button', { name: 'Downvote 0' })).toHaveAttribute('aria-pressed', 'false');
  await expect(answerVotes(answers(page).first()).getByRole('button', { name: 'Downvote 1' })).toHaveAttribute('aria-pressed', 'true');
  await answers(page).first().getByRole('button', { name: 'Comments 1' }).click();
  await expect(answers(page).first().getByText('Thanks, that helps!', { exact: true })).toBeVisible();
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);

  // The asker closes the question: no new answers, on the page and on the server.
  await page.getByLabel('Set status').selectOption('Closed');
  await expect(page.getByRole('button', { name: 'Post Your Answer' })).toBeDisabled();
  await expect(page.getByText('This question is closed to new answers')).toBeVisible();
  // The change goes out by the sync engine: wait for the server to have it, not for a bar that may not have shown yet.
  await expect.poll(async () => (await serverView(server.url, id)).question.status).toBe('Closed');
  await expect(syncBar(page)).toHaveCount(0);

  const { question } = await serverView(server.url, id);
  expect(question).toMatchObject({ title, status: 'Closed', upvotes: [question.userId], downvotes: [], upvoteCount: 1, myVote: 1, answerCount: 1 });
  expect(question.answers).toHaveLength(1);
  expect(question.answers[0]).toMatchObject({ answer: 'Talk to the placement cell in July.', downvotes: [question.userId], downvoteCount: 1, myVote: -1, commentCount: 1 });
  expect(question.answers[0]!.comments.map((c) => c.content)).toEqual(['Thanks, that helps!']);
});

test('a vote locks its buttons 2 s on a question and 3 s on an answer, also when the card is mounted again', async ({ page }) => {
  await page.clock.install();
  await logIn(page, theMember().rollNumber, PASSWORD);
  await page.goto('/query');
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

test('offline: ask, answer, comment, vote and toggle; reopened online, each item is posted once with the final votes', async ({ server }) => {
  test.setTimeout(120_000);
  const title = `Offline question ${Date.now()}`;
  let id = '';
  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await signInControlled(page);
    await goOffline(ctx);

    await askQuestion(page, title, 'Asked on a train with no signal: does it reach the portal?', 'Technical');
    await expect(card(page, title).getByText('Waiting to sync')).toBeVisible();
    await expect(syncBar(page)).toContainText('You are offline.');
    id = await openQuestion(page, title);

    await page.getByRole('button', { name: 'Post Your Answer' }).click();
    await page.getByLabel('Your Answer').fill('Answered offline too.');
    await page.getByRole('button', { name: 'Post Answer' }).click();
    const answer = answers(page).first();
    await expect(answer.getByText('Waiting to sync')).toBeVisible();
    await answer.getByRole('button', { name: 'Comments 0' }).click();
    await answer.getByLabel('Add a comment').fill('And a comment on it.');
    await answer.getByRole('button', { name: 'Post Comment' }).click();
    await expect(answer.getByRole('list', { name: 'Comments' }).getByText('Waiting to sync')).toBeVisible();

    await vote(questionVotes(page).getByRole('button', { name: /^Downvote/ }));
    await vote(answerVotes(answer).getByRole('button', { name: /^Upvote/ }));
    // The question's upvote five times: Liked, none, Liked, none, Liked.
    const up = questionVotes(page).getByRole('button', { name: /^Upvote/ });
    for (let i = 0; i < 5; i += 1) {
      await vote(up);
      await expect(up).toHaveAttribute('aria-pressed', i % 2 === 0 ? 'true' : 'false');
    }
    await expect(questionVotes(page).getByRole('button', { name: 'Upvote 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(questionVotes(page).getByRole('button', { name: 'Downvote 0' })).toHaveAttribute('aria-pressed', 'false');
    await expect(answerVotes(answer).getByRole('button', { name: 'Upvote 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(syncBar(page)).toContainText('10 changes are waiting to be sent.');
    await page.close();

    await goOnline(ctx);
    const again = await ctx.newPage();
    await again.goto(`/query/${id}`);
    await expect(again.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(syncBar(again)).toHaveCount(0, { timeout: 20_000 });
    await expect(again.getByText('Waiting to sync')).toHaveCount(0);
    await expect(again.getByRole('heading', { level: 2, name: 'Answers (1)' })).toBeVisible();
    await expect(questionVotes(again).getByRole('button', { name: 'Upvote 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  const { question, list } = await serverView(server.url, id);
  expect(list.filter((q) => q.title === title)).toHaveLength(1);
  expect(question).toMatchObject({ title, status: 'Open', upvotes: [question.userId], downvotes: [], myVote: 1, answerCount: 1 });
  expect(question.answers).toHaveLength(1);
  const [answer] = question.answers;
  expect(answer).toMatchObject({ questionId: id, answer: 'Answered offline too.', upvotes: [question.userId], downvotes: [], myVote: 1, commentCount: 1 });
  expect(answer!.comments).toHaveLength(1);
  expect(answer!.comments[0]).toMatchObject({ answerId: answer!._id, content: 'And a comment on it.' });
});

test('after the list and two questions were opened online, all three show offline after a reload', async ({ server }) => {
  const titles = ['Docker or Kubernetes first?', 'Is GATE worth it after a few years of work?'];
  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await signInControlled(page);
    const ids: string[] = [];
    for (const title of titles) {
      ids.push(await openQuestion(page, title));
      await expect(answers(page).first()).toBeVisible();
      await page.goBack();
    }

    await goOffline(ctx);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Query Portal' })).toBeVisible();
    for (const title of titles) await scrollToCard(page, title);
    for (const [i, title] of titles.entries()) {
      await page.goto(`/query/${ids[i]}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(answers(page).first()).toBeVisible();
      await expect(syncBar(page)).toContainText('You are offline.');
    }
    await goOnline(ctx);
  });
});

test('filters, search, sort and the chips on the demo questions', async ({ page }) => {
  // A first visit whose load fails shows the error view with the server's message.
  const failing = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The database is asleep' }) });
  await page.route('**/api/sync/pull**', failing);
  await page.route('**/api/query', failing);
  await logIn(page, theMember().rollNumber, PASSWORD);
  await page.goto('/query');
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

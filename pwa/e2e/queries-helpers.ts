import type { Locator, Page } from '@playwright/test';
import { letterTag } from '#api/admin/sample-workbook.ts';
import { demoAccounts, signUpViaApi } from './accounts.ts';
import { signIn, type Who } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import type { ApiQuestion, ApiQuestionDetail } from '#domain/queries/query-rows.ts';
import { untilWorkerActive, untilWorkerControls } from './jobs-helpers.ts';
import { scrollDownTo } from './list-scroll.ts';

// The Query Portal's browser tests share these: their member, the server's view and the page's parts.

export const PASSWORD = 'Queries#2024';
type Member = { rollNumber: string; fullName: string };
let member: Member | undefined;

/**
 * A member of our own for the spec file that calls this: the admin adds a roster record with a
 * random roll number, then it signs up as the wizard does. The server is shared by every spec file,
 * so no printed roll number is used.
 */
export const createQueriesMember = () =>
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

export const theMember = () => {
  if (!member) throw new Error('beforeAll did not create the member');
  return member;
};

export async function apiToken(baseUrl: string, id: string, password: string, role: 'Admin' | 'Student / Alumni') {
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
export async function serverView(baseUrl: string, id: string) {
  const token = await apiToken(baseUrl, theMember().rollNumber, PASSWORD, 'Student / Alumni');
  const get = async <T,>(path: string) => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as T;
  };
  return { question: await get<ApiQuestionDetail>(`/api/query/${id}`), list: await get<ApiQuestion[]>('/api/query') };
}

export const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
export const cards = (page: Page) => page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
export const answers = (page: Page) => page.getByRole('region', { name: /^Answers/ }).getByRole('article');
export const questionVotes = (page: Page) => page.getByRole('group', { name: 'Votes on this question' });
export const answerVotes = (scope: Locator) => scope.getByRole('group', { name: 'Votes on this answer' });
export const syncBar = (page: Page) => page.getByTestId('sync-status');
export const filter = (page: Page, name: 'Category' | 'Status' | 'Sort by') => page.getByRole('combobox', { name, exact: true });

/** Clicks a vote button once its in-flight lock (2 s / 3 s) is over, so the click counts. */
export async function vote(button: Locator) {
  await expect(button).not.toHaveAttribute('aria-disabled', 'true', { timeout: 6000 });
  await button.click();
}

export async function askQuestion(page: Page, title: string, content: string, category: string) {
  await page.getByRole('link', { name: 'Ask a Question' }).click();
  await expect(page).toHaveURL(/\/query\/askQuestion$/);
  await page.getByLabel('Question Title').fill(title);
  await page.getByLabel('Question Details').fill(content);
  await page.getByRole('radio', { name: category }).check();
  await page.getByRole('button', { name: 'Post Your Question' }).click();
  await expect(page).toHaveURL(/\/query$/);
}

/** The card of `title`, scrolled to from the top of the list (`step` runs between tries). */
export const scrollToCard = (page: Page, title: string, step?: () => Promise<unknown>) => scrollDownTo(page, card(page, title), step);

/** Each card's score (upvotes − downvotes), the whole list scrolled through from the top, in its order. */
export async function allScores(page: Page): Promise<number[]> {
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
export async function openQuestion(page: Page, title: string) {
  await scrollToCard(page, title);
  await card(page, title).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The member createQueriesMember made for this file, as signIn takes it. */
export const queriesMember = (): Who => ({ rollNumber: theMember().rollNumber, password: PASSWORD });

/**
 * The file's member signed in (no login screen) on /query, once the service worker controls the
 * page (it claims the page as it activates), so the shell and chunks load offline.
 */
export async function signInOnQueryControlled(page: Page) {
  await signIn(page, queriesMember(), '/query');
  await expect(page).toHaveURL(/\/query$/);
  await untilWorkerActive(page);
  await untilWorkerControls(page);
  await expect(cards(page).first()).toBeVisible();
}


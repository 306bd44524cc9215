import type { BrowserContext, Route } from '@playwright/test';
import { countLabel } from '#domain/jobs/job-filters.ts';
import type { Job } from '#domain/jobs/job-schema.ts';
import type { Album } from '#domain/memories/album.ts';
import type { Notification } from '#domain/notifications/notification.ts';
import { PULL_MAX_ROWS } from '#domain/sync/protocol.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, localDay, serverJobs, uniqueTitle, type Member } from './jobs-helpers.ts';
import { countStored, readMeta, readStore } from './local-store.ts';

// Issue 15 (ADR 0085): a first pull comes in a few large pages, fetched ahead while earlier ones
// are stored. Here the pages are made up (the shared server keeps its few jobs): every row lands
// once, in order, and until the last page has landed the board shows the server's newest jobs
// rather than the oldest ones the device holds so far. Online throughout: no service worker to
// install (ADR 0103).
test.use({ serviceWorkers: 'block' });

/** A made-up job as a pull page carries it; the larger `i`, the newer. */
const madeUpJob = (prefix: string, i: number): Job => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `${prefix} ${i}`,
  companyName: 'Paged Labs',
  location: 'Pune',
  job_type: 'Full-time',
  salary: { range: '500000-800000', currency: 'INR' },
  status: 'active',
  yearOfExperience: '2 year',
  description: 'A job that came in a pull page.',
  requirements: ['SQL'],
  applyLink: 'https://careers.example.com/apply/42',
  contact_email: 'hr@example.com',
  contact_phone: '+91 98765 43210',
  application_deadline: localDay(30),
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);

/**
 * Answers GET /api/sync/pull from `pages` by cursor (an empty last page past them); a page whose
 * `hold` is set waits for it. Returns the cursor and limit of every request, in order.
 */
async function servePullPages(ctx: BrowserContext, pages: Record<number, { body: unknown; hold?: Promise<void> }>) {
  const asked: { cursor: number; limit: string | null; first: string | null }[] = [];
  const empty = (cursor: number) => ({ cursor, more: false, changes: {}, deleted: [] });
  await ctx.route(
    (url) => url.pathname === '/api/sync/pull',
    async (route: Route) => {
      const url = new URL(route.request().url());
      const cursor = Number(url.searchParams.get('cursor'));
      asked.push({ cursor, limit: url.searchParams.get('limit'), first: url.searchParams.get('first') });
      const page = pages[cursor];
      if (page?.hold) await page.hold;
      await route.fulfill({ json: page?.body ?? empty(cursor) }).catch(() => undefined); // the page may be gone
    },
  );
  return asked;
}

// One member on purpose: each test is a new device (a fresh browser context), so its first pull.
// `token` is theirs, to read their own first page as the server gives it before the app opens.
let member: Member | undefined;
let token: string | undefined;
test.beforeAll(async ({ newMember, server }) => {
  member = await newMember();
  ({ token } = await apiLogin(server.url, member.rollNumber, member.password));
});

/** The member's own first pull page, as the server gives it. */
const serverFirstPage = async <T>(baseUrl: string) =>
  (await (await fetch(`${baseUrl}/api/sync/pull?cursor=0`, { headers: { Authorization: `Bearer ${token!}` } })).json()) as T;

test('a first pull of three pages stores every job once, in order, and the board shows the server’s list until the last page lands', async ({ page, context, server }) => {
  const prefix = uniqueTitle('Paged');
  const job = (i: number) => madeUpJob(prefix, i);
  let release = () => {};
  const lastPage = new Promise<void>((r) => (release = r));
  const asked = await servePullPages(context, {
    0: { body: { cursor: 1000, more: true, changes: { jobs: range(1, 700).map(job) }, deleted: [] } },
    1000: { body: { cursor: 2000, more: true, changes: { jobs: range(701, 1400).map(job) }, deleted: [{ table: 'jobs', id: job(5)._id }] } },
    2000: {
      body: { cursor: 3000, more: false, changes: { jobs: [...range(1401, 2000).map(job), { ...job(10), title: `${prefix} 10 renamed` }] }, deleted: [] },
      hold: lastPage,
    },
  });
  await signIn(page, member!, '/jobs');

  // Two pages in: the device holds the oldest 1,399 jobs; the board lists what the server lists.
  await expect.poll(() => countStored(page, 'jobs')).toBe(1399);
  expect(await readMeta(page, 'firstPull')).toBe(member!.id);
  const listed = Math.min(500, (await serverJobs(server.url)).length);
  await expect(page.getByText(countLabel(listed), { exact: true })).toBeVisible();
  await expect(page.locator('[data-job-card]').filter({ hasText: prefix })).toHaveCount(0);

  release();
  await expect(page.getByText(countLabel(1999), { exact: true })).toBeVisible();
  await expect(page.locator('[data-job-card]').first()).toContainText(`${prefix} 2000`);
  const stored = await readStore<Job>(page, 'jobs');
  expect(stored).toHaveLength(1999);
  expect(new Set(stored.map((j) => j._id)).size).toBe(1999);
  expect(stored.some((j) => j._id === job(5)._id)).toBe(false);
  expect(stored.find((j) => j._id === job(10)._id)?.title).toBe(`${prefix} 10 renamed`);
  expect(await readMeta(page, 'cursor')).toBe(3000);
  expect(await readMeta(page, 'firstPull')).toBeUndefined();
  // Each page asked once, in order, for as many rows as a page may hold, and for a new device's slice
  // (ADR 0118); a pull after the first one asks for every change.
  expect(asked.slice(0, 3)).toEqual([0, 1000, 2000].map((cursor) => ({ cursor, limit: String(PULL_MAX_ROWS), first: '1' })));
  expect(asked.filter((a) => a.cursor < 3000)).toHaveLength(3);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => asked.filter((a) => a.cursor === 3000).length).toBeGreaterThan(0);
  expect(asked.filter((a) => a.cursor === 3000).every((a) => a.first === null)).toBe(true);
});

test('a first pull cut short, with no list from the server either, shows the jobs it brought', async ({ page, context }) => {
  const prefix = uniqueTitle('Cut short');
  let release = () => {};
  const never = new Promise<void>((r) => (release = r));
  await servePullPages(context, {
    0: { body: { cursor: 1000, more: true, changes: { jobs: range(1, 700).map((i) => madeUpJob(prefix, i)) }, deleted: [] } },
    1000: { body: { cursor: 2000, more: false, changes: {}, deleted: [] }, hold: never },
  });
  await context.route(
    (url) => url.pathname === '/api/jobDetail',
    (route) => route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
  );
  await signIn(page, member!, '/jobs');

  await expect(page.getByText(countLabel(700), { exact: true })).toBeVisible();
  await expect(page.locator('[data-job-card]').first()).toContainText(`${prefix} 700`);
  expect(await readMeta(page, 'firstPull')).toBe(member!.id);
  release();
});

test('a change made during a long first pull is sent before the pull has finished', async ({ page, context, server }) => {
  // The member's own first page, as the server gives it (their profile), then pages that keep coming.
  const first = await serverFirstPage<Record<string, unknown>>(server.url);
  let release = () => {};
  const secondPage = new Promise<void>((r) => (release = r));
  const never = new Promise<void>(() => {});
  const prefix = uniqueTitle('Long pull');
  await servePullPages(context, {
    0: { body: { ...first, cursor: 1000, more: true } },
    1000: { body: { cursor: 2000, more: true, changes: { jobs: range(1, 700).map((i) => madeUpJob(prefix, i)) }, deleted: [] }, hold: secondPage },
    2000: { body: { cursor: 3000, more: false, changes: {}, deleted: [] }, hold: never },
  });
  await signIn(page, member!, '/settings/notifications');
  const receipts = page.getByRole('checkbox', { name: /Read receipts/ });
  await expect(receipts).toBeChecked();

  const pushed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/sync/push');
  await receipts.uncheck();
  release();
  expect((await pushed).status()).toBe(200);
  const { changes } = await serverFirstPage<{ changes: { profile?: { readReceipts?: boolean }[] } }>(server.url);
  expect(changes.profile?.[0]?.readReceipts).toBe(false);
});

test('a screen whose rows come in a first pull’s later pages says it is loading, not that there is nothing', async ({ page, context, server }) => {
  const first = await serverFirstPage<{ changes: Record<string, unknown[]> }>(server.url);
  const title = uniqueTitle('Later page album');
  const at = new Date().toISOString();
  const album: Album = { _id: crypto.randomUUID(), kind: 'college', title, description: '', batch: null, eventId: null, opensAt: null, date: at, createdAt: at, updatedAt: at };
  let release = () => {};
  const lastPage = new Promise<void>((r) => (release = r));
  await servePullPages(context, {
    0: { body: { ...first, changes: { ...first.changes, albums: [] }, cursor: 1000, more: true } },
    1000: { body: { cursor: 2000, more: false, changes: { albums: [album] }, deleted: [] }, hold: lastPage },
  });
  await signIn(page, member!, '/memories');

  await expect.poll(() => readMeta(page, 'cursor')).toBe(1000);
  await expect(page.getByText('Loading albums...')).toBeVisible();
  await expect(page.getByText('No albums yet')).toHaveCount(0);

  release();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  expect(await readMeta(page, 'firstPull')).toBeUndefined();
});

test('a summary over a list says nothing until the first pull has landed: no “all caught up” over an inbox still loading', async ({ page, context, server }) => {
  const first = await serverFirstPage<{ changes: Record<string, unknown[]> }>(server.url);
  const at = new Date().toISOString();
  const title = uniqueTitle('Later page question');
  const line: Notification = {
    _id: crypto.randomUUID(),
    kind: 'answer',
    subject: { type: 'question', id: crypto.randomUUID() },
    url: '/query',
    actor: null,
    title,
    count: 1,
    text: `Someone answered '${title}'`,
    createdAt: at,
    updatedAt: at,
    readAt: null,
  };
  let release = () => {};
  const lastPage = new Promise<void>((r) => (release = r));
  await servePullPages(context, {
    0: { body: { ...first, changes: { ...first.changes, notifications: [] }, cursor: 1000, more: true } },
    1000: { body: { cursor: 2000, more: false, changes: { notifications: [line] }, deleted: [] }, hold: lastPage },
  });
  await signIn(page, member!, '/notifications');

  await expect.poll(() => readMeta(page, 'cursor')).toBe(1000);
  await expect(page.getByRole('region', { name: 'Inbox' }).getByText('Loading ...')).toBeVisible();
  await expect(page.getByText('You are all caught up.')).toHaveCount(0);
  await expect(page.getByText(/\d+ unread/)).toHaveCount(0);

  release();
  await expect(page.getByText(line.text)).toBeVisible();
  await expect(page.getByText('1 unread', { exact: true })).toBeVisible();
  await expect(page.getByText('You are all caught up.')).toHaveCount(0);
  expect(await readMeta(page, 'firstPull')).toBeUndefined();
});

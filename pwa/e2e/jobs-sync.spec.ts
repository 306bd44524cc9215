import type { BrowserContext, Request } from '@playwright/test';
import { mainNav, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { jobCard, localDay, openJobsReadyToPost, postJobViaForm, serverCounts, serverJobs, signInReadyToPost, signInReadyToPostWithWorker, uniqueTitle, type Member } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { readOutbox } from './local-store.ts';
import { withPersistentContext } from './persistent-context.ts';

// Each test drives a device through sign-in (without the login screen: accounts.spec.ts tests it), offline writes and a closed and reopened browser:
// about 30 s alone, past the default 60 s when two test workers share this 2-core machine.
test.describe.configure({ timeout: 120_000 });
// Tests 3–8 replay the page's outbox on a page no service worker controls (poor-connection.spec.ts
// covers the worker's Background Sync): installing one in each fresh context only cost CPU. Tests 1
// and 2 open a profile on disk with the worker allowed (persistent-context.ts).
test.use({ serviceWorkers: 'block' });

// Issue 4, "Tests that must exist", 1–7: the job portal offline and the sync engine under it.
let members: { first: Member; second: Member } | undefined;
// Shared on purpose: every test's device is a fresh browser, and test 6 needs a second member.
test.beforeAll(async ({ newMember }) => {
  members = { first: await newMember(), second: await newMember() };
});
const member = () => members!.first;

/** Every push body sent from now on, by the pages or the service worker. */
const pushBodies = (ctx: BrowserContext) => {
  const bodies: string[] = [];
  ctx.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/sync/push')) bodies.push(r.postData() ?? '');
  });
  return bodies;
};

test('1. the list and a job opened once show offline after a reload', async ({ server }) => {
  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await signInReadyToPostWithWorker(page, member());
    const firstCard = page.locator('[data-job-card]').first();
    const title = (await firstCard.getByRole('heading').textContent()) ?? '';
    await firstCard.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Job Description' })).toBeVisible();
    const detailUrl = page.url();

    await goOffline(ctx);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await expect(page.getByText(/^\d+ jobs? found$/)).toBeVisible();
    await page.reload();
    await expect(jobCard(page, title).first()).toBeVisible();
    await expect(page.getByTestId('sync-status')).toContainText('You are offline.');
    await page.goto(detailUrl);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await goOnline(ctx);
  });
});

test('2. three jobs posted offline land exactly once after the page is closed and reopened online', async ({ server }) => {
  const titles = [uniqueTitle('Offline One'), uniqueTitle('Offline Two'), uniqueTitle('Offline Three')];
  await withPersistentContext(server.url, async (ctx) => {
    let page = ctx.pages()[0] ?? (await ctx.newPage());
    await signInReadyToPostWithWorker(page, member());
    await goOffline(ctx);
    for (const title of titles) await postJobViaForm(page, { title });
    for (const title of titles) await expect(jobCard(page, title).getByTestId('pending-badge')).toBeVisible();
    await expect(page.getByTestId('sync-status')).toContainText('3 changes are waiting to be sent.');
    expect((await readOutbox(page)).filter((e) => e.status === 'pending')).toHaveLength(3);
    expect(await serverCounts(server.url, titles)).toEqual([0, 0, 0]);
    await page.close();

    await goOnline(ctx);
    page = await ctx.newPage();
    await page.goto('/jobs');
    await expect.poll(() => serverCounts(server.url, titles), { timeout: 20_000 }).toEqual([1, 1, 1]);
    await expect.poll(() => readOutbox(page), { timeout: 20_000 }).toEqual([]);
    for (const title of titles) {
      await expect(jobCard(page, title)).toBeVisible();
      await expect(jobCard(page, title).getByTestId('pending-badge')).toHaveCount(0);
    }
    expect(await serverCounts(server.url, titles)).toEqual([1, 1, 1]);
  });
});

test('3. a push whose response is lost is retried without a duplicate', async ({ page, context, server }) => {
  const title = uniqueTitle('Lost Answer');
  await signInReadyToPost(page, member());
  await goOffline(context);
  await postJobViaForm(page, { title });
  const bodies = pushBodies(context);

  // The server commits, the browser never hears back.
  let dropped = 0;
  await page.route('**/api/sync/push', async (route) => {
    if (dropped++ === 0) {
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await goOnline(context);
  await expect.poll(() => bodies.filter((b) => b.includes(title)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(() => readOutbox(page), { timeout: 20_000 }).toEqual([]);
  await expect(jobCard(page, title).getByTestId('pending-badge')).toHaveCount(0);
  expect(await serverCounts(server.url, [title])).toEqual([1]);
});

test('4. after two 503s the queued jobs land, in the order they were posted', async ({ page, context, server }) => {
  const titles = [uniqueTitle('Ordered A'), uniqueTitle('Ordered B'), uniqueTitle('Ordered C')];
  const m = member();
  await signInReadyToPost(page, m);
  await goOffline(context);
  for (const title of titles) await postJobViaForm(page, { title });

  let answered503 = 0;
  await page.route('**/api/sync/push', async (route) => {
    if (answered503 < 2) {
      answered503 += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Busy' }) });
    }
    return route.continue();
  });
  await goOnline(context);
  await expect.poll(() => serverCounts(server.url, titles), { timeout: 30_000 }).toEqual([1, 1, 1]);
  expect(answered503).toBe(2);
  await expect.poll(() => readOutbox(page)).toEqual([]);

  // The order they were applied in: pull returns rows by the version the server stamped on them.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const order: string[] = [];
  for (let cursor = 0, more = true; more; ) {
    const res = await fetch(`${server.url}/api/sync/pull?cursor=${cursor}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { cursor: number; more: boolean; changes: { jobs?: { title: string }[] } };
    order.push(...(body.changes.jobs ?? []).map((j) => j.title).filter((t) => titles.includes(t)));
    ({ cursor, more } = body);
  }
  expect(order).toEqual(titles);
});

test('5. a job the server refuses is rolled back once, the member is told why, and the queue goes on', async ({ page, context, server }) => {
  const refused = uniqueTitle('Too Late');
  const next = uniqueTitle('Right After');
  await signInReadyToPost(page, member());
  await goOffline(context);
  // This device's clock is two days behind: yesterday's deadline looks fine here, the server refuses it.
  const realNow = Date.now();
  await page.clock.setFixedTime(realNow - 2 * 86_400_000);
  await postJobViaForm(page, { title: refused, deadline: localDay(-1, new Date(realNow)) });
  await page.clock.setFixedTime(realNow);
  await postJobViaForm(page, { title: next });
  await expect(page.getByTestId('sync-status')).toContainText('2 changes are waiting to be sent.');
  const bodies = pushBodies(context);

  await goOnline(context);
  const refusedList = page.getByRole('list', { name: 'Changes that were not saved' });
  await expect(refusedList).toContainText(`Not saved: Job: ${refused}. The application deadline has already passed`, { timeout: 20_000 });
  await expect(toast(page, `Not saved: Job: ${refused}.`)).toBeVisible();
  const search = page.getByPlaceholder('e.g. Design, Mumbai, Infosys');
  await search.fill(refused); // dated two days back, it would not be at the top of the list
  await expect(page.getByText('0 jobs found')).toBeVisible();
  await expect(jobCard(page, refused)).toHaveCount(0);
  await search.fill('');
  await expect.poll(() => serverCounts(server.url, [refused, next]), { timeout: 20_000 }).toEqual([0, 1]);
  await expect(jobCard(page, next).getByTestId('pending-badge')).toHaveCount(0);
  const outbox = await readOutbox(page);
  expect(outbox.map((e) => [e.label, e.status])).toEqual([[`Job: ${refused}`, 'rejected']]);
  expect(bodies.filter((b) => b.includes(refused))).toHaveLength(1);

  await refusedList.getByRole('button', { name: 'Discard' }).click();
  await expect(refusedList).toHaveCount(0);
  await expect.poll(() => readOutbox(page)).toEqual([]);
});

test('6. an expired session pauses the queue; another member never sends it; signing in again drains it', async ({ page, context, server }) => {
  const { first, second } = members!;
  const mine = [uniqueTitle('Paused One'), uniqueTitle('Paused Two')];
  const theirs = uniqueTitle('Second Member');
  await signInReadyToPost(page, first);
  await goOffline(context);
  for (const title of mine) await postJobViaForm(page, { title });

  // The session ends on the server while the device is offline, so the refresh cookie is dead too.
  const logout = await context.request.post(`${server.url}/api/users/logout`, { headers: { Origin: server.url } });
  expect(logout.ok()).toBe(true);
  await goOnline(context);
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await expect(toast(page, 'Please log in again. Your unsent changes are kept on this device.')).toBeVisible();
  const waiting = (await readOutbox(page)).filter((e) => e.userId === first.id && e.status === 'pending');
  expect(waiting.map((e) => e.label)).toEqual(mine.map((t) => `Job: ${t}`));
  expect(await serverCounts(server.url, mine)).toEqual([0, 0]);

  // Someone else signs in on this browser and posts: only their own change is sent.
  const bodies = pushBodies(context);
  await signInReadyToPost(page, second);
  await postJobViaForm(page, { title: theirs });
  await expect.poll(async () => (await serverJobs(server.url)).find((j) => j.title === theirs)?.postedBy, { timeout: 20_000 }).toBe(second.id);
  expect(bodies.some((b) => mine.some((t) => b.includes(t)))).toBe(false);
  expect((await readOutbox(page)).filter((e) => e.userId === first.id)).toHaveLength(2);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login / Register' })).toBeVisible();

  // The first member is back: the queue drains, as theirs.
  await signIn(page, first);
  await expect.poll(() => readOutbox(page), { timeout: 20_000 }).toEqual([]);
  const jobs = await serverJobs(server.url);
  for (const title of mine) expect(jobs.filter((j) => j.title === title).map((j) => j.postedBy)).toEqual([first.id]);
  expect(jobs.filter((j) => j.title === theirs).map((j) => j.postedBy)).toEqual([second.id]);
});

test('7. two tabs queue two jobs each offline; online, one pusher at a time sends all four once', async ({ context, server }) => {
  const m = member();
  const [one, two] = [await context.newPage(), await context.newPage()];
  await signInReadyToPost(one, m);
  await openJobsReadyToPost(two); // the same browser: already signed in
  const titles = [uniqueTitle('Tab One A'), uniqueTitle('Tab One B'), uniqueTitle('Tab Two A'), uniqueTitle('Tab Two B')];
  await goOffline(context);
  await postJobViaForm(one, { title: titles[0]! });
  await postJobViaForm(two, { title: titles[2]! });
  await postJobViaForm(one, { title: titles[1]! });
  await postJobViaForm(two, { title: titles[3]! });

  // Only requests seen starting here count: a push aborted just before can report its failure late.
  const inFlight = new Set<Request>();
  let maxInFlight = 0;
  const isPush = (r: Request) => r.method() === 'POST' && r.url().endsWith('/api/sync/push');
  context.on('request', (r) => {
    if (!isPush(r)) return;
    inFlight.add(r);
    maxInFlight = Math.max(maxInFlight, inFlight.size);
  });
  const done = (r: Request) => inFlight.delete(r);
  context.on('requestfinished', done);
  context.on('requestfailed', done);

  await goOnline(context);
  await expect.poll(() => serverCounts(server.url, titles), { timeout: 30_000 }).toEqual([1, 1, 1, 1]);
  await expect.poll(() => readOutbox(one)).toEqual([]);
  for (const page of [one, two]) {
    for (const title of titles) await expect(jobCard(page, title).getByTestId('pending-badge')).toHaveCount(0, { timeout: 35_000 });
  }
  expect(maxInFlight).toBe(1);
});

test('8. a chunk lost to the network waits for the connection: the page and the queue go on, the part appears online', async ({ page, context, server }) => {
  const title = uniqueTitle('Lost Chunk');
  // The bell's chunk is on its way when the connection drops: it never arrives.
  const bellChunk = '**/assets/requests-sheet-*.js';
  let dropBell: (() => Promise<void>) | undefined;
  const bellRequested = new Promise<void>((requested) => {
    void context.route(bellChunk, (route) => {
      dropBell = () => route.abort('internetdisconnected');
      requested();
    });
  });
  await signInReadyToPost(page, member());
  await bellRequested;
  await goOffline(context);
  await dropBell!();

  // Before: the failed chunk replaced the whole app with 'Something went wrong', sync engine included.
  await postJobViaForm(page, { title });
  await expect(page.getByTestId('sync-status')).toContainText('1 change is waiting to be sent.');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

  await context.unroute(bellChunk);
  await goOnline(context);
  await expect(mainNav(page).getByRole('button', { name: /^Connection requests/ })).toBeVisible();
  await expect.poll(() => serverCounts(server.url, [title])).toEqual([1]);
  await expect.poll(() => readOutbox(page)).toEqual([]);
  await expect(page.getByTestId('sync-status')).toHaveCount(0); // nothing left to tell the member
});

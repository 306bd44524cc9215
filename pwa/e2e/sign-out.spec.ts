import type { BrowserContext, Page } from '@playwright/test';
import { mainNav, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { jobCard, postJobViaForm, serverCounts, serverJobs, signInReadyToPost, uniqueTitle, type Member } from './jobs-helpers.ts';
import { readMeta, readOutbox, syncedRowCounts } from './local-store.ts';
import { SYNCED_TABLES } from '#domain/sync/synced-rows.ts';

// Sync v2, sign-out and user switch: the member's synced rows leave the device with them; unsent
// changes are asked about, and kept ones are only ever sent under their own session. The service
// worker stays: its Background Sync replays the outbox too, so it must not send them either.

let members: { first: Member; second: Member } | undefined;
test.beforeAll(async ({ newMember }) => {
  members = { first: await newMember(), second: await newMember() };
});

const EMPTY = Object.fromEntries(SYNCED_TABLES.map((table) => [table, 0]));

/** The sync API is unreachable (pages and service worker); everything else works. */
const blockSync = (ctx: BrowserContext) => ctx.route('**/api/sync/**', (route) => route.abort('connectionrefused'));
const unblockSync = (ctx: BrowserContext) => ctx.unroute('**/api/sync/**');

async function openProfileAndLogOut(page: Page, m: Member) {
  await mainNav(page).getByRole('link', { name: m.fullName }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Logout' }).click();
}

const signedOut = async (page: Page) => {
  await expect(toast(page, 'Logout Successfully ...')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Login / Register' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
};

test('unsent changes are asked about; kept ones stay bound to their member while another signs in and out', async ({ page, context, server }) => {
  test.setTimeout(120_000);
  const { first, second } = members!;
  await signInReadyToPost(page, first);
  expect((await syncedRowCounts(page)).jobs).toBeGreaterThan(0);

  await blockSync(context);
  const mine = [uniqueTitle('Kept One'), uniqueTitle('Kept Two')];
  for (const title of mine) await postJobViaForm(page, { title });

  await openProfileAndLogOut(page, first);
  const dialog = page.getByRole('dialog', { name: '2 changes have not been sent yet. Sign out anyway?' });
  // The dialog's root has no box of its own (its panel is fixed): look at what is in it.
  await expect(dialog.getByRole('button', { name: 'Keep them and sign out' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile$/);
  expect((await readOutbox(page)).filter((e) => e.status === 'pending')).toHaveLength(2);

  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'Keep them and sign out' }).click();
  await signedOut(page);
  expect(await syncedRowCounts(page)).toEqual(EMPTY);
  expect(await readMeta(page, 'cursor')).toBeUndefined();
  expect((await readOutbox(page)).map((e) => [e.userId, e.label])).toEqual(mine.map((t) => [first.id, `Job: ${t}`]));

  // Someone else signs in on this browser: their own rows come, the first member's changes stay put.
  await unblockSync(context);
  const bodies: string[] = [];
  context.on('request', (r) => r.url().endsWith('/api/sync/push') && bodies.push(r.postData() ?? ''));
  await signInReadyToPost(page, second);
  await expect(jobCard(page, mine[0]!)).toHaveCount(0);
  expect((await syncedRowCounts(page)).jobs).toBeGreaterThan(0);
  await openProfileAndLogOut(page, second); // nothing waits for them: no question
  await signedOut(page);
  expect(await syncedRowCounts(page)).toEqual(EMPTY);
  expect(bodies.some((b) => mine.some((t) => b.includes(t)))).toBe(false);
  expect(await serverCounts(server.url, mine)).toEqual([0, 0]);

  // The first member is back: their kept changes are sent, as theirs, once.
  await signIn(page, first);
  await expect.poll(() => readOutbox(page), { timeout: 30_000 }).toEqual([]);
  const jobs = await serverJobs(server.url);
  for (const title of mine) expect(jobs.filter((j) => j.title === title).map((j) => j.postedBy)).toEqual([first.id]);
});

test('discarded unsent changes are never sent', async ({ page, context, server }) => {
  const { first } = members!;
  await signInReadyToPost(page, first);
  await blockSync(context);
  const dropped = uniqueTitle('Discarded');
  await postJobViaForm(page, { title: dropped });

  await openProfileAndLogOut(page, first);
  await page.getByRole('dialog', { name: '1 change has not been sent yet. Sign out anyway?' }).getByRole('button', { name: 'Discard it and sign out' }).click();
  await signedOut(page);
  expect(await readOutbox(page)).toEqual([]);
  expect(await syncedRowCounts(page)).toEqual(EMPTY);

  await unblockSync(context);
  await signInReadyToPost(page, first);
  await expect(jobCard(page, dropped)).toHaveCount(0);
  expect(await serverCounts(server.url, [dropped])).toEqual([0]);
});

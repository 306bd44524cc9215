import type { Page } from '@playwright/test';
import type { JobAlert } from '#domain/jobs/job-alert.ts';
import type { Notification as InboxLine } from '#domain/notifications/notification.ts';
import type { Profile } from '#domain/profile/profile.ts';
import type { PullResponse } from '#domain/sync/protocol.ts';
import { mainNav, postJson, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, untilWorkerControls, type Member } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { readOutbox } from './local-store.ts';

// Issue 29, the member's side: the inbox and its bell and badge, a connection request's 'Accept'
// from the notification with no signal, the channels per kind, and job alerts. Setup goes through
// the API as other members would; the server's lines reach the device through the sync pull.

// Online screens run without the service worker (ADR 0103's addendum); the offline test below keeps
// it, in a describe of its own. A notification's 'Accept' offline is in push.spec.ts (the full browser).
test.use({ serviceWorkers: 'block' });

const tag = () => Math.random().toString(36).slice(2, 7);

// One sign-in per member for the API reads below, which the polls repeat (each sign-in hashes a password on the server).
const tokens = new Map<string, Promise<string>>();
function tokenOf(baseUrl: string, member: Member) {
  const key = `${baseUrl} ${member.id}`;
  let token = tokens.get(key);
  if (!token) {
    token = apiLogin(baseUrl, member.rollNumber, member.password).then((r) => r.token);
    tokens.set(key, token);
  }
  return token;
}

async function api<T>(baseUrl: string, member: Member, path: string): Promise<T> {
  const token = await tokenOf(baseUrl, member);
  const res = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** What the server holds for `member` of the synced tables below: a whole pull from the start, tombstones applied. */
async function serverRows(baseUrl: string, member: Member) {
  const token = await tokenOf(baseUrl, member);
  const rows = { notifications: new Map<string, InboxLine>(), jobAlerts: new Map<string, JobAlert>() };
  for (let cursor = 0; ; ) {
    const res = await fetch(`${baseUrl}/api/sync/pull?cursor=${cursor}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`pull answered ${res.status}`);
    const page = (await res.json()) as PullResponse;
    for (const n of page.changes.notifications ?? []) rows.notifications.set(n._id, n);
    for (const a of page.changes.jobAlerts ?? []) rows.jobAlerts.set(a._id, a);
    for (const d of page.deleted) (rows[d.table as keyof typeof rows] as Map<string, unknown> | undefined)?.delete(d.id);
    if (!page.more) break;
    cursor = page.cursor;
  }
  return { notifications: [...rows.notifications.values()], jobAlerts: [...rows.jobAlerts.values()] };
}

const bell = (page: Page) => mainNav(page).getByRole('link', { name: /^Notifications/ });
const inbox = (page: Page) => page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');

test("B's app closed, A answers B's question twice: one grouped line, the bell and the badge say 1, and opening it reads it", async ({ browser, server, newMember }) => {
  const bea = await newMember({ first: 'Bea', last: 'Asker' });
  const abe = await newMember({ first: 'Abe', last: 'Answerer' });
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  // The Badging API, recorded: each call's count (0 for a clear).
  await context.addInitScript(() => {
    const calls: number[] = [];
    Object.assign(window, { badgeCalls: calls });
    Object.defineProperty(navigator, 'setAppBadge', { configurable: true, value: async (n = 0) => void calls.push(n) });
    Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: async () => void calls.push(0) });
  });
  const badge = (page: Page) => page.evaluate(() => (window as unknown as { badgeCalls: number[] }).badgeCalls.at(-1));
  try {
    let page = await context.newPage();
    await signIn(page, bea);
    await expect(page).toHaveURL(/\/$/);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    const title = `How do I prepare ${tag()}?`;
    const beaToken = await tokenOf(server.url, bea);
    const { question } = await postJson<{ question: { _id: string } }>(`${server.url}/api/query/question`, { title, content: 'Placements are next month: where do I start?', category: 'Career' }, beaToken);
    await page.close();

    const abeToken = await tokenOf(server.url, abe);
    await postJson(`${server.url}/api/query/${question._id}/answer`, { answer: 'Start with the aptitude tests.' }, abeToken);
    await postJson(`${server.url}/api/query/${question._id}/answer`, { answer: 'And practise mock interviews.' }, abeToken);

    page = await context.newPage();
    await page.goto('/notifications');
    await expect(inbox(page)).toHaveCount(1);
    const line = inbox(page).getByRole('link', { name: `2 new answers on '${title}'` });
    await expect(line).toBeVisible();
    await expect(line).toContainText('Unread');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect.poll(() => badge(page)).toBe(1);

    await line.click();
    await expect(page).toHaveURL(`${server.url}/query/${question._id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect.poll(() => badge(page)).toBe(0);
    // The read reached the server: a fresh pull has the line read.
    await expect.poll(async () => (await serverRows(server.url, bea)).notifications.map((n) => [n.count, n.readAt !== null])).toEqual([[2, true]]);
    await expect.poll(() => readOutbox(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test.describe('with the service worker (offline)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('settings: Push off for answers, changed offline, reaches the server back online; the digest too', async ({ page, context, server, member }) => {
    const serverSettings = async () => (await api<Profile>(server.url, member, '/api/users/profile')).notifications!;
    await signIn(page, member, '/profile');
    await expect(page).toHaveURL(/\/profile$/);
    // From the profile's Notifications section.
    await page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await untilWorkerControls(page);

    const pushAnswers = page.getByRole('checkbox', { name: 'Push: Answers to my questions' });
    await expect(pushAnswers).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'E-mail: Donation receipts' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Off/ })).toBeChecked();

    await goOffline(context);
    await pushAnswers.uncheck();
    await expect(pushAnswers).not.toBeChecked();
    await expect(page.getByTestId('sync-status')).toContainText('1 change is waiting to be sent.');
    expect((await serverSettings()).channels.answer.push).toBe(true);

    await goOnline(context);
    await expect.poll(async () => (await serverSettings()).channels.answer).toEqual({ push: false, email: false });
    // Only what changed was sent: the other kinds keep their defaults.
    expect((await serverSettings()).channels['connection-request']).toEqual({ push: true, email: false });

    await page.getByRole('radio', { name: /^Weekly/ }).check();
    await expect.poll(async () => (await serverSettings()).digest).toBe('weekly');
    await page.reload();
    await expect(pushAnswers).not.toBeChecked();
    await expect(page.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
  });
});

test('a job alert saved from the Job portal is listed in the settings and can be removed', async ({ page, server, member }) => {
  await signIn(page, member, '/jobs');
  await expect(page).toHaveURL(/\/jobs$/);
  const save = page.getByRole('button', { name: 'Save as job alert' });
  await expect(save).toBeDisabled();
  const location = `Pune ${tag()}`;
  await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Location').fill(location);
  await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Part-time').check();
  await save.click();
  await expect(toast(page, 'Job alert saved')).toBeVisible();
  const label = `${location} · Part-time`;
  await expect.poll(async () => (await serverRows(server.url, member)).jobAlerts.map((a) => a.label)).toEqual([label]);

  await page.goto('/settings/notifications');
  const alerts = page.getByRole('region', { name: 'Job alerts' });
  await expect(alerts.getByRole('listitem')).toHaveText([`${label}Remove`]);
  await alerts.getByRole('button', { name: `Remove job alert: ${label}` }).click();
  await expect(toast(page, 'Job alert removed')).toBeVisible();
  await expect(alerts.getByText('No job alerts yet.')).toBeVisible();
  await expect.poll(async () => (await serverRows(server.url, member)).jobAlerts).toEqual([]);
});

test.describe('looks', () => {
  // bypassCSP only so that axe itself can be injected.
  test.use({ bypassCSP: true });

  test('the inbox and the settings: empty state, then a line; no serious axe violation, light and dark', async ({ page, server, member, newMember }) => {
    const other = await newMember({ first: 'Otto', last: 'Other' });
    await signIn(page, member, '/notifications');
    await expect(page).toHaveURL(/\/notifications$/);
    await inEachTheme(page, async (theme) => {
      if (theme === 'light') {
        await expect(page.getByText('No notifications yet')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/settings/notifications');
        expect(await severeViolations(page), `the empty inbox (${theme})`).toEqual([]);
        const token = await tokenOf(server.url, other);
        await fetch(`${server.url}/api/connectUser/connect/${member.id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
        await page.reload();
      } else {
        await page.goto('/notifications');
      }
      await expect(inbox(page).getByRole('link', { name: `${other.fullName} wants to connect` })).toBeVisible();
      expect(await severeViolations(page), `the inbox with a line (${theme})`).toEqual([]);
      await page.getByRole('link', { name: 'Notification settings' }).click();
      await expect(page.getByRole('checkbox', { name: 'Push: Answers to my questions' })).toBeVisible();
      expect(await severeViolations(page), `the settings (${theme})`).toEqual([]);
    });
  });
});

import type { Page } from '@playwright/test';
import { mainNav, postJson, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { conversationIdOf } from '#domain/messages/message.ts';
import { apiLogin, untilWorkerControls, type Member } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { withPersistentContext, withProfile } from './persistent-context.ts';

// Each test drives a device through sign-in, offline writes and a closed and reopened browser:
// about 30 s alone, past the default 60 s when two test workers share this 2-core machine.
test.describe.configure({ timeout: 120_000 });

// Issue 31, the members' side: messages written with no signal arrive once and in order, the
// sender's ticks follow the other member's device, and a block refuses what was queued before it.

async function connect(baseUrl: string, a: Member, b: Member) {
  const { token: aToken } = await apiLogin(baseUrl, a.rollNumber, a.password);
  const { token: bToken } = await apiLogin(baseUrl, b.rollNumber, b.password);
  const sent = await postJson<{ connectionId: string }>(`${baseUrl}/api/connectUser/connect/${b.id}`, undefined, aToken);
  const res = await fetch(`${baseUrl}/api/connectUser/accept/${sent.connectionId}`, { method: 'PUT', headers: { Authorization: `Bearer ${bToken}` } });
  expect(res.status).toBe(200);
}

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** From /connectedUser (opened unless the page is on it), the 'Message' button on the other member's card. */
async function openThreadWith(page: Page, other: Member) {
  if (new URL(page.url()).pathname !== '/connectedUser') await page.goto('/connectedUser');
  await page.getByRole('link', { name: `Message ${other.fullName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: other.fullName })).toBeVisible();
}

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];

/**
 * Two connected members, each signed in in a browser of their own: A with the thread open, B on /.
 * Neither browser runs the service worker unless `aGoesOffline` (then A's does, as a device with no
 * signal has it; ADR 0103's addendum): B's screens are online ones.
 */
async function twoMembers({ browser, server, newMember }: Pick<Fixtures, 'browser' | 'server' | 'newMember'>, last: [string, string], aGoesOffline = false) {
  const asha = await newMember({ first: 'Asha', last: last[0] });
  const ben = await newMember({ first: 'Ben', last: last[1] });
  await connect(server.url, asha, ben);
  const [aContext, bContext] = [
    await browser.newContext({ baseURL: server.url, serviceWorkers: aGoesOffline ? 'allow' : 'block' }),
    await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' }),
  ];
  const [aPage, bPage] = [await aContext.newPage(), await bContext.newPage()];
  await signIn(aPage, asha, '/connectedUser');
  await openThreadWith(aPage, ben);
  await signIn(bPage, ben);
  return { asha, ben, aContext, aPage, bPage, close: () => Promise.all([aContext.close(), bContext.close()]) };
}

/** B opens the thread with A from their list. */
async function openFromList(page: Page, other: Member) {
  await page.goto('/messages');
  await page.getByRole('link', { name: new RegExp(other.fullName) }).click();
}

test('three messages written offline, the browser closed and opened online: B sees exactly three, in order, and A sees them sent, delivered, read', async ({ browser, server, newMember }) => {
  const asha = await newMember({ first: 'Asha', last: 'Writer' });
  const ben = await newMember({ first: 'Ben', last: 'Reader' });
  await connect(server.url, asha, ben);
  const lines = ['On the train, no signal.', 'Is the meet on Saturday?', 'Reply when you can.'];

  await withProfile(server.url, async (open) => {
    const offline = await open();
    let page = offline.pages()[0] ?? (await offline.newPage());
    await signIn(page, asha, '/connectedUser');
    await openThreadWith(page, ben);
    await goOffline(offline);
    for (const line of lines) {
      await composer(page).fill(line);
      await composer(page).press('Enter');
    }
    await expect(thread(page)).toHaveCount(3);
    await expect(thread(page).getByText('Waiting to send')).toHaveCount(3);
    await offline.close();

    const online = await open();
    page = online.pages()[0] ?? (await online.newPage());
    await openFromList(page, ben);
    await expect(thread(page)).toHaveCount(3);
    await expect(thread(page).getByText('Sent', { exact: true })).toHaveCount(3);

    // B's app opens (the list, not the thread): the messages are on B's device. B stays online: no worker.
    const bContext = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    try {
      const bPage = await bContext.newPage();
      await signIn(bPage, ben);
      await expect(mainNav(bPage).getByRole('link', { name: 'Messages, 3 unread' })).toBeVisible();
      await expect(thread(page).getByText('Delivered', { exact: true })).toHaveCount(3);
      await openFromList(bPage, asha);
      await expect(thread(bPage)).toHaveText(lines.map((l) => new RegExp(l.replace(/[?.]/g, '\\$&'))));
      await expect(thread(page).getByText('Read', { exact: true })).toHaveCount(3);
      await expect(mainNav(bPage).getByRole('link', { name: 'Messages' })).toBeVisible();

      // B answers; A's open thread shows it without a reload.
      await composer(bPage).fill('Yes, Saturday at 10.');
      await composer(bPage).press('Enter');
      await expect(thread(page)).toHaveCount(4);
      await expect(thread(page).last()).toContainText('Yes, Saturday at 10.');
    } finally {
      await bContext.close();
    }
  });
});

test('a block: the message queued before it is refused with the reason, and nothing reaches the member who blocked', async ({ browser, server, newMember }) => {
  const { asha, ben, aContext, aPage, bPage, close } = await twoMembers({ browser, server, newMember }, ['Blocked', 'Blocker'], true);
  try {
    await composer(aPage).fill('Hello Ben!');
    await composer(aPage).press('Enter');
    // On the server: sent, or already delivered to Ben's open app.
    await expect(thread(aPage).getByText(/^(Sent|Delivered)$/)).toHaveCount(1);
    await openFromList(bPage, asha);
    await expect(thread(bPage)).toHaveCount(1);

    await goOffline(aContext);
    await bPage.getByRole('button', { name: 'Block' }).click();
    await expect(bPage.getByText(`You blocked ${asha.fullName}. Unblock to message again.`)).toBeVisible();
    // The block has reached the server (B's device sends it a moment later) before A's message does.
    const { token: bToken } = await apiLogin(server.url, ben.rollNumber, ben.password);
    await expect
      .poll(async () => {
        const res = await fetch(`${server.url}/api/messages`, { headers: { Authorization: `Bearer ${bToken}` } });
        return ((await res.json()) as { conversations: { blockedByMe: boolean }[] }).conversations[0]?.blockedByMe;
      })
      .toBe(true);
    await composer(aPage).fill('Are you there?');
    await composer(aPage).press('Enter');
    await goOnline(aContext);
    await expect(aPage.getByRole('status').filter({ hasText: 'You cannot message this member' })).toBeVisible();
    await expect(aPage.getByText(`You cannot message ${ben.fullName} now.`)).toBeVisible();
    await expect(thread(bPage)).toHaveCount(1);
    await expect(thread(aPage)).toHaveCount(1);
  } finally {
    await close();
  }
});

test('a message reported with a reason, then deleted within 15 minutes, reads as deleted on both sides', async ({ browser, server, newMember }) => {
  const { asha, aPage, bPage, close } = await twoMembers({ browser, server, newMember }, ['Deleter', 'Witness']);
  try {
    await composer(aPage).fill('Sent to the wrong person, sorry.');
    await composer(aPage).press('Enter');
    await openFromList(bPage, asha);
    await expect(thread(bPage)).toContainText(['Sent to the wrong person, sorry.']);

    // B reports it: a reason, asked in the app's own dialog.
    await thread(bPage).getByRole('button', { name: 'Message actions' }).click();
    await bPage.getByRole('menuitem', { name: 'Report' }).click();
    const reportDialog = bPage.getByRole('dialog', { name: 'Report this message' });
    await reportDialog.getByRole('button', { name: 'Report' }).click();
    await expect(reportDialog.getByRole('alert')).toHaveText('Please choose what is wrong with it');
    await reportDialog.getByRole('radio', { name: 'Spam' }).check();
    await reportDialog.getByRole('button', { name: 'Report' }).click();
    await expect(toast(bPage, 'Reported. Thank you.')).toBeVisible();
    await expect(reportDialog).toHaveCount(0);

    // A deletes it: Cancel keeps it, the red button deletes it for both.
    await thread(aPage).getByRole('button', { name: 'Message actions' }).click();
    await aPage.getByRole('menuitem', { name: 'Delete for both' }).click();
    await aPage.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(thread(aPage).first()).toContainText('Sent to the wrong person, sorry.');
    await thread(aPage).getByRole('button', { name: 'Message actions' }).click();
    await aPage.getByRole('menuitem', { name: 'Delete for both' }).click();
    await aPage.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete for both' }).click();
    for (const page of [aPage, bPage]) await expect(thread(page).first()).toContainText('This message was deleted');
    await expect(thread(bPage).getByText('Sent to the wrong person, sorry.')).toHaveCount(0);
  } finally {
    await close();
  }
});

test("offline, a long thread opens at its end: the member's last screen of it first, then the app's own", async ({ server, newMember }) => {
  const asha = await newMember({ first: 'Asha', last: 'Longthread' });
  const ben = await newMember({ first: 'Ben', last: 'Longthread' });
  await connect(server.url, asha, ben);
  // Forty lines, more than a window holds; each member sends half (30 a minute each is the limit).
  const tokens = [(await apiLogin(server.url, asha.rollNumber, asha.password)).token, (await apiLogin(server.url, ben.rollNumber, ben.password)).token];
  for (let i = 1; i <= 40; i++) {
    const [token, to] = i % 2 ? [tokens[0], ben.id] : [tokens[1], asha.id];
    await postJson(`${server.url}/api/messages`, { id: crypto.randomUUID(), toUserId: to, text: `Line ${i} of forty` }, token);
  }
  const path = `/messages/${await conversationIdOf(asha.id, ben.id)}`;

  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await signIn(page, asha);
    await untilWorkerControls(page);
    await page.goto(path);
    await expect(thread(page)).toHaveCount(30);
    await expect(thread(page).last()).toBeInViewport();
    await expect.poll(() => page.evaluate(async (key) => !!(await caches.match(key)), `/__screen${path}`), { timeout: 15_000 }).toBe(true);

    // What the document shows before the app, once parsed: read as lines arrived, a parser that
    // yielded mid-list gave only its first lines. The app starts after the first paint, so the
    // snapshot is still in front at DOMContentLoaded.
    await ctx.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const lines = document.querySelectorAll('#screen-snapshot ol li');
        (window as unknown as { __lines?: string[] }).__lines = [...lines].map((li) => li.textContent ?? '');
      });
    });
    await goOffline(ctx);
    await page.goto(path);
    await expect(page.locator('#screen-snapshot')).toHaveCount(0);
    await expect(thread(page).last()).toContainText('Line 40 of forty');
    await expect(thread(page).last()).toBeInViewport();
    const before = (await page.evaluate(() => (window as unknown as { __lines?: string[] }).__lines)) ?? [];
    // The end of the thread, where it opens, not its top.
    expect(before.at(-1)).toContain('Line 40 of forty');
    expect(before.some((line) => line.includes('Line 11 of forty'))).toBe(false);
  });
});

test.describe('axe', () => {
  // bypassCSP only so that axe itself can be injected; online screens, so no service worker.
  test.use({ bypassCSP: true, serviceWorkers: 'block', viewport: { width: 360, height: 780 } });

  test('axe finds no serious or critical violation on /messages, a thread, its menu and the report dialog at 360 px, light and dark', async ({ page, server, newMember }) => {
    const asha = await newMember({ first: 'Asha', last: 'Axe' });
    const ben = await newMember({ first: 'Ben', last: 'Axe' });
    await connect(server.url, asha, ben);
    const { token } = await apiLogin(server.url, ben.rollNumber, ben.password);
    await postJson(`${server.url}/api/messages`, { id: crypto.randomUUID(), toUserId: asha.id, text: 'See https://example.com/reunion for the plan.' }, token);
    await signIn(page, asha, '/messages');
    await inEachTheme(page, async (theme) => {
      if (theme !== 'light') await page.goto('/messages');
      await expect(page.getByRole('link', { name: new RegExp(ben.fullName) })).toBeVisible();
      expect(await severeViolations(page), `/messages (${theme})`).toEqual([]);
      await openFromList(page, ben);
      await expect(thread(page)).toHaveCount(1);
      expect(await severeViolations(page), `the thread (${theme})`).toEqual([]);
      await thread(page).getByRole('button', { name: 'Message actions' }).click();
      await expect(page.getByRole('menuitem', { name: 'Report' })).toBeVisible();
      expect(await severeViolations(page), `its menu (${theme})`).toEqual([]);
      await page.getByRole('menuitem', { name: 'Report' }).click();
      await expect(page.getByRole('dialog', { name: 'Report this message' }).getByRole('radio', { name: 'Spam' })).toBeVisible();
      expect(await severeViolations(page), `the report dialog (${theme})`).toEqual([]);
    });
  });
});

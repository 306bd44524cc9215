import { signIn } from './api-sign-in.ts';
import type { BrowserContext, Page } from '@playwright/test';
import { mainNav, postJson, toast } from './accounts.ts';
import { ruleViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, createMember, uniqueTitle, untilWorkerActive, untilWorkerControls, type Member } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { withPersistentContext } from './persistent-context.ts';

// ADR 0095: a member's last screen is painted from HTML while the app starts, and leaves with them.
let member: Member | undefined;
test.beforeAll(async ({ server, smtp }) => {
  member = await createMember(server.url, server.output(), smtp);
});

type Shown = { titles: string[]; inert: boolean; rootVisibility: string };

/** Init script: what the document showed in front of the app, recorded as the parser puts it in. */
function recordSnapshot() {
  const w = window as unknown as { __snapshot?: Shown };
  const seen = new MutationObserver(() => {
    const snapshot = document.getElementById('screen-snapshot');
    const root = document.getElementById('root');
    if (w.__snapshot || !root || !snapshot?.querySelector('[data-job-card] h2')) return;
    seen.disconnect();
    const titles = [...snapshot.querySelectorAll('[data-job-card] h2')].map((h) => h.textContent ?? '');
    // At the first frame: the stylesheet is in by then (it blocks rendering), and the app is not.
    requestAnimationFrame(() => (w.__snapshot = { titles, inert: snapshot.inert, rootVisibility: getComputedStyle(root).visibility }));
  });
  seen.observe(document, { childList: true, subtree: true });
}

/** The member signed in on the context's page, which their service worker controls from then on. */
async function signedInUnderWorker(ctx: BrowserContext): Promise<Page> {
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  await signIn(page, member!);
  await expect(page).toHaveURL(/\/$/);
  await untilWorkerActive(page);
  await page.reload();
  await untilWorkerControls(page);
  return page;
}

const shown = (page: Page) => page.evaluate(() => (window as unknown as { __snapshot?: Shown }).__snapshot ?? null);
const screenKept = (page: Page) =>
  expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('alumni-navigation') && !!(await caches.match('/__screen/jobs'))), { timeout: 15_000 });

test("offline, /jobs opens on the member's last screen, inert, until the app's own cards replace it; signing out leaves none behind", async ({ server }) => {
  test.setTimeout(90_000);
  await withPersistentContext(server.url, async (ctx) => {
    const page = await signedInUnderWorker(ctx);
    await page.goto('/jobs');
    const firstTitle = (await page.locator('[data-job-card] h2').first().textContent()) ?? '';
    expect(firstTitle).not.toBe('');
    await screenKept(page).toBe(true);

    await ctx.addInitScript(recordSnapshot);
    await goOffline(ctx);
    await page.goto('/jobs');
    await expect(page.locator('#root [data-job-card] h2').first()).toHaveText(firstTitle);
    await expect(page.locator('#screen-snapshot')).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
    // Before the app: the same cards, nothing in them to press, the app unseen underneath.
    expect(await shown(page)).toEqual({ titles: expect.arrayContaining([firstTitle]) as unknown as string[], inert: true, rootVisibility: 'hidden' });

    await goOnline(ctx);
    await mainNav(page).getByRole('link', { name: member!.fullName }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logout Successfully ...')).toBeVisible();
    await screenKept(page).toBe(false);
    await page.goto('/jobs');
    await expect(page.locator('[data-job-card]').first()).toBeVisible();
    expect(await shown(page)).toBeNull();
  });
});

/** Init script: whether the document put a snapshot in front of the app at all. */
function recordAnySnapshot() {
  const w = window as unknown as { __snapshotSeen?: boolean };
  w.__snapshotSeen = false;
  const seen = new MutationObserver(() => {
    if (!document.getElementById('screen-snapshot')) return;
    w.__snapshotSeen = true;
    seen.disconnect();
  });
  seen.observe(document, { childList: true, subtree: true });
}

const snapshotSeen = (page: Page) => page.evaluate(() => (window as unknown as { __snapshotSeen?: boolean }).__snapshotSeen);

test('a filtered list is another screen: offline it never opens on the plain list’s snapshot, the plain list still does', async ({ server }) => {
  test.setTimeout(90_000);
  await withPersistentContext(server.url, async (ctx) => {
    const page = await signedInUnderWorker(ctx);
    await page.goto('/query');
    await expect(page.getByRole('heading', { name: 'Query Portal', level: 1 })).toBeVisible();
    const kept = () => page.evaluate(async () => (await caches.keys()).includes('alumni-navigation') && !!(await caches.match('/__screen/query')));
    await expect.poll(kept, { timeout: 15_000 }).toBe(true);

    await ctx.addInitScript(recordAnySnapshot);
    await goOffline(ctx);
    await page.goto('/query?status=Open');
    await expect(page.getByRole('heading', { name: 'Query Portal', level: 1 })).toBeVisible();
    expect(await snapshotSeen(page)).toBe(false);
    await page.goto('/query');
    await expect(page.getByRole('heading', { name: 'Query Portal', level: 1 })).toBeVisible();
    expect(await snapshotSeen(page)).toBe(true);
  });
});

type Mains = { inDocument: number; exposed: number; snapshotWithApp: boolean; prerenderedSeen: boolean };

/**
 * Init script: at every change to the document as it loads and the app takes over, how many `main`
 * elements it has (HTML allows one without the `hidden` attribute) and how many of those are exposed
 * (not hidden, aria-hidden or inert); the most of each. Also whether the app's `main` was ever there
 * beside the snapshot (the handover was seen), and whether the document was a prerendered page.
 */
function recordMains() {
  const most: Mains = { inDocument: 0, exposed: 0, snapshotWithApp: false, prerenderedSeen: false };
  (window as unknown as { __mains?: Mains }).__mains = most;
  new MutationObserver(() => {
    const mains = [...document.querySelectorAll('main')].filter((m) => !m.closest('[hidden]'));
    most.inDocument = Math.max(most.inDocument, mains.length);
    most.exposed = Math.max(most.exposed, mains.filter((m) => !m.closest('[aria-hidden="true"], [inert]')).length);
    if (document.getElementById('screen-snapshot') && document.querySelector('#root main')) most.snapshotWithApp = true;
    if (document.querySelector('#root[data-prerendered] main')) most.prerenderedSeen = true;
  }).observe(document, { childList: true, subtree: true });
}

const mainsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __mains?: Mains }).__mains ?? null);

test('a question’s page taking over from its snapshot after a reload has one main landmark throughout, and axe finds none repeated', async ({ server }) => {
  test.setTimeout(90_000);
  const { token } = await apiLogin(server.url, member!.rollNumber, member!.password);
  const title = uniqueTitle('One main');
  const body = { title, content: 'Which of the two is the page?', category: 'Technical', tags: ['Accessibility'] };
  const { question } = await postJson<{ question: { _id: string } }>(`${server.url}/api/query/question`, body, token);
  const path = `/query/${question._id}`;
  await withPersistentContext(server.url, async (ctx) => {
    const page = await signedInUnderWorker(ctx);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.poll(() => page.evaluate(async (key) => !!(await caches.match(key)), `/__screen${path}`), { timeout: 15_000 }).toBe(true);

    await ctx.addInitScript(recordMains);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('#screen-snapshot')).toHaveCount(0);
    // During the handover (the app's screen laid out under the snapshot) and after it: one main.
    expect(await mainsSeen(page)).toEqual({ inDocument: 1, exposed: 1, snapshotWithApp: true, prerenderedSeen: false });
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await ruleViolations(page, ['landmark-no-duplicate-main', 'landmark-one-main'])).toEqual([]);
  });
});

test('a member opening a prerendered page gets the app’s own screen in its place, never beside it', async ({ browser, server }) => {
  // No service worker: the server's prerendered page is what answers (the worker gives a member the shell).
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await signIn(page, member!);
    await expect(mainNav(page).getByRole('link', { name: member!.fullName })).toBeVisible();
    await context.addInitScript(recordMains);
    await page.goto('/about');
    await expect(mainNav(page).getByRole('link', { name: member!.fullName })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Empowering Alumni, Inspiring Futures' })).toBeVisible();
    expect(await mainsSeen(page)).toEqual({ inDocument: 1, exposed: 1, snapshotWithApp: false, prerenderedSeen: true });
    await expect(page.getByRole('main')).toHaveCount(1);
  } finally {
    await context.close();
  }
});

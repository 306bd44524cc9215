import type { Browser, Page } from '@playwright/test';
import { demoAccounts } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import type { Member } from './jobs-helpers.ts';

// Online screens only: the service worker's install (precaching every chunk, ~6 CPU-s a browser
// context here) is not what these tests check, so their contexts run without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

// Issue 10: one content width for the shell and every page. The header, the page's content and the
// footer start at the same x and nothing in a page reaches past the header's right edge.

type Edges = { header: [number, number]; footer: number; content: [number, number]; scrollWidth: number };

/**
 * Where the header's, the footer's and the page's visible content start and end, in CSS px. Content
 * is text, controls, images and boxes (cards, tables); a full-width band's background is not.
 */
const measure = (page: Page) =>
  page.evaluate((): Edges => {
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    // Inside a sideways-scrolling box (a wide table on a phone) the box is what counts.
    const scrolled = (el: Element) => {
      for (let a = el.parentElement; a && a.tagName !== 'MAIN'; a = a.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) return true;
      }
      return false;
    };
    const isBox = (el: Element) => {
      const s = getComputedStyle(el);
      const drawn = s.borderLeftWidth !== '0px' || s.backgroundColor !== 'rgba(0, 0, 0, 0)' || s.boxShadow !== 'none';
      return drawn && el.getBoundingClientRect().width < document.documentElement.clientWidth;
    };
    const span = (els: Element[]): [number, number] => {
      const rects = els.filter(shown).map((el) => el.getBoundingClientRect());
      return [Math.round(Math.min(...rects.map((r) => r.left))), Math.round(Math.max(...rects.map((r) => r.right)))];
    };
    const text = 'h1,h2,h3,p,a,button,input,select,textarea,label,li,dt,dd,th,td,img,svg,[role=region]';
    const content = [...document.querySelectorAll('main *')].filter((el) => (el.matches(text) || isBox(el)) && !scrolled(el));
    return {
      header: span([...document.querySelectorAll('header nav :is(a,button)')]),
      footer: span([...document.querySelectorAll('footer a[href="/"]')])[0],
      content: span(content),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });

type Check = { name: string; open: (page: Page) => Promise<void>; startsAtEdge: boolean };
/** Opens `path` and waits for what shows that the page has its content. */
const at = (path: string, shown: (page: Page) => ReturnType<Page['locator']>, startsAtEdge = true): Check => ({
  name: path,
  startsAtEdge,
  open: async (page) => {
    await page.goto(path);
    await expect(shown(page).first()).toBeVisible();
  },
});
const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
/** A detail page, opened from the first card of its list. */
const firstOf = (list: string, cardLink: string, name: string): Check => ({
  name,
  startsAtEdge: true,
  open: async (page) => {
    await page.goto(list);
    await page.locator(cardLink).first().click();
    await expect(page.locator('main h1').first()).toBeVisible();
  },
});

const VISITOR: Check[] = [
  at('/', h1('Your Alumni Journey Begins Here')),
  at('/about', h1('Empowering Alumni, Inspiring Futures')),
  at('/contact', h1('Get in Touch')),
  at('/jobs', (page) => page.locator('[data-job-card]')),
  at('/login', (page) => page.getByRole('button', { name: 'Log In' }), false), // a centred card
  at('/no-such-page', h1('Page not found'), false), // a centred message
];
const MEMBER: Check[] = [
  at('/jobs', (page) => page.locator('[data-job-card]')),
  firstOf('/jobs', '[data-job-card] a', '/jobDetail/{first}'),
  at('/createJob', h1('Create a Job Post')),
  at('/query', (page) => page.getByRole('list', { name: 'Questions' }).getByRole('listitem')),
  firstOf('/query', '[aria-label="Questions"] li h2 a', '/query/{first}'),
  at('/query/askQuestion', h1('Ask a Question')),
  at('/profile', (page) => page.locator('main h1')),
];
const ADMIN: Check[] = [
  at('/admin/add-edit-Student', h1('Student Management')),
  at('/admin/student', (page) => page.locator('main tbody tr')),
];

/** A page of a context of its own (no service worker, as the file's), signed in through the API when not a visitor. */
async function signedIn(browser: Browser, baseURL: string, who: 'visitor' | 'member' | 'admin', output: string, member: Member) {
  const page = await (await browser.newContext({ baseURL, serviceWorkers: 'block' })).newPage();
  if (who === 'member') await signIn(page, member);
  if (who === 'admin') await signIn(page, { ...demoAccounts(output).admin, role: 'Admin' });
  return page;
}

/** Opens each page at `width` and returns what it measured, after checking the edges line up. */
async function checkPages(page: Page, checks: Check[], width: number) {
  await page.setViewportSize({ width, height: 900 });
  const seen: Record<string, Edges> = {};
  for (const check of checks) {
    await check.open(page);
    const e = await measure(page);
    seen[check.name] = e;
    const where = `${check.name} at ${width} px: ${JSON.stringify(e)}`;
    expect.soft(Math.abs(e.footer - e.header[0]), where).toBeLessThanOrEqual(1);
    expect.soft(e.content[0], where).toBeGreaterThanOrEqual(e.header[0] - 1);
    expect.soft(e.content[1], where).toBeLessThanOrEqual(e.header[1] + 1);
    if (check.startsAtEdge) expect.soft(Math.abs(e.content[0] - e.header[0]), where).toBeLessThanOrEqual(1);
    expect.soft(e.scrollWidth, where).toBeLessThanOrEqual(width);
  }
  return seen;
}

test("at 1280 and 360 px the header, every page's content and the footer share one width", async ({ browser, server, member }) => {
  test.setTimeout(180_000);
  const results: Record<string, Record<string, Record<string, Edges>>> = { 1280: {}, 360: {} };
  // One signed-in page per person, each page measured at both widths.
  for (const [who, checks] of [['visitor', VISITOR], ['member', MEMBER], ['admin', ADMIN]] as const) {
    const page = await signedIn(browser, server.url, who, server.output(), member);
    for (const width of [1280, 360]) results[width]![who] = await checkPages(page, checks, width);
    await page.context().close();
  }
  test.info().annotations.push({ type: 'edges', description: JSON.stringify(results) });
});

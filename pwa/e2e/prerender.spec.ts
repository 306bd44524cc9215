import type { Browser, Page } from '@playwright/test';
import { addRosterStudent, mainNav, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { untilWorkerControls } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { PRERENDERED_PAGES } from '#domain/prerendered-pages.ts';

// Issue 15 (ADR 0084): the public pages arrive as HTML, readable before any JavaScript runs, and
// the app takes that markup over without re-rendering it.

const HEADINGS: Record<string, string> = {
  '/': 'Your Alumni Journey Begins Here',
  '/about': 'Empowering Alumni, Inspiring Futures',
  '/contact': 'Get in Touch',
  '/login': 'Welcome Back',
  '/signup': 'Join Our Alumni Network',
  '/jobs': 'Job Portal',
};

/** Console errors and warnings, React's hydration reports among them. */
function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test('with JavaScript off, every prerendered page shows its heading and its own title', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    for (const { path } of PRERENDERED_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(HEADINGS[path]!);
      await expect(page.getByRole('link', { name: 'Login / Register' }).first()).toBeVisible();
    }
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us · Alumni Portal');
  } finally {
    await context.close();
  }
});

// The visitor's pages come from the network here: the service worker is not what this looks at.
test("a visitor's pages hydrate without a mismatch and work, in the light theme and the dark", async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems = problemsOf(page);
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const { path } of PRERENDERED_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), `${path} (${colorScheme})`).toContainText(HEADINGS[path]!);
        const other = colorScheme === 'dark' ? 'light' : 'dark';
        await expect(page.getByRole('button', { name: `Switch to ${other} theme` }), `${path} (${colorScheme})`).toBeVisible();
        await expect(page.locator('html'), `${path} (${colorScheme})`).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      }
      // Hydrated: the page's own handlers run (the theme toggle, a client-side link).
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Empowering Alumni, Inspiring Futures' })).toBeVisible();
      // Neither a hydration mismatch nor a script the CSP refused (the inline theme script runs by its hash).
      expect(problems.filter((p) => /hydrat|did not match|mismatch|Content Security Policy/i.test(p)), colorScheme).toEqual([]);
    }
  } finally {
    await context.close();
  }
});

test('a signed-in member never sees the visitor page, and gets their own home', async ({ browser, server, member }) => {
  // No service worker: the held script below must come from the network.
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await signIn(page, member, '/');
    await expect(page).toHaveURL(/\/$/);
    // Hold the app's script back: the document alone must not show the visitor's markup.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.locator('#root h1')).toHaveText('Empowering Alumni, Inspiring Futures'); // the prerendered markup is there…
    await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden'); // …and not shown
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Empowering Alumni, Inspiring Futures' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: /Connection requests/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login / Register' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

// One install of the service worker for both: it answers public pages offline, and lets the licences through.
test("offline, the service worker answers a public page with its prerendered HTML; the footer's 'Open-source licences' goes past it to every shipped package's licence, Lucide's for the icons (ADR 0128)", async ({ page, context }) => {
  await page.goto('/');
  await untilWorkerControls(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Open-source licences' }).click();
  await expect(page).toHaveURL(/\/third-party-notices\.txt$/);
  const text = page.locator('body');
  await expect(text).toContainText('All other copyright (c) for Lucide are held by Lucide Contributors');
  await expect(text).toContainText(/^react \d+\.\d+\.\d+\nLicence: MIT$/m);

  await goOffline(context);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  await page.goto('/query');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
});

test("a signed-in member's navigations get the app shell from the service worker, a visitor's the page again", async ({ memberPage: page, member, context }) => {
  await untilWorkerControls(page);
  await goOffline(context);
  // ADR 0086: the visitor's markup would only be parsed and hidden; the member's own page renders.
  const asMember = await page.goto('/jobs');
  expect(await asMember!.text()).not.toContain('data-prerendered');
  await expect(page.getByRole('link', { name: 'Post a Job' })).toBeVisible();
  await goOnline(context);
  await mainNav(page).getByRole('link', { name: member.fullName }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login / Register' })).toBeVisible();
  await goOffline(context);
  const asVisitor = await page.goto('/jobs');
  expect(await asVisitor!.text()).toContain('data-prerendered');
  await expect(page.getByRole('link', { name: 'Login to Post' })).toBeVisible();
});

test("a visitor's page paints before the app's script is even asked for (ADR 0090)", async ({ browser, server }) => {
  // From the network, as a first visit is: no service worker to install.
  const page = await (await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' })).newPage();
  for (const path of ['/login', '/jobs']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible();
    // The app's script is asked for after the paint: wait for it, then compare the two times.
    const appScript = String.raw`/assets/index-[\w-]+\.js$`;
    await page.waitForFunction((re) => performance.getEntriesByType('resource').some((r) => new RegExp(re).test(r.name)), appScript);
    const { paint, app } = await page.evaluate((re) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const script = performance.getEntriesByType('resource').find((r) => new RegExp(re).test(r.name));
      return { paint: fcp?.startTime, app: script?.startTime };
    }, appScript);
    expect(paint, `${path} painted`).toBeGreaterThan(0);
    expect(app, `${path} loaded the app`).toBeGreaterThanOrEqual(paint!);
  }
});

/**
 * Opens `path` in a fresh visitor context (no service worker: the script comes from the network)
 * with the app's main script held back, so the page stays the bare prerendered document until
 * `release()`.
 */
async function withAppHeld(browser: Browser, baseURL: string, path: string, use: (page: Page, release: () => void) => Promise<void>) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await use(page, () => release());
  } finally {
    await context.close();
  }
}

test('what a visitor types and presses on the prerendered login form before the app starts is kept, and logs them in', async ({ browser, server, member }) => {
  await withAppHeld(browser, server.url, '/login', async (page, release) => {
    await page.getByLabel('Email Id / RollNumber').fill(member.rollNumber);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    // Enter, then the button: the browser must not send the bare form (a GET would put the password in the address).
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Log In' }).click();
    const darkBefore = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
    expect(page.url()).not.toContain(member.password);
    expect(new URL(page.url()).pathname).toBe('/login');
    release();
    // The held presses are the app's once it has taken over: the login goes through, the theme switches.
    await expect(page.getByRole('status').filter({ hasText: 'Login successful! Redirecting...' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Switch to ${darkBefore ? 'dark' : 'light'} theme` })).toBeVisible();
    expect(page.url()).not.toContain(member.password);
  });
});

test('a roll number typed and sent on the prerendered signup page before the app starts goes out once it has', async ({ browser, server, smtp }) => {
  const student = await addRosterStudent(server.url, server.output(), { first: 'Early', last: 'Signup' });
  await withAppHeld(browser, server.url, '/signup', async (page, release) => {
    await page.getByLabel('Roll Number').fill(student.rollNumber);
    const before = smtp.mails.length;
    await page.getByRole('button', { name: 'Verify Roll Number' }).click();
    release();
    await expect(toast(page, 'Verification code sent to your registered email')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Verify Email' })).toBeVisible();
    await expect.poll(() => smtp.mails.length).toBe(before + 1);
  });
});

test("a visitor's home page runs none of the app until they reach for a field, and works without it (ADR 0097)", async ({ page }) => {
  const appScripts = () =>
    page.evaluate(() => performance.getEntriesByType('resource').filter((r) => /\/assets\/[\w-]+\.js$/.test(r.name)).map((r) => r.name));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Alumni Journey Begins Here' })).toBeVisible();
  // The loader registers the service worker itself, so the app is still installed and precached.
  await untilWorkerControls(page);
  // The theme toggle, the menu (a native popover) and the scroll link need no app.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'About Us' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.getByRole('link', { name: 'Explore Benefits' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Benefits of the alumni network' })).toBeInViewport();
  expect(await appScripts()).toEqual([]);
  // Focusing the search box starts the app, which takes the focus over: a visitor is asked to log in.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByPlaceholder('search alumni/student').click();
  await expect(menu.getByText('to search alumni and students.')).toBeVisible();
  expect((await appScripts()).some((name) => /\/assets\/index-[\w-]+\.js$/.test(name))).toBe(true);
  // The app's own links now route in the page, and close the menu.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empowering Alumni, Inspiring Futures' })).toBeVisible();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a visitor's home page starts the app at once when a sign-out made offline is still to be sent", async ({ browser, server }) => {
  const page = await (await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' })).newPage();
  await page.addInitScript(() => localStorage.setItem('logout-pending', '1'));
  const logout = page.waitForRequest((r) => r.url().endsWith('/api/users/logout') && r.method() === 'POST');
  await page.goto('/');
  await logout;
});

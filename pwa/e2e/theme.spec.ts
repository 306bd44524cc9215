import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';

// Online screens only: the service worker's install (precaching every chunk, ~6 CPU-s a browser
// context here) is not what these tests check, so their contexts run without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

test('the first visit follows the OS theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the chosen theme persists across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: /dark theme|dark mode/i }).first().click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: /light theme|light mode/i }).first().click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

type Theme = 'dark' | 'light';

/**
 * A returning visitor whose theme is stored, with none of the app's JavaScript: what the browser
 * paints from the HTML, its CSS and its inline scripts alone, before any module could run. Each page
 * also records the theme at its first rendering update, from a frame callback queued before any of
 * its own scripts.
 */
async function withoutTheApp(browser: Browser, baseURL: string, stored: Theme, os: Theme) {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    colorScheme: os,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'theme', value: stored }] }] },
  });
  await context.route(/\/assets\/.+\.js(\?|$)/, (route) => route.abort());
  await context.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      root.dataset.firstFrame = `${root.classList.contains('dark') ? 'dark' : 'light'} ${root.style.colorScheme || 'unset'}`;
    });
  });
  return context;
}

/** The page's first frame and what it shows: its theme, and how bright its pixels are (0–255). */
async function firstPaint(page: Page, path: string) {
  await page.goto(path);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-first-frame', /./);
  const { channels } = await sharp(await page.screenshot()).stats();
  const brightness = channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3;
  return { firstFrame: await html.getAttribute('data-first-frame'), brightness };
}

// The inline theme script (domain/theme-init-script.ts) on a prerendered page and on the app shell.
test('a stored dark theme is on the first frame, before the app runs', async ({ browser, server }) => {
  const context = await withoutTheApp(browser, server.url, 'dark', 'light');
  const page = await context.newPage();
  for (const path of ['/login', '/events']) {
    const { firstFrame, brightness } = await firstPaint(page, path);
    expect(firstFrame, path).toBe('dark dark');
    expect(brightness, path).toBeLessThan(60);
  }
  await context.close();
});

test('a stored light theme is on the first frame against a dark OS, before the app runs', async ({ browser, server }) => {
  const context = await withoutTheApp(browser, server.url, 'light', 'dark');
  const page = await context.newPage();
  for (const path of ['/login', '/events']) {
    const { firstFrame, brightness } = await firstPaint(page, path);
    expect(firstFrame, path).toBe('light light');
    expect(brightness, path).toBeGreaterThan(200);
  }
  await context.close();
});

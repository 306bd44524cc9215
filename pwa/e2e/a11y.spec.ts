import { severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Online screens only: the service worker's install (precaching every chunk, ~6 CPU-s a browser
// context here) is not what these tests check, so their contexts run without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

for (const theme of ['light', 'dark'] as const) {
  // The e-mail has no dot on purpose: see the cold-load test in accounts.spec.ts.
  for (const path of ['/', '/about', '/contact', '/login', '/signup', '/verify/member%40localhost']) {
    test(`axe finds no serious or critical violation on ${path} (${theme})`, async ({ browser, server }) => {
      // bypassCSP only so that axe itself can be injected; the app runs under its real CSP elsewhere.
      const context = await browser.newContext({ baseURL: server.url, colorScheme: theme, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      expect(await severeViolations(page)).toEqual([]);
      await context.close();
    });
  }
}

import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Online screens only: the service worker's install (precaching every chunk, ~6 CPU-s a browser
// context here) is not what these tests check, so their contexts run without it (ADR 0103).
// bypassCSP only so that axe itself can be injected; the app runs under its real CSP elsewhere.
test.use({ serviceWorkers: 'block', bypassCSP: true });

// The e-mail has no dot on purpose: see the cold-load test in accounts.spec.ts.
const PATHS = ['/', '/about', '/contact', '/login', '/signup', '/verify/member%40localhost'];

test('axe finds no serious or critical violation on the visitor pages, light and dark', async ({ page }) => {
  // Each page loaded in the theme (a prerendered page's app may not have started to follow a live switch).
  await inEachTheme(page, async (theme) => {
    for (const path of PATHS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), `${path} (${theme})`).toBeVisible();
      await expect(page.locator('html'), `${path} (${theme})`).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      expect(await severeViolations(page), `${path} (${theme})`).toEqual([]);
    }
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './fixtures.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

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
      await page.evaluate(axeSource);
      const violations = (await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }).axe;
        return (await axe.run()).violations;
      })) as Violation[];
      const severe = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      expect(severe).toEqual([]);
      await context.close();
    });
  }
}

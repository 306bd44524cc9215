import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Waits for the page's finite animations and transitions to end: mid-way through a theme switch or
 * a fade-in, a colour is one the member never reads at rest, and axe would judge its contrast.
 */
async function atRest(page: Page) {
  await page.evaluate(async () => {
    // Two frames first: a colour scheme just switched starts its transitions on the next style pass.
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
}

/**
 * axe's serious and critical violations on the page as it is, one line each. The page's context
 * needs `bypassCSP: true` so that axe itself can be injected.
 */
export async function severeViolations(page: Page): Promise<string[]> {
  await atRest(page);
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run()).violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** axe's violations of the named rules only, whatever their impact (e.g. the landmark rules, 'moderate'). */
export async function ruleViolations(page: Page, rules: string[]): Promise<string[]> {
  await atRest(page);
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'rule', values } })).violations;
  }, rules)) as Violation[];
  return violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/**
 * Runs `look` on the same page in the light theme, then the dark one: the app follows the system's
 * scheme as it changes, so one signed-in page serves both (issue 52).
 */
export async function inEachTheme(page: Page, look: (theme: 'light' | 'dark') => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await look(theme);
  }
}

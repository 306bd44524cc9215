import { expect, type Locator, type Page } from '@playwright/test';

// A long list holds only the cards near the window (ADR 0087): a test reaches a card the way a
// member does, by scrolling to it.

/** From the top of the page, scrolls down until `target` is on the page; `step` runs between tries (a paused clock moved on). */
export async function scrollDownTo(page: Page, target: Locator, step: () => Promise<unknown> = async () => undefined) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(async () => {
    await step();
    if (await target.isVisible()) return;
    await page.mouse.wheel(0, 400);
    throw new Error('not on the page yet');
  }).toPass({ intervals: [50], timeout: 20_000 });
  return target;
}

/** Scrolls to the foot of the page until `target` is on screen (rows below are measured as they come). */
export async function scrollToBottomUntil(page: Page, target: Locator) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(target).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

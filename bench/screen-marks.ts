import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { goOffline } from '../pwa/e2e/network.ts';

// A screen's load as the member sees it, timed inside the page from navigation start (no round trip
// to the bench in between): when given elements are first in the DOM, and when a press lands.

/** A moment of the load: `selector` first matches (the frame after it, with `frame`). */
export type Mark = { name: string; selector: string; frame?: boolean };
/**
 * Once the mark `after` is reached, `target` is clicked in the page, once (a toggle pressed twice
 * would undo itself); the mark `name` is when its effect is in the page: the address changed, or
 * `shows` matches.
 */
export type Press = { name: string; after: string; target: string; shows?: string };
export type ScreenWatch = { marks: Mark[]; press?: Press };

type Marked = Window & { __marks?: Record<string, number> };

/** From now on, every document of `ctx` opened at one of `screens`' paths records its marks. */
export async function watchScreens(ctx: BrowserContext, screens: Record<string, ScreenWatch>) {
  await ctx.addInitScript((screens: Record<string, ScreenWatch>) => {
    // Under tsx, this script's functions are named by its module's `__name` helper, which the page lacks.
    (window as unknown as { __name?: unknown }).__name ??= (f: unknown) => f;
    const watch = screens[location.pathname];
    if (!watch) return;
    const marks: Record<string, number> = ((window as Marked).__marks = {});
    const left = [...watch.marks];
    const press = (p: Press) => {
      const target = document.querySelector<HTMLElement>(p.target);
      if (!target) return void requestAnimationFrame(() => press(p));
      const from = location.href;
      target.click();
      const done = () => {
        if (location.href !== from || (p.shows && document.querySelector(p.shows))) marks[p.name] = performance.now();
        else requestAnimationFrame(done);
      };
      // React renders a press's update in a microtask the click queued: this one runs after it.
      queueMicrotask(done);
    };
    const seen = new MutationObserver(() => {
      for (const mark of left.filter((m) => document.querySelector(m.selector))) {
        left.splice(left.indexOf(mark), 1);
        const at = () => {
          marks[mark.name] = performance.now();
          if (watch.press?.after === mark.name) press(watch.press);
        };
        if (mark.frame) requestAnimationFrame(at);
        else at();
      }
      if (left.length === 0) seen.disconnect();
    });
    // The snapshot giving way to the app is an attribute change on #root (ADR 0095).
    seen.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-behind-snapshot'] });
  }, screens);
}

/** The marks of the page's current document, once all of `names` are in; the error names those missing. */
export async function readMarks(page: Page, names: string[], timeoutMs = 30_000): Promise<Record<string, number>> {
  const marks = () => page.evaluate(() => (window as Marked).__marks ?? {});
  try {
    await page.waitForFunction((names) => names.every((n) => (window as Marked).__marks?.[n] !== undefined), names, { timeout: timeoutMs });
  } catch (err) {
    const had = await marks().catch(() => ({}));
    throw new Error(`${names.filter((n) => !(n in had)).join(', ')} not reached in ${timeoutMs / 1000} s at ${page.url()} (had ${JSON.stringify(had)})`, { cause: err });
  }
  return marks();
}

/** The page reloaded under its service worker, which from then on answers its navigations. */
export async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

/** The network cut (the page's service worker answers) and the CPU slowed `rate`× (issue 15 measured at 4×). */
export async function offlineAtCpu(ctx: BrowserContext, page: Page, rate = 4): Promise<CDPSession> {
  await goOffline(ctx);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

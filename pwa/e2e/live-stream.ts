import type { Page, Request } from '@playwright/test';
import { LIVE_PATH } from '#domain/sync/live.ts';

/** A request for the live stream (issue 30). */
export const isLive = (r: Request) => new URL(r.url()).pathname === LIVE_PATH;

/**
 * Resolves when the page's next live stream has opened (its answer's headers are in). A test awaits
 * it before the other side writes: a write made before would reach the page through its first pull.
 */
export const streamOpened = (page: Page) => page.waitForResponse((r) => isLive(r.request()) && r.status() === 200, { timeout: 45_000 });

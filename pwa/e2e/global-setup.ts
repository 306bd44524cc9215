import { ensurePwaBuild } from '#api/ensure-pwa-build.ts';

/**
 * Playwright's globalSetup: the PWA is built (when dist/ is missing or stale) once, before the
 * workers start their servers side by side; two servers starting on a stale dist/ would both build it.
 */
export default async function globalSetup() {
  await ensurePwaBuild(new URL('../..', import.meta.url).pathname);
}

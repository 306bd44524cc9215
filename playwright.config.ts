import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

// Debian's Chromium (CI installs it); Playwright's own download is not reachable here. The tests run
// in its headless shell (package chromium-headless-shell), the engine without the full browser's
// windowing: a fifth less CPU per test on this machine (docs/decisions/0137). The shell denies the
// notification permission, so the files that show notifications use the full browser (fullBrowser).
const fullChromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const executablePath =
  process.env.CHROMIUM_SHELL_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : fullChromium);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `test.use(fullBrowser)` at a file's top: its tests show notifications, which the headless shell refuses. */
export const fullBrowser = { launchOptions: { executablePath: fullChromium, args: chromiumArgs } };

export default defineConfig({
  testDir: 'pwa/e2e',
  globalSetup: './pwa/e2e/global-setup.ts',
  // Two workers, each with its own server and Chromium: a test spends most of its time waiting on the
  // app, so two fit a 2-core machine (docs/decisions/0103). A file's tests share its worker's server
  // and run in order.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  // One retry in CI (docs/decisions/0077): a test that passes only on its retry is listed as
  // "flaky" and .ci/run prints its page snapshot, so it is seen and fixed rather than blocking.
  retries: process.env.CI ? 1 : 0,
  expect: { timeout: 10_000 },
  // Each file's cost, the 15 costliest printed, all in test-results/playwright-cost.json (issue 52).
  reporter: [['list'], ['./scripts/test-cost/playwright-cost-reporter.ts']],
  // A folder of its own: Playwright empties it at the start, and the vitest cost report sits beside it.
  outputDir: 'test-results/playwright',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumArgs },
    // Recording a trace costs a third of a test's CPU (screencast and a DOM snapshot per action):
    // only a retried test records one, and CI retries every failure once (docs/decisions/0137).
    trace: 'on-first-retry',
  },
});

import type { BrowserContext, TestInfo } from '@playwright/test';

/**
 * Keeps what the context's pages threw or logged as errors (the last 50), and attaches them to a
 * failed test: a page snapshot showing "Something went wrong" then comes with the error the
 * boundary logged. Traces are recorded only on a retry (docs/decisions/0137), so this is what a
 * first failure leaves.
 */
export function recordPageErrors(ctx: BrowserContext) {
  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > 50) lines.shift();
  };
  ctx.on('weberror', (e) => keep(`uncaught on ${e.page()?.url() ?? 'a worker'}: ${e.error().stack ?? e.error().message}`));
  ctx.on('console', (m) => {
    if (m.type() === 'error') keep(`console.error on ${m.page()?.url() ?? 'a worker'}: ${m.text()}`);
  });
  return async (testInfo: TestInfo, failed = testInfo.status !== testInfo.expectedStatus) => {
    if (failed && lines.length) await testInfo.attach('page errors', { body: lines.join('\n'), contentType: 'text/plain' });
  };
}

import { appendFile } from 'node:fs/promises';
import type { BrowserContext, TestInfo } from '@playwright/test';

/**
 * Keeps what the context's pages threw or logged as errors (the last 50), and attaches them to a
 * failed test: a page snapshot showing "Something went wrong" then comes with the error the
 * boundary logged. Traces are recorded only on a retry (docs/decisions/0137), so this is what a
 * first failure leaves. The reporter prints 300 characters of it; the whole text is in the test's
 * `page-errors.txt`, which .ci/run prints.
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
    if (!failed || !lines.length) return;
    const text = lines.join('\n');
    await testInfo.attach('page errors', { body: text, contentType: 'text/plain' });
    // Appended: a test's several contexts (a persistent profile beside its page) each add theirs.
    await appendFile(testInfo.outputPath('page-errors.txt'), `${text}\n`);
  };
}

import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { writeCostReport, type FileCost } from './cost-table.ts';

/**
 * Playwright's per-file cost: every attempt's duration (a retried test counts twice; worker
 * fixtures such as a server's start are in the first test that needed them), and the span from the
 * file's first test start to its last test end.
 */
export default class PlaywrightCostReporter implements Reporter {
  private files = new Map<string, { tests: Set<string>; seconds: number; first: number; last: number }>();
  private started = Date.now();

  onBegin() {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file);
    const entry = this.files.get(file) ?? { tests: new Set<string>(), seconds: 0, first: Infinity, last: 0 };
    entry.tests.add(test.id);
    entry.seconds += result.duration / 1000;
    entry.first = Math.min(entry.first, result.startTime.getTime());
    entry.last = Math.max(entry.last, result.startTime.getTime() + result.duration);
    this.files.set(file, entry);
  }

  onEnd(_result: FullResult) {
    const files: FileCost[] = [...this.files].map(([file, e]) => ({ file, tests: e.tests.size, seconds: e.seconds, wallSeconds: (e.last - e.first) / 1000 }));
    writeCostReport('playwright', files, (Date.now() - this.started) / 1000);
  }
}

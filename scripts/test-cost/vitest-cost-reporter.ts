import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { writeCostReport, type FileCost } from './cost-table.ts';

/** Vitest's per-file cost: its import, setup and tests (hooks included), as `diagnostic()` reports them. */
export default class VitestCostReporter implements Reporter {
  private started = performance.now();

  onTestRunStart() {
    this.started = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files: FileCost[] = modules.map((m) => {
      const d = m.diagnostic();
      const seconds = (d.collectDuration + d.setupDuration + d.duration) / 1000;
      return { file: `${relative(process.cwd(), m.moduleId)} [${m.project.name}]`, tests: [...m.children.allTests()].length, seconds, wallSeconds: seconds };
    });
    writeCostReport(process.env.VITEST_PASS ? `vitest-${process.env.VITEST_PASS}` : 'vitest', files, (performance.now() - this.started) / 1000);
  }
}

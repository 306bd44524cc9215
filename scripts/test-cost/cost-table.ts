// Where a test run's time goes, per file (issue 52): written to test-results/<runner>-cost.json and
// the 15 costliest printed at the end of the run.
import { mkdirSync, writeFileSync } from 'node:fs';

export type FileCost = {
  file: string;
  tests: number;
  /** The tests' own time, retries included, plus the file's setup (servers, sign-ups in hooks). */
  seconds: number;
  /** From the file's first start to its last end, as a worker saw it. */
  wallSeconds: number;
};

export function writeCostReport(runner: string, files: FileCost[], totalSeconds: number) {
  const sorted = [...files].sort((a, b) => b.seconds - a.seconds);
  const round = (n: number) => Math.round(n * 10) / 10;
  const rows = sorted.map((f) => ({ ...f, seconds: round(f.seconds), wallSeconds: round(f.wallSeconds) }));
  mkdirSync('test-results', { recursive: true });
  writeFileSync(`test-results/${runner}-cost.json`, JSON.stringify({ runner, totalSeconds: round(totalSeconds), files: rows }, null, 2));
  const sum = rows.reduce((s, f) => s + f.seconds, 0);
  const lines = rows.slice(0, 15).map((f) => `${f.seconds.toFixed(1).padStart(8)} s ${String(f.tests).padStart(4)} tests  ${f.file}`);
  console.log(`\n== ${runner}: the 15 costliest of ${rows.length} files (${round(sum)} s of test time in ${round(totalSeconds)} s; all in test-results/${runner}-cost.json)\n${lines.join('\n')}`);
}

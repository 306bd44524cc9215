import { expect, it, vi } from 'vitest';
import { systemClock } from '../deps.ts';
import { createPeriodicJobs, type PeriodicJob } from './periodic-jobs.ts';

it('runs each job on its own timer: one that never settles holds back neither the others nor itself twice', async () => {
  let stuckRuns = 0;
  let quickRuns = 0;
  let failingRuns = 0;
  const logs: Record<string, unknown>[] = [];
  const stuck: PeriodicJob = {
    name: 'stuck',
    everyMs: 1,
    // A real promise nobody resolves; it ends only when the runner stops and aborts it.
    run: (_now, signal) => {
      stuckRuns += 1;
      return new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
    },
  };
  const quick: PeriodicJob = { name: 'quick', everyMs: 1, run: async () => void (quickRuns += 1) };
  const failing: PeriodicJob = {
    name: 'failing',
    everyMs: 1,
    run: async () => {
      failingRuns += 1;
      throw new Error('payment service down');
    },
  };
  const jobs = createPeriodicJobs({ clock: systemClock, jobs: [stuck, quick, failing], log: (e) => logs.push(e) });
  jobs.start();
  try {
    await vi.waitFor(() => expect(Math.min(quickRuns, failingRuns)).toBeGreaterThanOrEqual(5), { timeout: 10_000 });
    expect(stuckRuns).toBe(1);
    expect(logs).toContainEqual({ level: 'error', msg: 'failing failed', error: 'Error: payment service down' });
  } finally {
    await jobs.stop(); // resolves: the stuck run was told to stop
  }
});

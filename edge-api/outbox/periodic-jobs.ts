import type { Clock, Logger } from '../deps.ts';

/**
 * Work done every `everyMs` beside the outbox, e.g. reconciling donations. `signal` aborts when the
 * process stops: a job must settle soon after (between rows, or by giving up a call).
 */
export type PeriodicJob = { name: string; everyMs: number; run(now: Date, signal: AbortSignal): Promise<void> };

/**
 * Runs each job on its own timer, apart from the outbox loop and from the other jobs (ADR 0098): a
 * job waiting on a slow service holds back only its own next run, never a mail, a push or another
 * job. A job never overlaps itself; the next run is `everyMs` after the last one settled.
 */
export function createPeriodicJobs(opts: { clock: Clock; jobs: PeriodicJob[]; log?: Logger }) {
  const { clock, jobs } = opts;
  const log = opts.log ?? (() => {});
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<void>>();
  let controller = new AbortController();
  let stopped = true;

  function after(job: PeriodicJob, delayMs: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const pass: Promise<void> = job
        .run(clock.now(), controller.signal)
        .catch((err: unknown) => log({ level: 'error', msg: `${job.name} failed`, error: String(err) }))
        .finally(() => {
          running.delete(pass);
          after(job, job.everyMs);
        });
      running.add(pass);
    }, delayMs);
    timers.add(timer);
  }

  return {
    /** Starts every job now, then each `everyMs` after its last run settled. */
    start() {
      if (!stopped) return;
      stopped = false;
      controller = new AbortController();
      for (const job of jobs) after(job, 0);
    },
    /** No new runs; the running ones are told to stop, and awaited. */
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      controller.abort();
      await Promise.all(running);
    },
  };
}

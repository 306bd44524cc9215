import { Worker } from 'node:worker_threads';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Candidate } from '#domain/admin/roster-upload.ts';
import { ApiError } from '../http/api-error.ts';
import type { CheckedRoster, RosterChecker } from './check-roster.ts';
import type { FromThread, ToThread } from './roster-thread-entry.ts';

// Node only (node.ts): the spreadsheet is read and checked in a worker thread, so the server keeps
// answering while a 50,000-row file is parsed (docs/decisions/0083-roster-import-off-the-event-loop.md).

/** An idle thread is kept this long: the next upload skips starting it and loading the parser. */
const IDLE_MS = 30_000;

const BOOT = new URL('./roster-thread-boot.mjs', import.meta.url);

type Job = { candidates: Candidate[]; resolve: (checked: CheckedRoster) => void; reject: (error: Error) => void };

export type RosterThread = RosterChecker & { close(): Promise<void> };

/** A RosterChecker backed by one worker thread, started on first use; uploads take turns in it. */
export function rosterThread(): RosterThread {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const jobs = new Map<number, Job>();

  const failAll = (error: Error) => {
    worker = undefined;
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };
  const close = async () => {
    clearTimeout(idle);
    const w = worker;
    failAll(new Error('The roster thread was closed'));
    await w?.terminate();
  };

  function onMessage(this: Worker, m: FromThread) {
    const job = jobs.get(m.id);
    if (!job) return;
    if ('candidates' in m) {
      for (const c of m.candidates) job.candidates.push(c);
      this.postMessage({ id: m.id, next: true } satisfies ToThread);
      return;
    }
    jobs.delete(m.id);
    if (!jobs.size) idle = setTimeout(() => void close(), IDLE_MS).unref();
    if ('done' in m) job.resolve({ ...m.done, candidates: job.candidates });
    else if ('refused' in m) job.reject(new ApiError(m.refused.status as ContentfulStatusCode, m.refused.message, m.refused.code));
    else job.reject(new Error(`Reading the roster failed in its thread: ${m.failed}`));
  }

  function start() {
    // No inherited flags: the boot file loads tsx itself, once.
    // A heap cap: running out of memory ends the thread (the upload fails), never the server.
    const w = new Worker(BOOT, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 512 } });
    w.unref(); // never what keeps the process running
    w.on('message', onMessage);
    // A crash (out of memory, say) fails the uploads in it, and the next upload starts a new thread.
    w.on('error', (error) => {
      if (worker === w) failAll(error);
    });
    w.on('exit', (code) => {
      if (worker === w) failAll(new Error(`The roster thread stopped (exit code ${code})`));
    });
    return w;
  }

  const check: RosterChecker = (bytes) =>
    new Promise<CheckedRoster>((resolve, reject) => {
      clearTimeout(idle);
      worker ??= start();
      const id = (nextId += 1);
      jobs.set(id, { candidates: [], resolve, reject });
      // Handed over rather than copied when the bytes own their whole buffer.
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      worker.postMessage({ id, bytes } satisfies ToThread, whole ? [bytes.buffer as ArrayBuffer] : []);
    });
  return Object.assign(check, { close });
}

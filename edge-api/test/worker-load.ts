import type { Sql } from 'postgres';
import type { Worker } from './start-worker.ts';
import { MEMBER_PASSWORD, insertMember } from './people.ts';
import { validJob } from './jobs.ts';

/** One call to the worker; a status of 300 or more is an error. Used by the heap test and the bench. */
export async function callWorker(worker: Worker, path: string, init: RequestInit = {}) {
  const res = await worker.fetch(`http://localhost${path}`, init as never);
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return JSON.parse(text);
}

/** A member posts a few jobs through the worker, so the list read below returns rows. */
export async function postJobs(worker: Worker, sql: Sql, count = 5) {
  const member = await insertMember(sql);
  const json = { 'content-type': 'application/json' };
  const { token } = await callWorker(worker, '/api/users/auth', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ rollNumberOrEmail: member.rollNumber, password: MEMBER_PASSWORD }),
  });
  for (let i = 0; i < count; i++) {
    const body = JSON.stringify(validJob({ title: `Site Engineer ${i}`, application_deadline: '2099-12-31' }));
    await callWorker(worker, '/api/jobDetail', { method: 'POST', headers: { ...json, authorization: `Bearer ${token}` }, body });
  }
}

/** `count` visitor reads of the job list, `inFlight` at a time. */
export async function readJobs(worker: Worker, count: number, inFlight = 4) {
  let started = 0;
  const lane = async () => {
    while (started < count) {
      started += 1;
      await callWorker(worker, '/api/jobDetail');
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
}

/** The isolate's retained heap after each of `rounds` rounds of `requests` job-list reads (ADR 0060). */
export async function heapAfterRounds(
  worker: Worker,
  inspector: { retainedHeapBytes(): Promise<number> },
  opts: { rounds: number; requests: number },
): Promise<number[]> {
  await readJobs(worker, 200); // compiled code and first-use caches, which are not a leak
  const heaps: number[] = [];
  for (let round = 0; round < opts.rounds; round++) {
    await readJobs(worker, opts.requests);
    heaps.push(await inspector.retainedHeapBytes());
  }
  return heaps;
}

/** Median and 90th percentile of `count` job-list reads made one after another, in ms. */
export async function jobListLatency(worker: Worker, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await callWorker(worker, '/api/jobDetail');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(count / 2)] ?? NaN, p90: times[Math.floor(count * 0.9)] ?? NaN };
}

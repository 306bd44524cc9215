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

// Each request's database connection ends as the protocol says, with Terminate, not by vanishing:
// Postgres counts a client gone without it as an abandoned session (ADR 0060). Postgres only:
// PGlite keeps no session statistics.
import { expect, it } from 'vitest';
import { WORKER_APPLICATION_NAME } from './db/worker-application-name.ts';
import { useTestWorker } from './test/worker-fixture.ts';
import { postJobs, readJobs } from './test/worker-load.ts';

const fx = useTestWorker();

// Skipped on PGlite: it serves every connection from one session, so there is no per-request
// connection for Terminate to end; the worker always runs against a Postgres server.
it.skipIf(!process.env.DATABASE_URL)("ends every request's connection with Terminate (needs a Postgres server: skipped on PGlite, one session)", async () => {
  const before = await abandonedSessions();
  await postJobs(fx.worker, fx.db.sql); // a sign-in and writes
  await readJobs(fx.worker, 100);
  // The worker ends its clients after the responses (ctx.waitUntil): wait for the last to go.
  await expect.poll(workerSessions, { timeout: 20_000 }).toBe(0);
  expect(await abandonedSessions()).toBe(before);
});

async function workerSessions() {
  const [row] = await fx.db.sql<{ n: number }[]>`
    select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${WORKER_APPLICATION_NAME}`;
  return row!.n;
}

async function abandonedSessions() {
  const [row] = await fx.db.sql<{ n: string }[]>`
    select sessions_abandoned::text as n from pg_stat_database where datname = current_database()`;
  return Number(row!.n);
}

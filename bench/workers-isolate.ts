import { createTestDatabase } from '../edge-api/test/test-db.ts';
import { startWorker, type Worker } from '../edge-api/test/start-worker.ts';
import { openInspector } from '../edge-api/test/inspector.ts';
import { heapAfterRounds, jobListLatency, postJobs } from '../edge-api/test/worker-load.ts';
import { MEMBER_PASSWORD, insertMember } from '../edge-api/test/people.ts';
import { healthDuringLogins } from './login-blocking.ts';
import { budgetCell, type Row } from './table.ts';

const ROUNDS = 3;
const REQUESTS = 5_000;
const LATENCY_REQUESTS = 500;
const MiB = 2 ** 20;
const BLOCKING_FIGURE = 'Slowest `GET /api/health` during 20 parallel logins (workerd)';

/**
 * The Workers shape in workerd (wrangler's unstable_startWorker): the isolate's retained heap over
 * many API requests (docs/decisions/0060-ending-the-per-request-client.md), and how long a health
 * check waits behind password hashes (0061). The database is a fresh one on `postgresUrl`'s server,
 * or PGlite on a local port; PGlite serves one session, in which the transactions of twenty worker
 * connections interleave, so the login figure needs a real Postgres.
 */
export async function workersIsolate(postgresUrl: string | undefined): Promise<Row[]> {
  process.env.WRANGLER_SEND_METRICS = 'false';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  const db = await createTestDatabase(postgresUrl);
  const started = await startWorker({ databaseUrl: db.url, inspector: true }).catch(async (err: unknown) => {
    await db.close();
    throw err;
  });
  const { worker } = started;
  try {
    const heap = await heapOverRequests(worker, db.sql);
    const latency = await jobListLatency(worker, LATENCY_REQUESTS);
    heap.push({
      figure: 'Workers `GET /api/jobDetail` latency, one at a time',
      value: `p50 ${latency.p50.toFixed(1)} ms, p90 ${latency.p90.toFixed(1)} ms`,
      budget: 'p50 within 10% of the socket before issue 36 (ADR 0060)',
      method: `workerd via wrangler, ${LATENCY_REQUESTS} requests after the heap rounds, each its own database connection`,
    });
    if (!postgresUrl) {
      return [...heap, { figure: BLOCKING_FIGURE, value: 'not measured: needs DATABASE_URL', budget: '< 1 s', method: 'PGlite serves one session' }];
    }
    const member = await insertMember(db.sql);
    const call = (path: string, init?: RequestInit) => worker.fetch(`http://localhost${path}`, init as never) as unknown as Promise<Response>;
    return [...heap, ...(await healthDuringLogins(call, { rollNumberOrEmail: member.rollNumber, password: MEMBER_PASSWORD }, 'workerd'))];
  } finally {
    await started.stop();
    await db.close();
  }
}

async function heapOverRequests(worker: Worker, sql: Parameters<typeof postJobs>[1]): Promise<Row[]> {
  const inspector = await openInspector(worker);
  try {
    await postJobs(worker, sql);
    const heaps = await heapAfterRounds(worker, inspector, { rounds: ROUNDS, requests: REQUESTS });
    const spread = (Math.max(...heaps) - Math.min(...heaps)) / MiB;
    return [
      {
        figure: `Workers isolate heap after each of ${ROUNDS} rounds of ${REQUESTS.toLocaleString('en')} \`GET /api/jobDetail\``,
        value: `${heaps.map((bytes) => (bytes / MiB).toFixed(1)).join(' → ')} MiB (spread ${spread.toFixed(2)} MiB)`,
        budget: budgetCell(spread, 2, 'flat within 2 MiB'),
        method: 'workerd via wrangler, 4 in flight; retained heap = Runtime.getHeapUsage after a heap snapshot (full GC), DevTools protocol',
      },
    ];
  } finally {
    inspector.close();
  }
}

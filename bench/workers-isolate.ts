import { createTestDatabase } from '../edge-api/test/test-db.ts';
import { startWorker } from '../edge-api/test/start-worker.ts';
import { openInspector } from '../edge-api/test/inspector.ts';
import { postJobs, readJobs } from '../edge-api/test/worker-load.ts';
import { budgetCell, type Row } from './table.ts';

const REQUESTS = 5_000;
const MiB = 2 ** 20;

/**
 * The Workers shape in workerd (wrangler's unstable_startWorker, PGlite on a local port): the
 * isolate's retained heap over many API requests (docs/decisions/0060-ending-the-per-request-client.md).
 */
export async function workersIsolate(): Promise<Row[]> {
  process.env.WRANGLER_SEND_METRICS = 'false';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  const db = await createTestDatabase();
  const started = await startWorker({ databaseUrl: db.url, inspector: true }).catch(async (err: unknown) => {
    await db.close();
    throw err;
  });
  const { worker } = started;
  const inspector = await openInspector(worker);
  try {
    await postJobs(worker, db.sql);
    await readJobs(worker, 200);
    const before = await inspector.retainedHeapBytes();
    await readJobs(worker, REQUESTS);
    const after = await inspector.retainedHeapBytes();
    const perRequest = (after - before) / REQUESTS;
    return [
      {
        figure: `Workers isolate heap over ${REQUESTS.toLocaleString('en')} \`GET /api/jobDetail\``,
        value: `${(before / MiB).toFixed(1)} → ${(after / MiB).toFixed(1)} MiB (${(perRequest / 1024).toFixed(2)} KB/request)`,
        budget: budgetCell((after - before) / MiB, 16, 'growth ≤ 16 MiB'),
        method: 'workerd via wrangler, 4 in flight; retained heap = Runtime.getHeapUsage after a heap snapshot (full GC), DevTools protocol',
      },
    ];
  } finally {
    inspector.close();
    await started.stop();
    await db.close();
  }
}

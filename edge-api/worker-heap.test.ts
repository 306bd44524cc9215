// The isolate's heap over many API requests in workerd (issue 10: ~45 KB per request stayed behind,
// a never-ended postgres.js client per request, so a 128 MB isolate died within a few thousand).
// docs/decisions/0060-ending-the-per-request-client.md; the figures are in `npm run bench`.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/test-db.ts';
import { startWorker, type Worker } from './test/start-worker.ts';
import { openInspector } from './test/inspector.ts';
import { postJobs, readJobs } from './test/worker-load.ts';

const REQUESTS = 5_000;
const MiB = 2 ** 20;
// Measured here: the fixed worker grows 0.3 MiB against Postgres and 3.5 MiB against PGlite, whose
// socket server leaves workerd ~0.7 KB per connection (see the ADR); the leaky one grew 14 → 232 MiB.
const GROWTH_LIMIT = 16 * MiB;

let db: TestDatabase;
let worker: Worker;
let stopWorker: (() => Promise<void>) | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
  const started = await startWorker({ databaseUrl: db.url, inspector: true });
  worker = started.worker;
  stopWorker = started.stop;
}, 60_000);

afterAll(async () => {
  await stopWorker?.();
  await db?.close();
});

it(`keeps the isolate's heap flat over ${REQUESTS} API requests`, async () => {
  await postJobs(worker, db.sql);
  const inspector = await openInspector(worker);
  try {
    await readJobs(worker, 200); // compiled code and first-use caches, which are not a leak
    const before = await inspector.retainedHeapBytes();
    await readJobs(worker, REQUESTS);
    const after = await inspector.retainedHeapBytes();
    const figures = `${(before / MiB).toFixed(1)} → ${(after / MiB).toFixed(1)} MiB after ${REQUESTS} requests`;
    expect(after - before, figures).toBeLessThan(GROWTH_LIMIT);
  } finally {
    inspector.close();
  }
}, 600_000);

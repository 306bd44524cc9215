// The isolate's heap over many API requests in workerd (issue 10: ~45 KB per request stayed behind,
// a never-ended postgres.js client per request, so a 128 MB isolate died within a few thousand).
// docs/decisions/0060-ending-the-per-request-client.md; the figures are in `npm run bench`.
import { expect, it } from 'vitest';
import { useTestWorker } from './test/worker-fixture.ts';
import { openInspector } from './test/inspector.ts';
import { postJobs, readJobs } from './test/worker-load.ts';

const REQUESTS = 5_000;
const MiB = 2 ** 20;
// Measured here: the fixed worker grows about 3.5 MiB (workerd keeps ~0.7 KB of a socket closed
// before the server closed it, see the ADR); the leaky one grew 14 → 232 MiB.
const GROWTH_LIMIT = 16 * MiB;

const fx = useTestWorker({ worker: { inspector: true } });

it(`keeps the isolate's heap flat over ${REQUESTS} API requests`, async () => {
  await postJobs(fx.worker, fx.db.sql);
  const inspector = await openInspector(fx.worker);
  try {
    await readJobs(fx.worker, 200); // compiled code and first-use caches, which are not a leak
    const before = await inspector.retainedHeapBytes();
    await readJobs(fx.worker, REQUESTS);
    const after = await inspector.retainedHeapBytes();
    const figures = `${(before / MiB).toFixed(1)} → ${(after / MiB).toFixed(1)} MiB after ${REQUESTS} requests`;
    expect(after - before, figures).toBeLessThan(GROWTH_LIMIT);
  } finally {
    inspector.close();
  }
}, 600_000);

// The isolate's heap over many API requests in workerd. Issue 10: ~45 KB per request stayed behind
// (a never-ended client per request). Issue 36: ~0.7 KB per request still did, a workerd socket
// closed before the server's close; a linear leak, so the heap must level off, not merely grow slowly.
// docs/decisions/0060-ending-the-per-request-client.md; the figures are in `npm run bench`.
import { expect, it } from 'vitest';
import { useTestWorker } from './test/worker-fixture.ts';
import { openInspector } from './test/inspector.ts';
import { heapAfterRounds, postJobs } from './test/worker-load.ts';

const ROUNDS = 3;
const REQUESTS = 5_000;
const MiB = 2 ** 20;
const FLAT_WITHIN = 2 * MiB;

const fx = useTestWorker({ worker: { inspector: true } });

it(`keeps the isolate's heap flat over ${ROUNDS} rounds of ${REQUESTS} API requests, and says goodbye to Postgres`, async () => {
  await postJobs(fx.worker, fx.db.sql);
  const abandonedBefore = await abandonedSessions();
  const inspector = await openInspector(fx.worker);
  try {
    const heaps = await heapAfterRounds(fx.worker, inspector, { rounds: ROUNDS, requests: REQUESTS });
    const figures = heaps.map((bytes) => `${(bytes / MiB).toFixed(2)} MiB`).join(' → ');
    expect(Math.max(...heaps) - Math.min(...heaps), figures).toBeLessThan(FLAT_WITHIN);
  } finally {
    inspector.close();
  }
  // Every connection ended with Terminate: Postgres counts a client that vanished without it as an
  // abandoned session. PGlite keeps no such count, so there it is the heap alone.
  if (abandonedBefore !== undefined) expect(await abandonedSessions()).toBe(abandonedBefore);
}, 900_000);

async function abandonedSessions(): Promise<number | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const [row] = await fx.db.sql<{ abandoned: string }[]>`
    select sessions_abandoned::text as abandoned from pg_stat_database where datname = current_database()`;
  return Number(row?.abandoned);
}

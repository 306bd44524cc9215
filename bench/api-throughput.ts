import { ms, type Row } from './table.ts';

const CONCURRENCY = 50;
const DURATION_MS = 5000;
const WARMUP_MS = 500;

type Tally = { ok: number; failed: number; latencies: number[] };

/** `CONCURRENCY` workers each looping fetch() until the deadline: bounded concurrency, no extra dependency. */
async function hammer(url: string, durationMs: number): Promise<Tally & { elapsed: number }> {
  const tally: Tally = { ok: 0, failed: 0, latencies: [] };
  const start = performance.now();
  const deadline = start + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await fetch(url);
        await res.arrayBuffer(); // drain the body so the keep-alive connection is reused
        if (res.ok) {
          tally.ok += 1;
          tally.latencies.push(performance.now() - t0);
        } else tally.failed += 1;
      } catch {
        tally.failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { ...tally, elapsed: performance.now() - start };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Figure 4: `GET /api/health` throughput from Node on the same machine (so client and server share the cores). */
export async function apiThroughput(baseUrl: string): Promise<Row[]> {
  const url = new URL('/api/health', baseUrl);
  if (url.hostname !== '127.0.0.1') throw new Error(`refusing to load-test ${url.host}: 127.0.0.1 only`);
  await hammer(url.href, WARMUP_MS); // JIT, connection pool and the database's first queries
  const run = await hammer(url.href, DURATION_MS);
  const sorted = run.latencies.sort((a, b) => a - b);
  const method = `Node fetch() loop, ${CONCURRENCY} concurrent, ${DURATION_MS / 1000} s after ${WARMUP_MS} ms warm-up, same 2 cores as the server`;
  return [
    {
      figure: 'API `GET /api/health` throughput',
      value: `${Math.round((run.ok / run.elapsed) * 1000)} req/s${run.failed ? ` (${run.failed} failed)` : ''}`,
      budget: '—',
      method,
    },
    {
      figure: 'API `GET /api/health` latency p50 / p99',
      value: `${ms(percentile(sorted, 0.5))} / ${ms(percentile(sorted, 0.99))}`,
      budget: '—',
      method,
    },
  ];
}

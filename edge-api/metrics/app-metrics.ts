import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Sql } from 'postgres';
import type { AppEnv, Logger } from '../deps.ts';

// GET /metrics in Prometheus' text format (issue 55, README "Running it for a college"): on Node
// only, behind METRICS_TOKEN. Requests by route and status with their latency, the outbox's depth
// and age, the dispatcher's deliveries and failures, live streams open, requests in flight beside
// the database pool's size; sync pushes and pulls are the `/api/sync/push` and `/api/sync/pull` routes.

export type AppMetrics = {
  /** Counts each request under its route's pattern (not its path: ids would make a series each). */
  middleware: MiddlewareHandler<AppEnv>;
  /** The log, with the dispatcher's deliveries and failures counted on the way. */
  tap(log: Logger): Logger;
  /** The text a scrape gets, or null when `authorization` is not the token's. */
  scrape(authorization: string | undefined): Promise<string | null>;
  contentType: string;
};

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function appMetrics(opts: { token: string; sql: Sql; liveStreams: () => number; poolSize: number }): AppMetrics {
  const registers = [new Registry()];
  const [registry] = registers as [Registry];
  collectDefaultMetrics({ register: registry, prefix: 'alumni_' });
  const requests = new Counter({ name: 'alumni_http_requests_total', help: 'Requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers });
  const latency = new Histogram({
    name: 'alumni_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const inFlight = new Gauge({ name: 'alumni_http_requests_in_flight', help: 'Requests being answered now (each holds a database connection while it queries)', registers });
  new Gauge({ name: 'alumni_db_pool_size', help: 'Database connections the server may open', registers }).set(opts.poolSize);
  new Gauge({ name: 'alumni_live_streams_open', help: 'Live streams (GET /api/sync/live) open on this process', registers, collect() { this.set(opts.liveStreams()); } });
  const sql = opts.sql;
  new Gauge({
    name: 'alumni_outbox_waiting',
    help: 'Outbox rows not yet delivered, by kind and state (waiting: never failed; failing: failed at least once)',
    labelNames: ['kind', 'state'],
    registers,
    async collect() {
      this.reset();
      const rows = await sql<{ kind: string; waiting: number; failing: number }[]>`
        select kind, (count(*) filter (where last_error is null))::int as waiting, (count(*) filter (where last_error is not null))::int as failing
        from outbox where sent_at is null group by kind`;
      for (const r of rows) {
        this.set({ kind: r.kind, state: 'waiting' }, r.waiting);
        this.set({ kind: r.kind, state: 'failing' }, r.failing);
      }
    },
  });
  new Gauge({
    name: 'alumni_outbox_oldest_age_seconds',
    help: 'Age of the oldest outbox row not yet delivered (0 when none waits)',
    registers,
    async collect() {
      const [row] = await sql<{ age: number | null }[]>`select extract(epoch from now() - min(created_at))::float8 as age from outbox where sent_at is null`;
      this.set(Math.max(0, row?.age ?? 0));
    },
  });
  const delivered = new Counter({ name: 'alumni_outbox_deliveries_total', help: 'Outbox rows the dispatcher delivered, by kind', labelNames: ['kind'], registers });
  const failed = new Counter({ name: 'alumni_outbox_failures_total', help: 'Outbox deliveries that failed (tried again later), by kind', labelNames: ['kind'], registers });

  const routeOf = (c: Context) => {
    try {
      return routePath(c) || 'unmatched';
    } catch {
      return 'unmatched';
    }
  };
  return {
    middleware: async (c, next) => {
      const started = performance.now();
      inFlight.inc();
      try {
        await next();
      } finally {
        inFlight.dec();
        const route = routeOf(c);
        requests.inc({ method: c.req.method, route, status: String(c.res.status) });
        latency.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
      }
    },
    tap: (log) => (entry) => {
      if (entry.msg === 'outbox delivered') delivered.inc({ kind: String(entry.kind) });
      if (entry.msg === 'outbox delivery failed') failed.inc({ kind: String(entry.kind) });
      log(entry);
    },
    async scrape(authorization) {
      if (!authorization || !same(authorization, `Bearer ${opts.token}`)) return null;
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}

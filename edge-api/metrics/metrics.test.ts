import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createTestApp } from '../test/test-app.ts';
import { appMetrics } from './app-metrics.ts';

// Issue 55: GET /metrics refuses without METRICS_TOKEN's bearer token, and what it answers is read
// by a real Prometheus text-format parser (parse-prometheus-text-format, a port of the Python client's).

let db: TestDatabase;
const TOKEN = 'scrape-token-7c1f9e';
beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`insert into outbox (kind, payload, created_at) values ('mail', ${db.sql.json({})}, now() - interval '90 seconds')`;
  await db.sql`insert into outbox (kind, payload, last_error) values ('push', ${db.sql.json({})}, 'push service answered 503')`;
});
afterAll(() => db?.close());

const family = (families: MetricFamily[], name: string) => families.find((f) => f.name === name);

it('refuses without the token and answers the figures in the text format with it', async () => {
  const metrics = appMetrics({ token: TOKEN, sql: db.sql, liveStreams: () => 3, poolSize: 10 });
  const { app, call } = createTestApp(db.sql, { metrics });
  const log: Record<string, unknown>[] = [];
  const tapped = metrics.tap((e) => log.push(e));
  tapped({ level: 'info', msg: 'outbox delivered', id: '1', kind: 'mail' });
  tapped({ level: 'warn', msg: 'outbox delivery failed', id: '2', kind: 'push', error: '503' });

  expect((await call('GET', '/metrics')).status).toBe(401);
  expect((await call('GET', '/metrics', undefined, { authorization: 'Bearer wrong-token-000000' })).status).toBe(401);
  expect((await call('GET', '/metrics', undefined, { authorization: TOKEN })).status).toBe(401);
  await call('GET', '/api/health');
  await call('GET', '/api/jobDetail/00000000-0000-0000-0000-000000000000');
  await call('GET', '/api/jobDetail/11111111-1111-1111-1111-111111111111');

  const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = parsePrometheusTextFormat(await res.text());

  const requests = family(families, 'alumni_http_requests_total')!;
  expect(requests.type).toBe('COUNTER');
  // One series per route pattern, not per id.
  const jobs = requests.metrics.filter((m) => m.labels?.route === '/api/jobDetail/:jobId');
  expect(jobs.map((m) => [m.labels?.method, m.labels?.status, m.value])).toEqual([['GET', '401', '2']]); // a visitor may not open one
  expect(requests.metrics.filter((m) => m.labels?.route === '/metrics' && m.labels.status === '401')[0]?.value).toBe('3');
  expect(family(families, 'alumni_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
  const outbox = family(families, 'alumni_outbox_waiting')!;
  expect(outbox.metrics.map((m) => [m.labels?.kind, m.labels?.state, m.value]).sort()).toEqual([
    ['mail', 'failing', '0'],
    ['mail', 'waiting', '1'],
    ['push', 'failing', '1'],
    ['push', 'waiting', '0'],
  ]);
  expect(Number(family(families, 'alumni_outbox_oldest_age_seconds')!.metrics[0]!.value)).toBeGreaterThanOrEqual(90);
  expect(family(families, 'alumni_outbox_deliveries_total')!.metrics).toEqual([{ value: '1', labels: { kind: 'mail' } }]);
  expect(family(families, 'alumni_outbox_failures_total')!.metrics).toEqual([{ value: '1', labels: { kind: 'push' } }]);
  expect(family(families, 'alumni_live_streams_open')!.metrics[0]!.value).toBe('3');
  expect(family(families, 'alumni_db_pool_size')!.metrics[0]!.value).toBe('10');
  expect(family(families, 'alumni_http_requests_in_flight')!.metrics[0]!.value).toBe('1'); // the scrape itself
  expect(family(families, 'alumni_process_resident_memory_bytes')?.type).toBe('GAUGE');
  expect(log).toHaveLength(2); // the tap passes every line on
});

it('is not there without a token configured', async () => {
  const { call } = createTestApp(db.sql);
  const res = await call('GET', '/metrics', undefined, { authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(404);
  expect(res.text).not.toContain('alumni_');
});

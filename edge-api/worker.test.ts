// The real Workers entry in workerd (through wrangler's unstable_startWorker) against a real
// Postgres: DATABASE_URL's server when set, otherwise PGlite on a local port (test-db.ts).
// vitest.config.ts sets WRANGLER_SEND_METRICS=false and CLOUDFLARE_CF_FETCH_ENABLED=false.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { createTestDatabase, type TestDatabase } from './test/test-db.ts';
import { recordResponse } from './test/leak-check.ts';
import { startWorker, type Worker } from './test/start-worker.ts';

const SUPPORT_EMAIL = 'support@worker-test.example';
const INDEX_HTML = '<!doctype html><title>Alumni portal</title><div id="root"></div>';

let db: TestDatabase;
let worker: Worker;
let stopWorker: (() => Promise<void>) | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
  const started = await startWorker({
    databaseUrl: db.url,
    vars: { SUPPORT_EMAIL },
    files: { 'index.html': INDEX_HTML, 'assets/app.js': 'console.log("app");\n' },
  });
  worker = started.worker;
  stopWorker = started.stop;
  // Fail once and clearly, instead of every test timing out, when workerd cannot reach the database.
  const probe = await Promise.race([
    call('GET', '/api/health').then((r) => r.status),
    new Promise<string>((resolve) => setTimeout(resolve, 15_000, 'no answer in 15 s')),
  ]);
  if (probe !== 200) throw new Error(`The worker cannot use the test database ${db.url}: ${probe}`);
}, 60_000);

afterAll(async () => {
  await stopWorker?.();
  await db?.close();
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await worker.fetch(`http://localhost${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  recordResponse(`worker ${method} ${path}`, text, new Headers([...res.headers]));
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

describe('worker (workerd + Postgres)', () => {
  it('reports health with the database and the package version', async () => {
    const res = await call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true, db: 'ok', version: pkg.version });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers concurrent requests, each with its own client', async () => {
    const all = await Promise.all(Array.from({ length: 5 }, () => call('GET', '/api/health')));
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('stores a Contact message and its mail in the outbox', async () => {
    const message = { name: 'Asha Rao', email: 'asha@example.com', message: 'Hello from the worker test' };
    const res = await call('POST', '/api/contactus/', message);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-security-policy')).toBeTruthy();

    const rows = await db.sql`select name, email, message from contact_messages`;
    expect(rows).toEqual([message]);
    const [mail] = await db.sql`select kind, payload from outbox where kind = 'mail'`;
    expect(mail?.payload).toMatchObject({ to: SUPPORT_EMAIL, replyTo: 'asha@example.com' });
  });

  it('rejects an invalid Contact message with the form’s words', async () => {
    const res = await call('POST', '/api/contactus/', {
      name: 'A',
      email: 'asha@example.com',
      message: 'Hello from the worker test',
    });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Name is required' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
    expect(res.headers.get('content-security-policy')).toBeTruthy();
  });

  it('serves static files through ASSETS with the security headers', async () => {
    const res = await call('GET', '/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.text).toContain('console.log("app")');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('falls back to index.html for app routes (SPA), with the security headers', async () => {
    const res = await call('GET', '/profile/12345', undefined, {
      accept: 'text/html',
      'sec-fetch-mode': 'navigate',
    });
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX_HTML);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/test-db.ts';
import { createTestApp } from './test/test-app.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

describe('API conventions', () => {
  it('GET /api/health reports the database and the version', async () => {
    const { call } = createTestApp(db.sql);
    const res = await call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, db: 'ok', version: 'test' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { call } = createTestApp(db.sql);
    const res = await call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('sends security headers with a CSP on every response', async () => {
    const { call } = createTestApp(db.sql);
    for (const path of ['/api/health', '/api/missing']) {
      const res = await call('GET', path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('tags each request with an id and logs one structured line for it', async () => {
    const { call, logs } = createTestApp(db.sql);
    const res = await call('GET', '/api/health');
    const id = res.headers.get('x-request-id');
    expect(id).toBeTruthy();
    expect(logs).toEqual([expect.objectContaining({ requestId: id, method: 'GET', path: '/api/health', status: 200 })]);
  });

  it('hides internals of a failure behind a 500 "Internal Error"', async () => {
    const { sql } = await createTestDatabase().then(async (broken) => {
      await broken.close();
      return broken;
    });
    const { call } = createTestApp(sql);
    const res = await call('GET', '/api/health');
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: 'Internal Error' });
  });
});

import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp, manualClock } from '#api/test/test-app.ts';
import { recordResponse } from '#api/test/leak-check.ts';
import { callerAddress, parseTrustProxy } from '#api/http/client-address.ts';
import { nodeClientAddress } from '#api/http/node-client-address.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());
beforeEach(async () => {
  await db.sql`truncate rate_limit_events`;
});

/** The real app behind a real Node HTTP server, as `npm start` runs it with this TRUST_PROXY. */
async function startNodeServer(trustProxy: string | undefined) {
  const { app } = createTestApp(db.sql, { clock: manualClock(), clientAddress: nodeClientAddress(parseTrustProxy(trustProxy)) });
  let port = 0;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve(s);
    });
  });
  /** A wrong login for an account nobody has, so only the per-address limit (50) can refuse it. */
  async function wrongLogin(i: number, headers: Record<string, string>) {
    const res = await fetch(`http://127.0.0.1:${port}/api/users/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ rollNumberOrEmail: `nobody.${i}@students.example.edu`, password: 'Wrong#Pass1' }),
    });
    recordResponse('POST /api/users/auth', await res.text(), res.headers);
    return res.status;
  }
  return { wrongLogin, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe('the per-address login limit on Node', () => {
  it('without TRUST_PROXY, counts the socket address: spoofed forwarding headers do not make a new bucket', async () => {
    const server = await startNodeServer(undefined);
    try {
      const spoofed = (i: number) => ({ 'x-forwarded-for': `10.1.${i}.7`, 'cf-connecting-ip': `10.2.${i}.7` });
      const statuses = await Promise.all(Array.from({ length: 55 }, (_, i) => server.wrongLogin(i, spoofed(i))));
      expect(tally(statuses)).toEqual({ 401: 50, 429: 5 });
      expect(await server.wrongLogin(99, spoofed(99))).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('with TRUST_PROXY=1, counts the address our proxy appended, whatever the client put before it', async () => {
    const server = await startNodeServer('1');
    try {
      const viaProxy = (i: number) => ({ 'x-forwarded-for': `10.1.${i}.7, 198.51.100.7`, 'cf-connecting-ip': `10.2.${i}.7` });
      const statuses = await Promise.all(Array.from({ length: 55 }, (_, i) => server.wrongLogin(i, viaProxy(i))));
      expect(tally(statuses)).toEqual({ 401: 50, 429: 5 });
      // Another client behind the same proxy has its own allowance.
      expect(await server.wrongLogin(99, { 'x-forwarded-for': '10.1.0.7, 198.51.100.8' })).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('callerAddress', () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name];
  const chain = headers({ 'x-forwarded-for': 'spoofed, 203.0.113.5, 10.0.0.2', 'cf-connecting-ip': '198.51.100.1' });

  it('takes the n-th X-Forwarded-For entry from the right for n proxy hops, else the socket', () => {
    expect(callerAddress({ hops: 1 }, '10.0.0.3', chain)).toBe('10.0.0.2');
    expect(callerAddress({ hops: 2 }, '10.0.0.3', chain)).toBe('203.0.113.5');
    expect(callerAddress({ hops: 2 }, '10.0.0.3', headers({ 'x-forwarded-for': '203.0.113.5' }))).toBe('10.0.0.3');
    expect(callerAddress({ hops: 1 }, '10.0.0.3', headers({}))).toBe('10.0.0.3');
  });

  it('takes CF-Connecting-IP only when TRUST_PROXY=cloudflare', () => {
    expect(callerAddress('cloudflare', '10.0.0.3', chain)).toBe('198.51.100.1');
    expect(callerAddress('cloudflare', '10.0.0.3', headers({}))).toBe('10.0.0.3');
    expect(callerAddress('none', '10.0.0.3', chain)).toBe('10.0.0.3');
  });

  it('refuses a TRUST_PROXY it cannot read instead of guessing', () => {
    expect(parseTrustProxy(undefined)).toBe('none');
    expect(parseTrustProxy('0')).toBe('none');
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('Cloudflare')).toBe('cloudflare');
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY must be/);
  });
});

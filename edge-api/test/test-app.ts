import type { Sql } from 'postgres';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { createFsObjectStore } from '../storage/fs-object-store.ts';
import type { AppConfig, AppDeps, Clock } from '../deps.ts';
import { recordResponse, registerSecret } from './leak-check.ts';

export const testConfig: AppConfig = {
  version: 'test',
  appUrl: 'http://localhost:8080',
  supportEmail: 'support@alumni.example.edu',
  bodyLimitBytes: 64 * 1024,
  jwtSecret: 'test-secret-test-secret-test-secret-0123',
};
registerSecret(testConfig.jwtSecret);

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-22T09:00:00Z')) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
  return clock;
}

/** The address every test request comes from unless a test says otherwise (TEST-NET-1). */
export const TEST_CLIENT_ADDRESS = '192.0.2.1';

/** The real app over a test database, with a small JSON client like an API consumer's. */
export function createTestApp(
  sql: Sql,
  opts: {
    clock?: Clock;
    config?: Partial<AppConfig>;
    clientAddress?: AppDeps['clientAddress'];
    serveAssets?: AppDeps['serveAssets'];
    payments?: AppDeps['payments'];
    checkRoster?: AppDeps['checkRoster'];
    live?: AppDeps['live'];
    /** Memory Lane's store; by default a new folder in the temp directory. */
    objects?: AppDeps['objects'];
    system?: AppDeps['system'];
    metrics?: AppDeps['metrics'];
  } = {},
) {
  const logs: Record<string, unknown>[] = [];
  const app = createApp({
    sqlFor: () => sql,
    clock: opts.clock ?? manualClock(),
    config: { ...testConfig, ...opts.config },
    clientAddress: opts.clientAddress ?? (() => TEST_CLIENT_ADDRESS),
    log: (e) => logs.push(e),
    serveAssets: opts.serveAssets,
    payments: opts.payments,
    checkRoster: opts.checkRoster,
    live: opts.live,
    objects: opts.objects ?? createFsObjectStore(mkdtempSync(join(tmpdir(), 'memories-'))),
    system: opts.system,
    metrics: opts.metrics,
  });
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const res = await app.request(path, init);
    const text = await bodyText(res);
    recordResponse(`${method} ${path}`, text, res.headers);
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const cookies = Object.fromEntries(
      res.headers.getSetCookie().map((c) => {
        const [pair = ''] = c.split(';');
        const i = pair.indexOf('=');
        return [pair.slice(0, i), pair.slice(i + 1)];
      }),
    );
    return { status: res.status, headers: res.headers, json, text, cookies };
  }
  return { app, call, logs };
}

/** A response's body as text; a live stream (which never ends by itself) is let go unread. */
export async function bodyText(res: Response) {
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) return res.text();
  await res.body?.cancel();
  return '';
}

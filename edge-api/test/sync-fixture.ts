import { afterAll, beforeAll } from 'vitest';
import type { PushedMutation } from '#domain/sync/protocol.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD, insertAdmin, insertMember } from './people.ts';
import { createTestApp, manualClock } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

type Who = 'a' | 'b' | 'admin';

/**
 * A test file's database with two members (a, b) and an admin signed in, and the sync calls as a
 * device makes them. Call at the top of the file; use the returned object inside tests.
 */
export function useSyncFixture() {
  const devices: Partial<Record<Who, { clientId: string; next: number }>> = {};
  const fx = {
    db: undefined as unknown as TestDatabase,
    clock: manualClock(new Date('2026-11-22T09:00:00Z')),
    auth: { a: {}, b: {}, admin: {} } as Record<Who, Record<string, string>>,
    userId: { a: '', b: '', admin: '' } as Record<Who, string>,
    api: () => createTestApp(fx.db.sql, { clock: fx.clock }),
    push: (who: Who, clientId: string, mutations: PushedMutation[]) =>
      fx.api().call('POST', '/api/sync/push', { clientId, mutations }, fx.auth[who]),
    /** One queued write from `who`'s device (a client id each, mutation ids counting up); its result. */
    async queued(who: Who, name: string, args: unknown) {
      const device = (devices[who] ??= { clientId: crypto.randomUUID(), next: 0 });
      device.next += 1;
      const res = await fx.push(who, device.clientId, [{ id: device.next, name, args }]);
      return res.json.results[0] as { status: string; message?: string; code?: string };
    },
    pull: (who: Who, cursor: number) => fx.api().call('GET', `/api/sync/pull?cursor=${cursor}`, undefined, fx.auth[who]),
    /** Pulls page after page from `cursor` until the server says there is no more. */
    async pullAll(who: Who, cursor: number) {
      const rows = new Map<string, Record<string, unknown>>();
      const deleted: { table: string; id: string }[] = [];
      for (;;) {
        const res = await fx.pull(who, cursor);
        if (res.status !== 200) throw new Error(`pull answered ${res.status}: ${res.text}`);
        for (const [table, list] of Object.entries(res.json.changes as Record<string, Record<string, unknown>[]>)) {
          for (const row of list) rows.set(`${table}:${row._id}`, row);
        }
        deleted.push(...res.json.deleted);
        cursor = res.json.cursor;
        if (!res.json.more) return { cursor, rows, deleted };
      }
    },
    count: async (table: 'jobs' | 'questions' | 'answers' | 'comments', id: string) =>
      (await fx.db.sql`select count(*)::int as n from ${fx.db.sql(table)} where id = ${id}`)[0]!.n as number,
  };

  beforeAll(async () => {
    fx.db = await createTestDatabase();
    await insertAdmin(fx.db.sql);
    const { call } = fx.api();
    for (const who of ['a', 'b'] as const) {
      const m = await insertMember(fx.db.sql);
      const res = await call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: MEMBER_PASSWORD });
      Object.assign(fx.auth[who], { authorization: `Bearer ${res.json.token}` }); // filled, not replaced: callers may hold it
      fx.userId[who] = res.json.user._id;
    }
    const res = await call('POST', '/api/users/auth', { rollNumberOrEmail: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'Admin' });
    Object.assign(fx.auth.admin, { authorization: `Bearer ${res.json.token}` });
    fx.userId.admin = res.json.user._id;
  });
  afterAll(() => fx.db?.close());
  return fx;
}

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_TAKEN, BACKUPS_ELSEWHERE, OUTBOX_RETRY_SET, type SystemStatus } from '#domain/admin/system-status.ts';
import { backupDesk } from '#api/backup/backup-desk.ts';
import { takeBackup } from '#api/backup/take-backup.ts';
import type { Database } from '#api/db/open-database.ts';
import { createFsObjectStore } from '#api/storage/fs-object-store.ts';
import { fx, useAdminApi } from '#api/test/admin-api.ts';
import { createTestApp, manualClock } from '#api/test/test-app.ts';

// Issue 55: GET /api/admin/system and its actions, for admins only; backups where the server takes them.
useAdminApi();
let dataDir = '';
const clock = manualClock();
const startedAt = new Date(clock.now().getTime() - 90_000);

const withDesk = () =>
  createTestApp(fx.db.sql, {
    clock,
    system: {
      version: '0.1.0',
      databaseKind: 'pglite',
      startedAt,
      backups: backupDesk(dataDir, () =>
        takeBackup({ db: { ...fx.db, describe: 'test' } as Database, objects: createFsObjectStore(join(dataDir, 'objects')), dataDir, appVersion: '0.1.0', now: clock.now() }),
      ),
    },
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'alumni-system-'));
  await fx.db.sql`insert into outbox (kind, payload) values ('mail', ${fx.db.sql.json({ to: 'waiting@example.edu' })})`;
  await fx.db.sql`insert into outbox (kind, payload, attempts, last_error) values ('push', ${fx.db.sql.json({})}, 3, 'push service answered 503')`;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('GET /api/admin/system', () => {
  it('is for admins only', async () => {
    const { call } = withDesk();
    expect((await call('GET', '/api/admin/system')).status).toBe(401);
    expect((await call('GET', '/api/admin/system', undefined, fx.memberAuth)).status).toBe(403);
    expect((await call('POST', '/api/admin/system/backups', undefined, fx.memberAuth)).status).toBe(403);
    expect((await call('GET', '/api/admin/system/backups/2026-11-22T09-00-00Z.tar.gz', undefined, fx.memberAuth)).status).toBe(403);
  });

  it('says what the server holds and what waits to go out, the failing rows with their errors', async () => {
    const { call } = withDesk();
    const res = await call('GET', '/api/admin/system', undefined, fx.adminAuth);
    expect(res.status).toBe(200);
    const s = res.json as SystemStatus;
    expect(s).toMatchObject({ version: '0.1.0', uptimeSeconds: 90, startedAt: startedAt.toISOString(), migration: expect.stringMatching(/^\d{4}_\w+\.sql$/) });
    expect(s.database.bytes).toBeGreaterThan(1_000_000);
    expect(s.database.largestTables).toHaveLength(8);
    const users = s.database.largestTables.find((t) => t.name === 'college_data');
    if (users) expect(users.rows).toBe((await fx.db.sql<{ n: number }[]>`select count(*)::int as n from college_data`)[0]!.n);
    expect(s.outbox).toMatchObject({ waiting: 1, failing: 1, byKind: [{ kind: 'mail', waiting: 1, failing: 0 }, { kind: 'push', waiting: 0, failing: 1 }] });
    expect(s.outbox.failures).toEqual([expect.objectContaining({ kind: 'push', attempts: 3, error: 'push service answered 503' })]);
    expect(s.backups).toEqual({ canTake: true, note: null, latest: [] });
  });
});

describe('the actions', () => {
  it('tries a failing row again at once, audit-logged; a delivered or unknown row is a 404', async () => {
    const { call } = withDesk();
    const [failing] = await fx.db.sql<{ id: string }[]>`select id::text from outbox where last_error is not null`;
    clock.advance(1000);
    const res = await call('POST', `/api/admin/system/outbox/${failing!.id}/retry`, undefined, fx.adminAuth);
    expect(res.json).toEqual({ message: OUTBOX_RETRY_SET });
    const [row] = await fx.db.sql<{ next_attempt_at: Date }[]>`select next_attempt_at from outbox where id = ${failing!.id}`;
    expect(row!.next_attempt_at.toISOString()).toBe(clock.now().toISOString());
    const [line] = await fx.db.sql<{ action: string; target_id: string }[]>`select action, target_id from audit_log order by id desc limit 1`;
    expect(line).toEqual({ action: 'system.outbox-retry', target_id: failing!.id });
    for (const id of ['99999999', 'abc', '1;drop']) expect((await call('POST', `/api/admin/system/outbox/${id}/retry`, undefined, fx.adminAuth)).status).toBe(404);
  });

  it('backs up now, lists it, and hands it over to an admin; no other file is served', async () => {
    const { app, call } = withDesk();
    const taken = await call('POST', '/api/admin/system/backups', undefined, fx.adminAuth);
    expect(taken.status).toBe(201);
    expect(taken.json.message).toBe(BACKUP_TAKEN);
    const name = taken.json.backup.name as string;
    expect(name).toBe(`${clock.now().toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`);
    expect(((await call('GET', '/api/admin/system', undefined, fx.adminAuth)).json as SystemStatus).backups.latest).toEqual([
      { name, at: clock.now().toISOString(), bytes: taken.json.backup.bytes, where: `DATA_DIR/backups/${name}` },
    ]);
    const download = await app.request(`/api/admin/system/backups/${name}`, { headers: fx.adminAuth });
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    expect(Buffer.from(await download.arrayBuffer()).equals(await readFile(join(dataDir, 'backups', name)))).toBe(true);
    for (const other of ['..%2Fsecrets.json', 'secrets.json', 'notes.tar.gz', '2026-11-22T09-00-00Z.tar.gz']) {
      expect((await call('GET', `/api/admin/system/backups/${other}`, undefined, fx.adminAuth)).status).toBe(404);
    }
  });

  it('says how to back up where the server does not take backups (Postgres, Workers)', async () => {
    const { call } = createTestApp(fx.db.sql, { clock });
    const res = await call('POST', '/api/admin/system/backups', undefined, fx.adminAuth);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(BACKUPS_ELSEWHERE);
    expect(((await call('GET', '/api/admin/system', undefined, fx.adminAuth)).json as SystemStatus).backups).toEqual({ canTake: false, note: BACKUPS_ELSEWHERE, latest: [] });
  });
});

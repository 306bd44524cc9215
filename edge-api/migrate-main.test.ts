import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runMigrateMain } from '#api/test/run-migrate-main.ts';
import { createTestDatabase, type TestDatabase } from './test/test-db.ts';

// `npm run migrate --deploy` against the test's database (on the PGlite pass, PGlite behind a socket).
let db: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'migrate-main-'));
});
afterAll(async () => {
  await db?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('--deploy without DATABASE_URL refuses, says how, and creates no local database', async () => {
  const res = await runMigrateMain(['--deploy'], { DATA_DIR: dataDir });
  expect(res.code).toBe(2);
  expect(res.stderr).toContain('DATABASE_URL is not set');
  expect(res.stdout).not.toContain('Applied');
  expect(await readdir(dataDir)).toEqual([]);
});

it('names the database it migrated: the one in DATABASE_URL', async () => {
  const url = new URL(db.url);
  const res = await runMigrateMain(['--deploy'], { DATABASE_URL: db.url, DATA_DIR: dataDir });
  expect(res.code).toBe(0);
  expect(res.stdout).toContain(`Postgres database "${url.pathname.slice(1)}" at ${url.host} is up to date.`);
  expect(res.stdout).not.toContain(url.password || 'no-password-in-test-url');
});

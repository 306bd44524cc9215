import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/test-db.ts';

// `npm run migrate` as an operator runs it: a separate process, its output and exit code.
const run = async (args: string[], env: Record<string, string>) => {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL' && k !== 'DATA_DIR'));
  try {
    const { stdout, stderr } = await promisify(execFile)('node_modules/.bin/tsx', ['edge-api/migrate-main.ts', ...args], { env: { ...base, ...env } });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
};

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
  const res = await run(['--deploy'], { DATA_DIR: dataDir });
  expect(res.code).toBe(2);
  expect(res.stderr).toContain('DATABASE_URL is not set');
  expect(res.stdout).not.toContain('Applied');
  expect(await readdir(dataDir)).toEqual([]);
});

it('names the database it migrated: the one in DATABASE_URL', async () => {
  const url = new URL(db.url);
  const res = await run(['--deploy'], { DATABASE_URL: db.url, DATA_DIR: dataDir });
  expect(res.code).toBe(0);
  expect(res.stdout).toContain(`Postgres database "${url.pathname.slice(1)}" at ${url.host} is up to date.`);
  expect(res.stdout).not.toContain(url.password || 'no-password-in-test-url');
});

it('without DATABASE_URL migrates the embedded database and names its folder', async () => {
  const first = await run([], { DATA_DIR: dataDir });
  expect(first.code).toBe(0);
  expect(first.stdout).toContain(`Applied to PGlite in ${join(dataDir, 'pgdata')}: 0001_foundation.sql`);
  const again = await run([], { DATA_DIR: dataDir });
  expect(again.stdout).toContain(`PGlite in ${join(dataDir, 'pgdata')} is up to date.`);
}, 60_000);

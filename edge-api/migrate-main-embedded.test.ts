import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runMigrateMain } from '#api/test/run-migrate-main.ts';

// `npm run migrate` with no DATABASE_URL, as an operator of the embedded database runs it. Always on
// PGlite, so only the first vitest pass runs it (PGLITE_ITSELF in vitest.config.ts).
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'migrate-main-'));
});
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('without DATABASE_URL migrates the embedded database and names its folder', async () => {
  const first = await runMigrateMain([], { DATA_DIR: dataDir });
  expect(first.code).toBe(0);
  expect(first.stdout).toContain(`Applied to PGlite in ${join(dataDir, 'pgdata')}: 0001_foundation.sql`);
  const again = await runMigrateMain([], { DATA_DIR: dataDir });
  expect(again.stdout).toContain(`PGlite in ${join(dataDir, 'pgdata')} is up to date.`);
}, 60_000);

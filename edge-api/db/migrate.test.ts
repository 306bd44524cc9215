import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { migrate } from './migrate.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

it('applies each migration once and records it', async () => {
  const names = await db.sql`select name from schema_migrations order by name`;
  expect(names.map((r) => r.name)).toContain('0001_foundation.sql');
  expect(await migrate(db.sql)).toEqual([]);
});

it('applies new files in order, and a failing file leaves nothing behind', async () => {
  const dir = (await mkdtemp(join(tmpdir(), 'migrations-'))) + '/';
  await writeFile(dir + '0001_a.sql', 'create table t_a (id int);');
  await writeFile(dir + '0002_b.sql', 'create table t_b (id int); select * from no_such_table;');
  await expect(migrate(db.sql, dir)).rejects.toThrow(/no_such_table/);
  const rows = await db.sql`select name from schema_migrations where name in ('0001_a.sql', '0002_b.sql')`;
  expect(rows.map((r) => r.name)).toEqual(['0001_a.sql']);
  const [tb] = await db.sql`select to_regclass('t_b') as t`;
  expect(tb?.t).toBeNull();
});

// Skipped on PGlite: it serves one connection at a time, so there is no second process to race
// there; CI runs it on Postgres.
it.skipIf(!process.env.DATABASE_URL)('two processes migrating at once apply each file exactly once (needs a Postgres server: skipped on PGlite, one process)', async () => {
  const dir = (await mkdtemp(join(tmpdir(), 'migrations-'))) + '/';
  await writeFile(dir + '0001_c.sql', 'create table t_c (id int);');
  const other = (await import('postgres')).default(db.url, { max: 1 });
  try {
    const results = await Promise.all([migrate(db.sql, dir), migrate(other, dir)]);
    expect(results.flat()).toEqual(['0001_c.sql']);
  } finally {
    await other.end();
  }
});

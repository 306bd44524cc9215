import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Sql } from 'postgres';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../sql/migrations/', import.meta.url));
// Any constant works; it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK_KEY = 7_234_001;

/**
 * Applies each numbered .sql file once, in its own transaction, under an advisory lock so that two
 * processes starting together never race. Returns the names it applied.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    await tx`
      create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      )`;
  });
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const name of files) {
    const text = await readFile(dir + name, 'utf8');
    const didApply = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
      const [done] = await tx`select 1 from schema_migrations where name = ${name}`;
      if (done) return false;
      await tx.unsafe(text);
      await tx`insert into schema_migrations (name) values (${name})`;
      return true;
    });
    if (didApply) applied.push(name);
  }
  return applied;
}

/** The newest migration this app ships ('0049_outbox_wake.sql'). */
export async function latestMigration(dir = MIGRATIONS_DIR): Promise<string> {
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  return files.at(-1) ?? '';
}

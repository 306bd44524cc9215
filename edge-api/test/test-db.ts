import { randomUUID } from 'node:crypto';
import postgres, { type Sql } from 'postgres';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/open-database.ts';

export type TestDatabase = { url: string; sql: Sql; close(): Promise<void> };

/**
 * A fresh, migrated database for one test file: a new database on DATABASE_URL's server when it is
 * set, otherwise a PGlite in memory served on a local port.
 */
export async function createTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!serverUrl) {
    const db = await openPglite(undefined, { maxConnections: 8 });
    await migrate(db.sql);
    return { url: db.url, sql: db.sql, close: db.close };
  }
  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 5, onnotice: () => {} });
  await migrate(sql);
  return {
    url: url.toString(),
    sql,
    async close() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

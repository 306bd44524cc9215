import { openDatabase, openPglite, type Database } from '../edge-api/db/open-database.ts';
import type { Row } from './table.ts';

/**
 * Runs `measure` on a fresh embedded PGlite, then on a fresh database of the machine's Postgres when
 * `postgresUrl` names one (dropped afterwards): the server-side figures on both of our databases.
 */
export async function onBenchDatabases(postgresUrl: string | undefined, name: string, measure: (db: Database, where: string) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  const pglite = await openPglite();
  try {
    rows.push(...(await measure(pglite, 'embedded PGlite')));
  } finally {
    await pglite.close();
  }
  if (!postgresUrl) return rows;
  const admin = await openDatabase({ databaseUrl: postgresUrl });
  const database = `bench_${name}_${process.pid}`;
  await admin.sql.unsafe(`create database ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  try {
    rows.push(...(await measure(db, 'Postgres 15')));
  } finally {
    await db.close();
    await admin.sql.unsafe(`drop database ${database}`);
    await admin.close();
  }
  return rows;
}

import type { Sql, TransactionSql } from 'postgres';

// Apart from migrate.ts, which reads sql/migrations from the disk: the Workers bundle reads this.

/** The newest migration applied to the database behind `sql`, or '' before any. */
export async function appliedMigration(sql: Sql | TransactionSql): Promise<string> {
  const [row] = await sql<{ name: string | null }[]>`select max(name) as name from schema_migrations`;
  return row?.name ?? '';
}

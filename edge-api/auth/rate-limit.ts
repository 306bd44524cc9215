import type { Sql, TransactionSql } from 'postgres';

type Tx = Sql | TransactionSql;

/** How many events a bucket has seen since `windowMs` before `now`. */
export async function countEvents(sql: Tx, bucket: string, now: Date, windowMs: number): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from rate_limit_events
    where bucket = ${bucket} and at > ${new Date(now.getTime() - windowMs)}`;
  return row?.n ?? 0;
}

export async function recordEvent(sql: Tx, bucket: string, now: Date) {
  await sql`insert into rate_limit_events (bucket, at) values (${bucket}, ${now})`;
  // Keep the table small: events older than a day never count.
  await sql`delete from rate_limit_events where bucket = ${bucket} and at < ${new Date(now.getTime() - 86_400_000)}`;
}

export async function clearEvents(sql: Tx, bucket: string) {
  await sql`delete from rate_limit_events where bucket = ${bucket}`;
}

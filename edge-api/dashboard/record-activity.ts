import type { Sql } from 'postgres';

/** Members already written for a day by this process: one insert per member per day, not per pull. */
const written = new Map<string, string>();
const REMEMBERED = 100_000;

/** Notes that member `userId` used the app on `now`'s UTC day (weekly active members, ADR 0111). */
export async function recordActivity(sql: Sql, userId: string, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  if (written.get(userId) === day) return;
  await sql`insert into member_activity (user_id, day) values (${userId}, ${day}) on conflict do nothing`;
  if (written.size >= REMEMBERED) written.clear();
  written.set(userId, day);
}

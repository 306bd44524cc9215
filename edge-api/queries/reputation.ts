import type { Sql } from 'postgres';
import type { TopHelper } from '#domain/queries/reputation.ts';

// Reputation is computed by SQL from the rows (the `reputation_points` view and `member_reputation`
// of migration 0033, docs/decisions/0114): one definition for profiles, answer cards, the directory
// and the weekly top helpers.

/** A member's reputation as a column, `idColumn` their id (trusted SQL); null for no member. */
export const reputationColumn = (idColumn: string, as = 'reputation') => `case when ${idColumn} is null then null else member_reputation(${idColumn}) end as ${as}`;

/** The reputation of each of `ids` (unknown ids are left out). */
export async function reputationOf(sql: Sql, ids: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  // A list expansion, not a uuid[] parameter: on Workers postgres.js runs without fetched array types.
  const rows = await sql<{ id: string; reputation: number }[]>`
    select u.id, member_reputation(u.id) as reputation from users u where u.id in ${sql(unique)}`;
  return new Map(rows.map((r) => [r.id, r.reputation]));
}

export const TOP_HELPERS = 5;
const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * The members who earned the most from answering in the seven days before `now`: votes on their
 * answers cast or changed, their answers accepted and their answers posted in that week. Members
 * only, none suspended.
 */
export async function topHelpers(sql: Sql, now: Date): Promise<{ since: string; helpers: TopHelper[] }> {
  const since = new Date(now.getTime() - WEEK_MS);
  const rows = await sql<{ id: string; full_name: string; roll_number: string; points: number }[]>`
    select u.id, u.full_name, u.roll_number::text as roll_number, w.points
    from (select member_id, sum(points)::int as points from reputation_points
          where kind in ('answer-vote', 'answer-accepted', 'answer-posted') and earned_at >= ${since} and earned_at <= ${now}
          group by member_id) w
    join users u on u.id = w.member_id
    where w.points > 0 and u.role = 'member' and (u.suspended_at is null or u.suspended_until <= ${now})
    order by w.points desc, u.full_name, u.id
    limit ${TOP_HELPERS}`;
  return {
    since: since.toISOString(),
    helpers: rows.map((r) => ({ _id: r.id, fullName: r.full_name, rollNumber: r.roll_number, points: r.points })),
  };
}

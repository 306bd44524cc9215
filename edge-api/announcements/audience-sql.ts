import type { Sql, TransactionSql } from 'postgres';
import type { Audience, AudienceCount } from '#domain/announcements/audience.ts';

type Tx = Sql | TransactionSql;

/** The batch's end year ('2020-2024' → 2024), null for a batch written otherwise. */
const END_YEAR = `case when c.batch ~ '^[0-9]{4}-[0-9]{4}$' then substr(c.batch, 6, 4)::int end`;
/** `%` and `_` typed by the admin are letters, not patterns. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The roster rows (`c`, with their member `u` and profile `p` when signed up) an audience reaches.
 * A suspended member is not reached. Returns the FROM and WHERE as one fragment.
 */
export function audienceRows(sql: Tx, a: Audience, now: Date) {
  const year = now.getUTCFullYear();
  const lower = (xs: string[]) => xs.map((x) => x.toLowerCase());
  const end = sql.unsafe(END_YEAR);
  const where = [
    sql`(u.id is null or (u.role = 'member' and (u.suspended_at is null or u.suspended_until <= ${now})))`,
    a.graduatingFrom !== null && sql`${end} >= ${a.graduatingFrom}`,
    a.graduatingTo !== null && sql`${end} <= ${a.graduatingTo}`,
    a.branches.length > 0 && sql`lower(c.branch) in ${sql(lower(a.branches))}`,
    a.courses.length > 0 && sql`lower(c.course) in ${sql(lower(a.courses))}`,
    // As roleLabel says it: alumni once the batch's end year has passed.
    a.standing === 'alumni' && sql`${end} < ${year}`,
    a.standing === 'student' && sql`${end} >= ${year}`,
    a.city !== '' && sql`p.job->>'location' ilike ${contains(a.city)}`,
    a.company !== '' && sql`p.job->>'companyName' ilike ${contains(a.company)}`,
    a.signedUp === 'yes' && sql`u.id is not null`,
    a.signedUp === 'no' && sql`u.id is null`,
  ].filter((w) => w !== false);
  const joined = where.slice(1).reduce((acc, w) => sql`${acc} and ${w}`, where[0]!);
  return sql`from college_data c left join users u on u.roster_id = c.id left join profiles p on p.user_id = u.id where ${joined}`;
}

/** How many members and roster rows not signed up the audience reaches now. */
export async function countAudience(sql: Tx, a: Audience, now: Date): Promise<AudienceCount> {
  const [row] = await sql<[{ members: number; not_signed_up: number }]>`
    select count(u.id)::int as members, (count(*) - count(u.id))::int as not_signed_up ${audienceRows(sql, a, now)}`;
  return { members: row.members, notSignedUp: row.not_signed_up };
}

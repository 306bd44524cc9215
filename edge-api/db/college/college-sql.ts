import type { TransactionSql } from 'postgres';

// SQL pieces shared by the large college's generators (issue 35). Every row is derived from its row
// number, so the same scale gives the same college every run.

export type Counts = {
  roster: number; members: number; connections: number; jobs: number; questions: number; answers: number; votes: number;
  events: number; rsvps: number; notifications: number; conversations: number; messages: number; albums: number;
  mentors: number; mentorships: number;
};
const FULL: Counts = {
  roster: 60_000, members: 25_000, connections: 40_000, jobs: 20_000, questions: 30_000, answers: 60_000, votes: 90_000,
  events: 1_000, rsvps: 30_000, notifications: 500_000, conversations: 16_000, messages: 200_000, albums: 1_000,
  mentors: 3_000, mentorships: 5_000,
};

/** Every count times `scale`, at least enough rows for the generators' arithmetic. */
export function countsAt(scale: number): Counts {
  const c = Object.fromEntries(Object.entries(FULL).map(([k, n]) => [k, Math.max(4, Math.round(n * scale))])) as Counts;
  c.members = Math.min(c.members, c.roster);
  c.conversations = Math.min(c.conversations, Math.floor(c.connections / 2));
  return c;
}

export type Step = { tx: TransactionSql; n: Counts };

/** The decade the college's activity spans. */
export const FIRST_DAY = '2016-01-01T00:00:00Z';
export const LAST_DAY = '2026-06-30T00:00:00Z';
const SPAN_DAYS = 3833;

/** A fraction in [0, 1) from a row number and a salt (an MD5's first 32 bits): independent per salt. */
export const frac = (expr: string, salt: number) => `(('x' || substr(md5('${salt}:' || (${expr})), 1, 8))::bit(32)::bigint::float8 / 4294967296)`;
/** An integer in [0, n) from a row number and a salt. */
export const pick = (expr: string, salt: number, n: string | number) => `floor(${frac(expr, salt)} * (${n}))::int`;
/** An instant in the decade at fraction `f` of it. */
export const inDecade = (f: string) => `(timestamptz '${FIRST_DAY}' + (${f}) * interval '${SPAN_DAYS} days')`;
/** An instant between `from` and the decade's end, at fraction `f` of the way. */
export const after = (from: string, f: string) => `(${from} + (${f}) * greatest(timestamptz '${LAST_DAY}' - ${from}, interval '1 hour'))`;

/** The id of row `n` of a kind: a UUID from an MD5, the same every run. */
export const uid = (kind: string, n: string) => `md5('college-${kind}:' || (${n}))::uuid`;
/** The seeded member with number `i` (0-based). */
export const member = (i: string) => uid('member', i);

/** An element of a JSON list parameter, by index (wrapped). */
export const el = (param: string, i: string) => `(${param} ->> mod((${i})::int, jsonb_array_length(${param})))`;

/** '{x}' placeholders of a text filled from SQL expressions. */
export const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((t, [k, v]) => `replace(${t}, '{${k}}', ${v})`, text);

/**
 * `hashedUuid` (domain/hashed-uuid.ts) in SQL: the UUID v8 from the first 16 bytes of a SHA-256, as
 * the app names connections, conversations and tickets. A temporary function: this session only.
 */
export async function createHashedUuid(tx: TransactionSql) {
  await tx.unsafe(`
    create or replace function pg_temp.college_hashed_uuid(t text) returns uuid language sql immutable as $$
      select encode(set_byte(set_byte(d, 6, (get_byte(d, 6) & 15) | 128), 8, (get_byte(d, 8) & 63) | 128), 'hex')::uuid
      from (select substring(sha256(convert_to(t, 'UTF8')) from 1 for 16) as d) x
    $$`);
}
export const hashedUuid = (text: string) => `pg_temp.college_hashed_uuid(${text})`;

/** The notification's quoted title, as `notificationText` writes it. */
export const quoted = (title: string) => `('''' || case when length(${title}) > 40 then rtrim(left(${title}, 39)) || '…' else ${title} end || '''')`;

/** Rows this transaction wrote (the seed is one transaction): what the follow-up updates touch. */
export const OURS = `xmin = pg_current_xact_id()::xid`;

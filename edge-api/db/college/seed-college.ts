import type { Sql } from 'postgres';
import { hashPassword } from '#api/auth/password.ts';
import { countsAt, createHashedUuid, type Step } from './college-sql.ts';
import { insertAlbums, insertEvents, insertRsvps } from './events-and-albums.ts';
import { insertJobs, insertQuestions, insertVotes, refreshQuestionSearch } from './jobs-and-queries.ts';
import { insertMentorOffers, insertMentorships } from './mentorship.ts';
import { insertNotifications, insertMessages } from './notifications-and-messages.ts';
import { insertConnections, insertMembers, insertRoster } from './roster-and-members.ts';

// `npm run seed:college` (issue 35): a large, believable college for trying the app at size.

/** Every seeded member's password: printed at the end, so one can sign in as anyone. */
export const COLLEGE_PASSWORD = 'College#2026';

/** The demo roster's e-mails (sql/seed/0001_roster.sql): first.last plus a serial of at most 3 digits. */
const DEMO_MEMBER_EMAIL = '^[a-z]+\\.[a-z]+[0-9]{1,3}@students\\.example\\.edu$';

export const COUNTED_TABLES = [
  'college_data', 'users', 'profiles', 'connections', 'jobs', 'questions', 'answers', 'votes', 'events', 'event_hosts', 'event_rsvps',
  'albums', 'photos', 'notifications', 'conversations', 'messages', 'search_terms', 'question_search', 'search_words',
  'mentor_offers', 'mentor_requests', 'mentorships', 'mentorship_milestones', 'mentorship_sessions', 'mentorship_notes',
] as const;

export type CollegeReport =
  | { seeded: false; reason: string }
  | { seeded: true; password: string; logins: { rollNumber: string; email: string; fullName: string }[]; steps: { step: string; ms: number }[]; counts: Record<string, number> };

const STEPS: [string, (s: Step, hash: string) => Promise<void>][] = [
  ['roster', (s) => insertRoster(s)],
  ['members and profiles', (s, hash) => insertMembers(s, hash)],
  ['connections', (s) => insertConnections(s)],
  ['jobs', (s) => insertJobs(s)],
  ['questions and answers', (s) => insertQuestions(s)],
  ['votes, counters, accepted answers', (s) => insertVotes(s)],
  ['question search', (s) => refreshQuestionSearch(s)],
  ['events and hosts', (s) => insertEvents(s)],
  ['RSVPs and tickets', (s) => insertRsvps(s)],
  ['albums', (s) => insertAlbums(s)],
  ['conversations and messages', (s) => insertMessages(s)],
  ['notifications', (s) => insertNotifications(s)],
  ['mentor offers', (s) => insertMentorOffers(s)],
  ['mentorships', (s) => insertMentorships(s)],
];

/** Table sizes, for the report and the tests. */
export async function countRows(sql: Sql): Promise<Record<string, number>> {
  const [row] = await sql.unsafe(`select ${COUNTED_TABLES.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')}`);
  return row as Record<string, number>;
}

/**
 * Seeds the college in one transaction (all or nothing), refusing a database that already has
 * members other than the demo's. `log` hears each step as it ends.
 */
export async function seedCollege(sql: Sql, opts: { scale?: number; log?: (line: string) => void } = {}): Promise<CollegeReport> {
  const n = countsAt(opts.scale ?? 1);
  const log = opts.log ?? (() => {});
  const [{ others }] = (await sql`
    select count(*)::int as others from users where role = 'member' and email !~ ${DEMO_MEMBER_EMAIL}`) as unknown as [{ others: number }];
  if (others > 0) return { seeded: false, reason: `The database already has ${others} members besides the demo's: seed:college fills an empty (or demo-only) database.` };
  const hash = await hashPassword(COLLEGE_PASSWORD);
  const steps: { step: string; ms: number }[] = [];
  await sql.begin(async (tx) => {
    // Versions are handed out under this lock (migration 0007); taken once, up front, for the whole seed.
    await tx`select lock_sync_versions()`;
    await createHashedUuid(tx);
    for (const [step, run] of STEPS) {
      const started = performance.now();
      await run({ tx, n }, hash);
      // Plans inside the triggers and functions need to know the tables are no longer empty.
      await tx`analyze`;
      const ms = Math.round(performance.now() - started);
      steps.push({ step, ms });
      log(`${step.padEnd(36)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
    }
  });
  // As autovacuum leaves a database that has been running: visibility maps set, GIN pending lists merged
  // (a fresh bulk load without them put a Query Portal search on a sequential scan).
  await sql`vacuum analyze`;
  return { seeded: true, password: COLLEGE_PASSWORD, logins: await collegeLogins(sql), steps, counts: await countRows(sql) };
}

/** Two seeded members to sign in as (none when the college is not seeded). */
export const collegeLogins = (sql: Sql) =>
  sql<{ rollNumber: string; email: string; fullName: string }[]>`
    select roll_number::text as "rollNumber", email, full_name as "fullName" from users
    where id in (md5('college-member:0')::uuid, md5('college-member:1')::uuid) order by roll_number`;

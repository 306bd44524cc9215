import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { seedDemoData } from '../seed.ts';
import { countRows, seedCollege, type CollegeReport } from './seed-college.ts';

// Issue 35: the large college at a hundredth of its size, as a client of the real API sees it.

let db: TestDatabase;
let report: Extract<CollegeReport, { seeded: true }>;
/** The demo's rows, there before the college's. */
let demo: Record<string, number>;
beforeAll(async () => {
  db = await createTestDatabase();
  // `npm start` may have loaded the demo into the empty database first: the seed works beside it.
  await seedDemoData(db.sql);
  demo = await countRows(db.sql);
  const first = await seedCollege(db.sql, { scale: 0.01 });
  if (!first.seeded) throw new Error(first.reason);
  report = first;
}, 120_000);
afterAll(() => db?.close());

async function signIn() {
  const { call } = createTestApp(db.sql);
  const login = await call('POST', '/api/users/auth', { rollNumberOrEmail: report.logins[0]!.rollNumber, password: report.password });
  expect(login.status).toBe(200);
  return { call, auth: { authorization: `Bearer ${login.json.token}` }, id: login.json.user._id as string };
}

it('fills every table at the scale asked, with the counters and search rows the app keeps', async () => {
  const c = report.counts;
  expect(c.college_data).toBeGreaterThanOrEqual(600);
  expect(c.connections).toBe(400);
  expect(c.jobs).toBeGreaterThanOrEqual(200);
  expect(c.notifications).toBe(5000);
  expect(c.messages).toBe(2000);
  expect(c.question_search).toBe(c.questions);
  // The demo has a small programme of its own (demo-mentorship.ts): the college's rows are the rest.
  const added = (table: string) => c[table]! - demo[table]!;
  expect(added('mentor_offers')).toBe(30);
  expect(added('mentorships')).toBeGreaterThanOrEqual(45);
  expect(added('mentorship_sessions')).toBe(2 * added('mentorships'));
  // Places as the app counts them: no mentor over capacity, and `active` equal to the pairs under way.
  const [places] = await db.sql`
    select (select count(*) from mentor_offers o where active > capacity
        or active <> (select count(*) from mentorships m where m.mentor_id = o.user_id and m.status = 'active'))::int as wrong_places,
      (select count(*) from mentorships where status = 'active')::int as active`;
  expect(places).toMatchObject({ wrong_places: 0, active: expect.any(Number) });
  expect(places!.active).toBeGreaterThan(0);
  const [check] = await db.sql`
    select (select count(*) from questions q where answer_count <> (select count(*) from answers a where a.question_id = q.id))::int as wrong_counts,
      (select count(*) from users where role = 'member' and email <> lower(email))::int as upper_emails,
      (select count(*) from event_rsvps where status = 'going' and ticket is null)::int as going_without_ticket,
      (select count(*) from conversations v where last_seq <> (select count(*) from messages m where m.conversation_id = v.id))::int as wrong_seqs`;
  expect(check).toEqual({ wrong_counts: 0, upper_emails: 0, going_without_ticket: 0, wrong_seqs: 0 });
});

it('lets a seeded member sign in with the printed password and pull their slice', async () => {
  const { call, auth } = await signIn();
  let cursor = 0;
  const seen: Record<string, number> = {};
  for (let page = 0; page < 200; page++) {
    const res = await call('GET', `/api/sync/pull?cursor=${cursor}`, undefined, auth);
    expect(res.status).toBe(200);
    for (const [table, rows] of Object.entries(res.json.changes as Record<string, unknown[]>)) seen[table] = (seen[table] ?? 0) + rows.length;
    cursor = res.json.cursor;
    if (!res.json.more) break;
  }
  expect(seen.jobs).toBeGreaterThan(0);
  expect(seen.questions).toBeGreaterThan(0);
  expect(seen.profile).toBeGreaterThan(0);
  expect(seen.mentors).toBeGreaterThan(0);
});

it('finds a seeded member by name, and lists seeded jobs and questions', async () => {
  const { call, auth } = await signIn();
  const other = report.logins[1]!;
  const found = await call('POST', '/api/search', { query: other.fullName }, auth);
  expect(found.status).toBe(200);
  expect(found.json.users.map((u: { fullName: string }) => u.fullName)).toContain(other.fullName);
  const jobs = await call('GET', '/api/jobDetail?limit=20', undefined, auth);
  expect(jobs.status).toBe(200);
  expect(jobs.json.length).toBeGreaterThan(0);
  const questions = await call('GET', '/api/query', undefined, auth);
  expect(questions.status).toBe(200);
  expect(questions.json.length).toBeGreaterThan(0);
});

it('refuses a second run and leaves the counts as they were', async () => {
  const before = await countRows(db.sql);
  const again = await seedCollege(db.sql, { scale: 0.01 });
  expect(again.seeded).toBe(false);
  expect(await countRows(db.sql)).toEqual(before);
});

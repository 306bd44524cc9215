import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateJobSchema } from '#domain/jobs/job-schema.ts';
import { isActive, isNew, isoDay } from '#domain/jobs/job-status.ts';
import { JOB_FIELDS, JOB_TITLES } from '#api/db/demo/demo-job-fields.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createTestApp } from '../test/test-app.ts';
import { registerSecret } from '../test/leak-check.ts';
import { topHelpers } from '../queries/reputation.ts';
import { ensureAdmin, seedDemoData, type SeedReport } from './seed.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date();

let db: TestDatabase;
let first: SeedReport;
beforeAll(async () => {
  db = await createTestDatabase();
  first = await seedDemoData(db.sql, NOW);
});
afterAll(() => db?.close());

it('loads the demo data once and reports an admin password that works, stored only as a hash', async () => {
  expect(first.seeded).toBe(true);
  expect(first.signupRollNumbers).toHaveLength(2);
  const password = first.admin!.password;
  registerSecret(password);
  const [admin] = await db.sql`select password_hash from users where lower(email) = ${first.admin!.email}`;
  expect(admin!.password_hash).toMatch(/^scrypt\$/);
  expect(admin!.password_hash).not.toContain(password);

  const counts = await db.sql`
    select (select count(*) from college_data)::int as roster, (select count(*) from jobs)::int as jobs,
           (select count(*) from questions)::int as questions, (select count(*) from events)::int as events,
           (select count(*) from event_rsvps where status = 'going' and ticket is not null)::int as tickets`;
  expect(counts[0]!.roster).toBeGreaterThanOrEqual(300);
  expect(counts[0]!.jobs).toBeGreaterThanOrEqual(40);
  expect(counts[0]!.questions).toBeGreaterThanOrEqual(25);
  expect(counts[0]!.events).toBe(4);
  expect(counts[0]!.tickets).toBeGreaterThan(0);

  const again = await seedDemoData(db.sql);
  expect(again).toMatchObject({ seeded: false, admin: undefined });
  expect((await db.sql`select count(*)::int as n from college_data`)[0]!.n).toBe(counts[0]!.roster);

  const { call } = createTestApp(db.sql);
  const login = await call('POST', '/api/users/auth', { rollNumberOrEmail: first.admin!.email, password, role: 'Admin' });
  expect(login.status).toBe(200);
});

it('ADMIN_EMAIL / ADMIN_PASSWORD create an admin, and a later start updates its password', async () => {
  const { call } = createTestApp(db.sql);
  const creds = (password: string) => ({ rollNumberOrEmail: 'dean@college.example.edu', password, role: 'Admin' });
  await ensureAdmin(db.sql, 'dean@college.example.edu', 'First#Pass1');
  expect((await call('POST', '/api/users/auth', creds('First#Pass1'))).status).toBe(200);
  await ensureAdmin(db.sql, 'Dean@College.example.edu', 'Second#Pass2');
  expect((await call('POST', '/api/users/auth', creds('First#Pass1'))).status).toBe(401);
  expect((await call('POST', '/api/users/auth', creds('Second#Pass2'))).status).toBe(200);
});

/** How many of the 30-day windows back to `days` ago hold at least one of the dates. */
const windowsCovered = (dates: Date[], days: number) =>
  new Set(dates.map((d) => Math.floor((NOW.getTime() - d.getTime()) / (30 * DAY))).filter((w) => w < days / 30)).size;

// ADR 0065: every rule is checked over the whole generated data set, as a newcomer would see it.
describe('the demo job board a newcomer believes', () => {
  type JobRow = {
    title: string; company_name: string; location: string; job_type: string; salary_range: string; salary_currency: string;
    year_of_experience: string; description: string; requirements: string[]; apply_link: string; contact_email: string;
    contact_phone: string; deadline: string; created_at: Date;
  };
  const jobs = () => db.sql<JobRow[]>`select *, to_char(application_deadline, 'YYYY-MM-DD') as deadline from jobs`;

  it('posts each title once', async () => {
    const titles = (await jobs()).map((j) => j.title);
    expect(titles.length).toBeGreaterThanOrEqual(40);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it('gives every job a deadline after the day it was posted', async () => {
    const bad = (await jobs()).filter((j) => j.deadline <= j.created_at.toISOString().slice(0, 10));
    expect(bad.map((j) => `${j.title}: posted ${j.created_at.toISOString()}, deadline ${j.deadline}`)).toEqual([]);
  });

  it('shows no job as both Closed and New, and shows some of each', async () => {
    const list = await jobs();
    const today = isoDay(NOW);
    const label = (j: JobRow) => `${isActive(j.deadline, today) ? 'Active' : 'Closed'}${isNew(j.created_at, NOW) ? ' New' : ''}`;
    expect(list.filter((j) => label(j) === 'Closed New').map((j) => j.title)).toEqual([]);
    expect(list.filter((j) => label(j) === 'Active New').length).toBeGreaterThanOrEqual(2);
    expect(list.filter((j) => label(j) === 'Closed').length).toBeGreaterThanOrEqual(5);
    expect(list.filter((j) => label(j) === 'Active').length).toBeGreaterThanOrEqual(5);
  });

  it("asks only for skills of the title's field (no 'Financial modelling' for a Civil Site Engineer)", async () => {
    const fieldOfSkill = new Map<string, string>(Object.entries(JOB_FIELDS).flatMap(([field, f]) => f.skills.map((s) => [s, field] as const)));
    const mismatched = (await jobs()).flatMap((j) => {
      const field = JOB_TITLES.find((t) => t.title === j.title)?.field;
      return j.requirements.filter((r) => !field || fieldOfSkill.get(r) !== field).map((r) => `${j.title} (${field}): ${r}`);
    });
    expect(mismatched).toEqual([]);
    const civil = (await jobs()).find((j) => j.title === 'Civil Site Engineer');
    expect(civil?.requirements).not.toContain('Financial modelling');
  });

  it('employs in the field, and never from home for site, plant or lab work; internships ask for no experience', async () => {
    for (const j of await jobs()) {
      const field = JOB_FIELDS[JOB_TITLES.find((t) => t.title === j.title)!.field];
      expect(field.companies, j.title).toContain(j.company_name);
      if (!field.remote) expect(j.location, j.title).not.toMatch(/home|remote/i);
      if (j.job_type === 'Internship') expect(j.year_of_experience, j.title).toBe('fresher');
    }
  });

  it('holds jobs the Create job form would accept', async () => {
    const problems = (await jobs()).flatMap((j) => {
      const body = {
        title: j.title, companyName: j.company_name, description: j.description, requirements: j.requirements,
        application_deadline: j.deadline, location: j.location, job_type: j.job_type,
        salary: { range: j.salary_range, currency: j.salary_currency }, yearOfExperience: j.year_of_experience,
        applyLink: j.apply_link, contact_email: j.contact_email, contact_phone: j.contact_phone,
      };
      const result = v.safeParse(CreateJobSchema, body);
      return result.success ? [] : result.issues.map((i) => `${j.title}: ${i.message}`);
    });
    expect(problems).toEqual([]);
  });

  it('spreads the posts over the past months, the newest within two days, none in the future', async () => {
    const dates = (await jobs()).map((j) => j.created_at);
    expect(dates.every((d) => d <= NOW)).toBe(true);
    expect(Math.min(...dates.map((d) => NOW.getTime() - d.getTime()))).toBeLessThan(2 * DAY);
    expect(Math.max(...dates.map((d) => NOW.getTime() - d.getTime()))).toBeGreaterThan(90 * DAY);
    expect(windowsCovered(dates, 120)).toBe(4);
  });
});

describe('the demo Query Portal a newcomer believes', () => {
  it('has answers only from members other than the asker, each at most once per question', async () => {
    const own = await db.sql`select q.title from answers a join questions q on q.id = a.question_id where a.answered_by = q.asked_by`;
    expect(own.map((r) => r.title)).toEqual([]);
    const twice = await db.sql`select question_id from answers group by question_id, answered_by having count(*) > 1`;
    expect(twice).toHaveLength(0);
    expect((await db.sql`select count(*)::int as n from answers where answered_by is null`)[0]!.n).toBe(0);
  });

  it('has no comment by the author of the answer and no vote on a post by its own author', async () => {
    const selfComments = await db.sql`select c.id from comments c join answers a on a.id = c.answer_id where c.commented_by = a.answered_by`;
    expect(selfComments).toHaveLength(0);
    const selfVotes = await db.sql`
      select v.target_id from votes v
      left join questions q on v.target_type = 'question' and q.id = v.target_id
      left join answers a on v.target_type = 'answer' and a.id = v.target_id
      where v.user_id = coalesce(q.asked_by, a.answered_by)`;
    expect(selfVotes).toHaveLength(0);
  });

  it('dates answers after their question and comments after their answer, none in the future', async () => {
    const early = await db.sql`
      select q.title from answers a join questions q on q.id = a.question_id where a.created_at <= q.created_at
      union all
      select 'comment on ' || a.answer from comments c join answers a on a.id = c.answer_id where c.created_at <= a.created_at`;
    expect(early.map((r) => r.title)).toEqual([]);
    const future = await db.sql`
      select created_at from questions where created_at > ${NOW} union all select created_at from answers where created_at > ${NOW}
      union all select created_at from comments where created_at > ${NOW}`;
    expect(future).toHaveLength(0);
  });

  it('spreads the questions over the past months', async () => {
    const dates = (await db.sql<{ created_at: Date }[]>`select created_at from questions`).map((q) => q.created_at);
    expect(Math.max(...dates.map((d) => NOW.getTime() - d.getTime()))).toBeGreaterThan(90 * DAY);
    expect(windowsCovered(dates, 120)).toBe(4);
  });

  it('has an answer for every question that is in progress, resolved or closed, and counters that match the rows', async () => {
    const unanswered = await db.sql`
      select title from questions q where status <> 'Open' and not exists (select 1 from answers a where a.question_id = q.id)`;
    expect(unanswered.map((r) => r.title)).toEqual([]);
    const drift = await db.sql`
      select q.title from questions q where answer_count <> (select count(*) from answers a where a.question_id = q.id)
        or upvotes <> (select count(*) from votes v where v.target_id = q.id and v.value = 1)
        or downvotes <> (select count(*) from votes v where v.target_id = q.id and v.value = -1)`;
    expect(drift).toHaveLength(0);
  });
});

it("tells the dashboard's story: most recent batches signed up, use and gifts every month, three announcements read", async () => {
  const { computeDashboard } = await import('../dashboard/dashboard-store.ts');
  const d = await computeDashboard(db.sql, NOW);
  const roster = d.membersByBatch.reduce((n, b) => n + b.roster, 0);
  const signedUp = d.membersByBatch.reduce((n, b) => n + b.signedUp, 0);
  expect(signedUp / roster).toBeGreaterThan(0.4);
  expect(d.weeklyActive.every((w) => w.active > 10)).toBe(true);
  expect(d.weeklyActive.at(-2)!.active).toBeGreaterThan(d.weeklyActive[0]!.active);
  expect(d.donations.months.slice(-6).every((m) => Object.values(m.byFund).some((rupees) => rupees > 0))).toBe(true);
  expect(d.announcements).toHaveLength(3);
  for (const a of d.announcements) expect(a).toMatchObject({ reached: expect.any(Number), emailed: a.reached });
  expect(d.announcements.every((a) => a.opened > 0 && a.opened < a.reached)).toBe(true);
  const [{ waiting }] = await db.sql<[{ waiting: number }]>`select count(distinct target_id)::int as waiting from content_reports where resolved_at is null`;
  expect(waiting).toBe(1);
});

it('gives answerers reputation, and the Query Portal its top helpers of the week, on first start (issue 33)', async () => {
  const [row] = await db.sql<{ n: number }[]>`select count(*)::int as n from users u where u.role = 'member' and member_reputation(u.id) > 0`;
  expect(row!.n).toBeGreaterThanOrEqual(5);
  const { helpers } = await topHelpers(db.sql, NOW);
  expect(helpers).toHaveLength(5);
  expect(helpers[0]!.points).toBeGreaterThan(0);
});

describe('the demo mentoring programme', () => {
  it('has mentors with places, pairs within them, sessions held and requests in every state', async () => {
    const [offers] = await db.sql`
      select count(*)::int as mentors, count(*) filter (where paused)::int as paused,
        count(*) filter (where active <> (select count(*) from mentorships m where m.mentor_id = o.user_id and m.status = 'active') or active > capacity)::int as miscounted
      from mentor_offers o`;
    expect(offers).toEqual({ mentors: 12, paused: 1, miscounted: 0 });
    const statuses = (await db.sql<{ status: string }[]>`select distinct status from mentor_requests order by 1`).map((r) => r.status);
    expect(statuses).toEqual(['accepted', 'declined', 'expired', 'open']);
    const [held] = await db.sql<{ n: number }[]>`select count(*)::int as n from mentorship_sessions where starts_at <= ${NOW} and not cancelled`;
    expect(held!.n).toBeGreaterThanOrEqual(9);
    const [pairs] = await db.sql<{ active: number; ended: number; rated: number }[]>`
      select count(*) filter (where status = 'active')::int as active, count(*) filter (where status = 'ended')::int as ended,
        (select count(*)::int from mentorship_ratings) as rated from mentorships`;
    expect(pairs).toEqual({ active: 5, ended: 4, rated: 2 });
  });
});

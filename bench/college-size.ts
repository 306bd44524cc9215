import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Sql } from 'postgres';
import { migrate } from '../edge-api/db/migrate.ts';
import { openDatabase } from '../edge-api/db/open-database.ts';
import { COLLEGE_PASSWORD, collegeLogins, seedCollege } from '../edge-api/db/college/seed-college.ts';
import { computeDashboard } from '../edge-api/dashboard/dashboard-store.ts';
import { createApp } from '../edge-api/app.ts';
import { jobArgs } from '../pwa/e2e/jobs-helpers.ts';
import { PULL_MAX_ROWS } from '#domain/sync/protocol.ts';
import { collegeFirstSync } from './college-first-sync.ts';
import { apiFloorOnPostgres } from './api-floor.ts';
import { collegeScreens } from './college-screens.ts';
import { syncLoad } from './sync-load.ts';
import { budgetCell, errorRow, kb, ms, percentile, type Row } from './table.ts';
import { mentorRankingOnDevice } from './mentor-ranking.ts';

// Issue 35: the server's figures on a real college's data (`npm run seed:college`, ADR 0117), on
// Postgres, through the real app in-process (server time, no socket): a member's first pull, the
// incremental pull after an hour of others' activity, searches, the directory, the dashboard cold.

const ROUNDS = 30;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** COLLEGE_SCALE=0.01 tries the figures on a small college in seconds; the budgets are for 1. */
const SCALE = Number(process.env.COLLEGE_SCALE ?? 1) || 1;
const WHERE = `Postgres 15, the seeded college (seed:college${SCALE === 1 ? '' : ` at scale ${SCALE}`})`;

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
}

type Auth = Record<string, string>;
type Answer = { status: number; json: any };
type Call = (method: string, path: string, body?: unknown, headers?: Auth) => Promise<Answer>;

/** The real app over `sql`, called in-process: what is timed is the server's work, not a socket's. */
function appClient(sql: Sql): Call {
  const app = createApp({
    sqlFor: () => sql,
    clock: { now: () => new Date() },
    config: { version: 'bench', appUrl: 'http://localhost:8080', supportEmail: 'support@alumni.example.edu', bodyLimitBytes: 64 * 1024, jwtSecret: randomBytes(32).toString('hex') },
    clientAddress: () => '192.0.2.1',
    log: () => {},
  });
  return async (method, path, body, headers = {}) => {
    const res = await app.request(path, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  };
}

async function signIn(call: Call, rollNumber: string, password: string): Promise<Auth> {
  const res = await call('POST', '/api/users/auth', { rollNumberOrEmail: rollNumber, password });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${JSON.stringify(res.json)}`);
  return { authorization: `Bearer ${res.json.token}` };
}

/** Pages of /api/sync/pull from `cursor` to the end: the time summed, pages, JSON bytes, new cursor. */
async function pullAll(call: Call, auth: Auth, cursor: number, first = false) {
  let total = 0;
  let bytes = 0;
  let pages = 0;
  for (;;) {
    const [res, t] = await timed(() => call('GET', `/api/sync/pull?cursor=${cursor}&limit=${PULL_MAX_ROWS}${first ? '&first=1' : ''}`, undefined, auth));
    if (res.status !== 200) throw new Error(`pull answered ${res.status}`);
    total += t;
    bytes += JSON.stringify(res.json).length;
    pages += 1;
    cursor = res.json.cursor;
    if (!res.json.more) return { total, bytes, pages, cursor };
  }
}

/** An hour of a college's activity, through the API: 10 members post 10 jobs, 30 questions and 60 answers. */
async function anHourOfActivity(call: Call, authors: Auth[]) {
  const questions: string[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await call('POST', '/api/query/question', { title: `Hour of activity question ${i}: which electives?`, content: 'Choosing for next semester.', category: 'Career' }, authors[i % authors.length]);
    if (res.status !== 201 && res.status !== 200) throw new Error(`question answered ${res.status}: ${JSON.stringify(res.json)}`);
    questions.push(res.json.question._id);
  }
  for (let i = 0; i < 60; i++) {
    const res = await call('POST', `/api/query/${questions[i % questions.length]}/answer`, { answer: `Take statistics, every data role asks for it (${i}).` }, authors[(i + 1) % authors.length]);
    if (res.status >= 300) throw new Error(`answer answered ${res.status}: ${JSON.stringify(res.json)}`);
  }
  for (let i = 0; i < 10; i++) {
    const { id: _id, ...job } = jobArgs(`Hour of activity job ${i}`);
    const res = await call('POST', '/api/jobDetail', job, authors[i % authors.length]);
    if (res.status >= 300) throw new Error(`job answered ${res.status}: ${JSON.stringify(res.json)}`);
  }
}

/** p50 and p95 of `count` calls, after as many unmeasured: a running server's connections have their plans. */
async function p95Of(run: (i: number) => Promise<{ status: number }>, count = ROUNDS) {
  for (let i = 0; i < count; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const [res, t] = await timed(() => run(i));
    if (res.status !== 200) throw new Error(`answered ${res.status}`);
    times.push(t);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const PEOPLE = ['Priya Sharma', 'rahul', 'Ananya Iyerr', 'Karthik Nair', 'Menon', 'Siddarth', 'Infosys', 'Mechanical', '2019', '2013040', 'Fatima Khan', 'xyzzy'];
const QUESTIONS = [{ q: 'placement' }, { q: 'internship interview' }, { q: 'resum' }, { q: 'gate preparation', filter: 'Unanswered' }, { q: 'higher studies -mba' }, { q: 'xyzzy' }];
// Issue 54: what a member asks the mentor list: a goal, a topic, a city, a company, a name, nothing.
const MENTORS = ['goal=data%20science%20interviews', 'topic=Interview%20preparation', 'city=Pune', 'company=infos', 'q=priya', '', 'topic=Entrepreneurship&goal=first%20customer'];
const DIRECTORY = ['page=1', 'batch=2015-2019&page=1', 'branch=Civil%20Engineering&page=20', 'city=Pune&page=1', 'company=infos&page=1'];

/** A database seeded before, as seedCollege() reports one. */
const seededCollege = async (sql: Sql) => ({ seeded: true as const, password: COLLEGE_PASSWORD, logins: await collegeLogins(sql) });

async function measure(url: string, seed: boolean): Promise<Row[]> {
  const db = await openDatabase({ databaseUrl: url });
  try {
    await migrate(db.sql);
    const [seeded, seedMs] = seed ? await timed(() => seedCollege(db.sql, { scale: SCALE })) : [await seededCollege(db.sql), NaN];
    if (!seeded.seeded) throw new Error(seeded.reason);
    if (!seeded.logins[0]) throw new Error('no seeded member to sign in as: run npm run seed:college first');
    const member = { rollNumber: seeded.logins[0]!.rollNumber, password: seeded.password };
    // COLLEGE_ONLY=screens: only the signed-in screens' rows (Lighthouse, offline), to try them in minutes.
    if (process.env.COLLEGE_ONLY === 'screens') return await collegeScreens(url, member, WHERE);
    const floor = () => apiFloorOnPostgres(url, db.sql, seeded.password, WHERE).catch((e) => [errorRow('API vs node:http floor (Postgres)', 'npm start + bench/floor-server.ts', e)]);
    // COLLEGE_ONLY=floor: only the API against the node:http floor.
    if (process.env.COLLEGE_ONLY === 'floor') return await floor();
    // COLLEGE_ONLY=load: only the devices syncing at once, with their capacity (issue 56).
    if (process.env.COLLEGE_ONLY === 'load') return [await syncLoad(url, seeded.password, 1, WHERE), await syncLoad(url, seeded.password, 2, WHERE)];
    const call = appClient(db.sql);
    const me = await signIn(call, seeded.logins[0]!.rollNumber, seeded.password);
    const others = await db.sql<{ roll: string }[]>`select roll_number::text as roll from users where id in (select md5('college-member:' || i)::uuid from generate_series(2, 11) i)`;
    const authors = await Promise.all(others.map((o) => signIn(call, o.roll, seeded.password)));

    const first = await pullAll(call, me, 0, true);
    await anHourOfActivity(call, authors);
    const pulls: number[] = [];
    for (let i = 0; i < ROUNDS; i++) await pullAll(call, me, first.cursor); // unmeasured, as p95Of's
    for (let i = 0; i < ROUNDS; i++) pulls.push((await pullAll(call, me, first.cursor)).total);
    const people = await p95Of((i) => call('POST', '/api/search', { query: PEOPLE[i % PEOPLE.length] }, me));
    const search = await p95Of((i) => {
      const s = QUESTIONS[i % QUESTIONS.length]!;
      return call('GET', `/api/query/search?q=${encodeURIComponent(s.q)}${s.filter ? `&filter=${s.filter}` : ''}`, undefined, me);
    });
    const directory = await p95Of((i) => call('GET', `/api/people?${DIRECTORY[i % DIRECTORY.length]}`, undefined, me));
    const mentors = await p95Of((i) => call('GET', `/api/mentorship/mentors?${MENTORS[i % MENTORS.length]}`, undefined, me));
    const ranking = await mentorRankingOnDevice(ROOT, db.sql, seeded.logins[0]!.rollNumber, WHERE).catch((e) => [errorRow('College: mentor ranking on the phone', 'rankMentors() in Chromium', e)]);
    await db.sql`discard all`;
    const [, dashboardMs] = await timed(() => computeDashboard(db.sql, new Date()));
    // COLLEGE_ONLY=reads: only the server's reads above (pulls, searches, directory, dashboard).
    const readsOnly = process.env.COLLEGE_ONLY === 'reads';
    const browser = readsOnly ? [] : await collegeFirstSync(url, member, WHERE);
    const screens = readsOnly ? [] : await collegeScreens(url, member, WHERE);
    const load = readsOnly ? [] : [await syncLoad(url, seeded.password, 1, WHERE), await syncLoad(url, seeded.password, 2, WHERE)];
    const floorRows = readsOnly ? [] : await floor();

    const pair = (f: { p50: number; p95: number }) => `${ms(f.p50)} / ${ms(f.p95)}`;
    const over = (what: string) => `${WHERE}: ${what}, ${ROUNDS} calls, server time`;
    return [
      seed
        ? { figure: 'College: seed:college', value: `${(seedMs / 1000).toFixed(1)} s`, budget: 'a few minutes', method: `${WHERE}: seedCollege() into a fresh database` }
        : { figure: 'College: seed:college', value: 'not measured', budget: 'a few minutes', method: 'COLLEGE_DATABASE_URL: measured on a college seeded before' },
      {
        figure: 'College: a member’s first pull (server)',
        value: `${ms(first.total)}; ${first.pages} pages; ${kb(first.bytes)} JSON`,
        budget: 'measured (the browser’s row below has the budget)',
        method: `${WHERE}: GET /api/sync/pull?first=1 from cursor 0 to the end (the member's slice, ADR 0118), as a new device of a seeded member`,
      },
      ...browser,
      ...screens,
      {
        figure: 'College: incremental pull after an hour p50 / p95',
        value: pair({ p50: percentile(pulls, 50), p95: percentile(pulls, 95) }),
        budget: budgetCell(percentile(pulls, 95), 20, 'p95 ≤ 20 ms'),
        method: over('10 members post 30 questions, 60 answers and 10 jobs through the API; then the member pulls from their cursor'),
      },
      { figure: 'College: people search p50 / p95', value: pair(people), budget: budgetCell(people.p95, 20, 'p95 ≤ 20 ms'), method: over(`POST /api/search over ${PEOPLE.length} queries (typos, roll prefix, company, branch, batch, no match)`) },
      { figure: 'College: Query Portal search p50 / p95', value: pair(search), budget: budgetCell(search.p95, 20, 'p95 ≤ 20 ms'), method: over(`GET /api/query/search over ${QUESTIONS.length} searches (typo, exclusion, filter, no match)`) },
      { figure: 'College: directory page p50 / p95', value: pair(directory), budget: budgetCell(directory.p95, 20, 'p95 ≤ 20 ms'), method: over(`GET /api/people over ${DIRECTORY.length} pages (everyone, a batch, page 20 of a branch, a city, a company)`) },
      ...ranking,
      { figure: 'College: mentor suggestions p50 / p95', value: pair(mentors), budget: budgetCell(mentors.p95, 20, 'p95 ≤ 20 ms'), method: over(`GET /api/mentorship/mentors over ${MENTORS.length} asks (a goal, a topic, a city, a company, a name, none), every offer ranked`) },
      ...load,
      ...floorRows,
      { figure: 'College: admin dashboard, cold', value: ms(dashboardMs), budget: budgetCell(dashboardMs, 500, '≤ 500 ms'), method: `${WHERE}: computeDashboard() on a fresh session (no cached figures)` },
    ];
  } finally {
    await db.close();
  }
}

/**
 * On a fresh database of the machine's Postgres; without DATABASE_URL, says so. COLLEGE_DATABASE_URL
 * names a database `npm run seed:college` filled before, to try a change without seeding again.
 */
export async function collegeSize(postgresUrl: string | undefined): Promise<Row[]> {
  const seeded = process.env.COLLEGE_DATABASE_URL;
  if (seeded) return measure(seeded, false);
  if (!postgresUrl) throw new Error('the college figures need DATABASE_URL (a Postgres server): the budgets are set on Postgres');
  const admin = await openDatabase({ databaseUrl: postgresUrl });
  const database = `bench_college_${process.pid}`;
  await admin.sql.unsafe(`create database ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  try {
    return await measure(url.toString(), true);
  } finally {
    await admin.sql.unsafe(`drop database ${database} with (force)`);
    await admin.close();
  }
}

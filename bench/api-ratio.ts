import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { Sql } from 'postgres';
import { SESSION_LIVE_SQL } from '../edge-api/auth/authenticate.ts';
import { JOB_BY_ID_SQL, JOB_LIST_SQL } from '../edge-api/jobs/job-view.ts';
import { QUESTION_LIST_SQL } from '../edge-api/queries/load-questions.ts';
import type { RunningServer } from '../pwa/e2e/server.ts';
import { benchMember } from './jobs-sync.ts';
import { openSeededPglite } from './seeded-pglite.ts';
import { floorCell, type Row } from './table.ts';

const CONCURRENCY = 50;
const WARMUP_MS = 1000;
const RUN_MS = 2000;
const PAIRS = 5;
const FLOOR = 0.8;
/** A list request without `?limit=&offset=` gets ListQuerySchema's defaults: these. */
const PAGE = [500, 0];
/** Linux's USER_HZ: the unit of utime and stime in /proc/<pid>/stat. */
const TICKS_PER_S = 100;

type Call = () => Promise<boolean>;
type Run = { perSecond: number; cpuPerCall: number | undefined; failed: number };
type Figure = { figure: string; api: Call; bare: Call; bareSql: string };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** CPU milliseconds used so far by a process (all its threads), or undefined without /proc. */
function processCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return undefined;
  }
}
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** CONCURRENCY loops calling `call` for `ms`: calls per second, and the CPU `cpuMs` counted per call. */
async function loop(call: Call, ms: number, cpuMs: () => number | undefined): Promise<Run> {
  let ok = 0;
  let failed = 0;
  const cpuBefore = cpuMs();
  const start = performance.now();
  const deadline = start + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        if (await call().catch(() => false)) ok++;
        else failed++;
      }
    }),
  );
  const elapsed = performance.now() - start;
  const cpuAfter = cpuMs();
  const cpuPerCall = cpuBefore === undefined || cpuAfter === undefined || !ok ? undefined : (cpuAfter - cpuBefore) / ok;
  return { perSecond: (ok / elapsed) * 1000, cpuPerCall, failed };
}

// node:http rather than fetch(): on 2 shared cores the load generator competes with the server, and
// fetch() spent twice node:http's CPU per request (about 1 ms against 0.5 ms here).
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const get = (url: string, token?: string): Call => {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  return () =>
    new Promise((resolve, reject) => {
      request(url, { agent, headers }, (res) => {
        res.resume(); // drain, so the keep-alive connection is reused
        res.on('end', () => resolve(res.statusCode === 200)).on('error', reject);
      })
        .on('error', reject)
        .end();
    });
};
const query = (sql: Sql, text: string, params: unknown[]): Call => async () => (await sql.unsafe(text, params as never[])).length > 0;
/** A member's request runs authenticate's session check, then the route's query: so does the bare side. */
const afterSession = (sql: Sql, session: unknown[], call: Call): Call => async () => (await query(sql, SESSION_LIVE_SQL, session)()) && call();

/** The two sides for `figure.api` and `figure.bare`, taken in turns so that a change in the machine's load hits both. */
async function measure(f: Figure, serverPid: number | undefined): Promise<Row> {
  const api = (ms: number) => loop(f.api, ms, () => processCpuMs(serverPid));
  const bare = (ms: number) => loop(f.bare, ms, ownCpuMs);
  await api(WARMUP_MS);
  await bare(WARMUP_MS);
  const pairs: { api: Run; bare: Run }[] = [];
  for (let i = 0; i < PAIRS; i++) {
    if (i % 2) {
      const b = await bare(RUN_MS);
      pairs.push({ bare: b, api: await api(RUN_MS) });
    } else {
      const a = await api(RUN_MS);
      pairs.push({ api: a, bare: await bare(RUN_MS) });
    }
  }
  const ratios = pairs.map((p) => p.api.perSecond / p.bare.perSecond);
  const ratio = median(ratios);
  const cpu = median(pairs.map((p) => (p.api.cpuPerCall && p.bare.cpuPerCall ? p.bare.cpuPerCall / p.api.cpuPerCall : NaN)));
  const failed = pairs.reduce((n, p) => n + p.api.failed + p.bare.failed, 0);
  const round = (n: number) => Math.round(n).toLocaleString('en-US');
  return {
    figure: f.figure,
    value:
      `${round(median(pairs.map((p) => p.api.perSecond)))} req/s vs ${round(median(pairs.map((p) => p.bare.perSecond)))} q/s bare = ` +
      `${ratio.toFixed(2)}× (pairs ${ratios.map((r) => r.toFixed(2)).join(', ')})` +
      `${Number.isNaN(cpu) ? '' : `; per CPU second ${cpu.toFixed(2)}×`}${failed ? `; ${failed} failed` : ''}`,
    budget: floorCell(ratio, FLOOR, `≥ ${FLOOR}×`),
    method:
      `${CONCURRENCY} concurrent loops a side, ${WARMUP_MS / 1000} s warm-up each, then ${PAIRS} pairs of ${RUN_MS / 1000} s runs in alternating order, median ratio: ` +
      `node:http keep-alive requests to the server vs postgres.js on its own in-memory PGlite (same migrations and demo seed) running ${f.bareSql} with the request's parameters; ` +
      "per CPU second: the bare side's CPU per query over the server process's per request (/proc), which the machine's other load moves far less",
  };
}

/**
 * Issue 15's API rows: the job list, a job and the question list through the whole server, each
 * against the driver alone running the same SQL, so what is left is the API's own cost (ADR 0086).
 */
export async function apiRatio(server: RunningServer): Promise<Row[]> {
  const { token } = await benchMember(server);
  const cards = (await (await fetch(`${server.url}/api/jobDetail`)).json()) as { _id: string }[];
  const questions = (await (await fetch(`${server.url}/api/query`, { headers: { Authorization: `Bearer ${token}` } })).json()) as unknown[];
  const db = await openSeededPglite();
  try {
    const { sql } = db;
    // A seeded member with no votes of their own, like the bench's member, and a live session.
    const [member] = await sql<{ id: string }[]>`
      select u.id from users u where u.role = 'member'
      order by exists (select 1 from votes v where v.user_id = u.id), u.id limit 1`;
    const [session] = await sql<{ id: string }[]>`insert into sessions (user_id) values (${member!.id}) returning id`;
    const live = [session!.id, member!.id];
    const bareJobs = await sql.unsafe<{ id: string }[]>(JOB_LIST_SQL, PAGE);
    const bareQuestions = await sql.unsafe(QUESTION_LIST_SQL, [member!.id, ...PAGE]);
    // Same seed, same rows: otherwise the two sides would not be doing the same work.
    if (bareJobs.length !== cards.length || bareQuestions.length !== questions.length) {
      throw new Error(`the server has ${cards.length} jobs and ${questions.length} questions, the bare database ${bareJobs.length} and ${bareQuestions.length}`);
    }
    const figures: Figure[] = [
      {
        figure: `API \`GET /api/jobDetail\` (visitor, ${cards.length} jobs) vs bare query`,
        api: get(`${server.url}/api/jobDetail`),
        bare: query(sql, JOB_LIST_SQL, PAGE),
        bareSql: 'the route\'s list query',
      },
      {
        figure: 'API `GET /api/jobDetail/:id` (member) vs bare queries',
        api: get(`${server.url}/api/jobDetail/${cards[0]!._id}`, token),
        bare: afterSession(sql, live, query(sql, JOB_BY_ID_SQL, [bareJobs[0]!.id])),
        bareSql: 'the session check, then the job by id (the newest)',
      },
      {
        figure: `API \`GET /api/query\` (member, ${questions.length} questions) vs bare queries`,
        api: get(`${server.url}/api/query`, token),
        bare: afterSession(sql, live, query(sql, QUESTION_LIST_SQL, [member!.id, ...PAGE])),
        bareSql: 'the session check, then the question list with voters, answer ids and own vote',
      },
    ];
    const rows: Row[] = [];
    for (const f of figures) rows.push(await measure(f, server.pid));
    return rows;
  } finally {
    agent.destroy();
    await db.close();
  }
}

import type { Sql } from 'postgres';
import { SESSION_LIVE_SQL } from '../edge-api/auth/authenticate.ts';
import { JOB_BY_ID_SQL, JOB_LIST_SQL } from '../edge-api/jobs/job-view.ts';
import { QUESTION_LIST_SQL } from '../edge-api/queries/load-questions.ts';
import type { RunningServer } from '../pwa/e2e/server.ts';
import { closeAgent, httpCall, LOAD_METHOD, ownCpuMs, pairedRatio, pairedValue, processCpuMs, type Call } from './http-load.ts';
import { benchMember } from './jobs-sync.ts';
import { openSeededPglite } from './seeded-pglite.ts';
import { floorCell, type Row } from './table.ts';

const FLOOR = 0.8;
/** A list request without `?limit=&offset=` gets ListQuerySchema's defaults: these. */
const PAGE = [500, 0];

type Figure = { figure: string; api: Call; bare: Call; bareSql: string };

const get = (url: string, token?: string): Call => () => httpCall(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const query = (sql: Sql, text: string, params: unknown[]): Call => async () => (await sql.unsafe(text, params as never[])).length > 0;
/** A member's request runs authenticate's session check, then the route's query: so does the bare side. */
const afterSession = (sql: Sql, session: unknown[], call: Call): Call => async (i) => (await query(sql, SESSION_LIVE_SQL, session)(i)) && call(i);

/** The two sides for `figure.api` and `figure.bare`, taken in turns so that a change in the machine's load hits both. */
async function measure(f: Figure, serverPid: number | undefined): Promise<Row> {
  const p = await pairedRatio({ call: f.api, cpuMs: () => processCpuMs(serverPid) }, { call: f.bare, cpuMs: ownCpuMs });
  return {
    figure: f.figure,
    value: pairedValue(p, 'q/s bare'),
    budget: floorCell(p.ratio, FLOOR, `≥ ${FLOOR}×`),
    method:
      `${LOAD_METHOD}: ` +
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
    closeAgent();
    await db.close();
  }
}

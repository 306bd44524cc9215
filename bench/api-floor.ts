import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sql } from 'postgres';
import { migrate } from '../edge-api/db/migrate.ts';
import { openDatabase } from '../edge-api/db/open-database.ts';
import { seedCollege } from '../edge-api/db/college/seed-college.ts';
import { startServer, type RunningServer } from '../pwa/e2e/server.ts';
import { CONCURRENCY, closeAgent, httpCall, LOAD_METHOD, pairedRatio, pairedValue, processCpuMs, type Call } from './http-load.ts';
import { floorCell, type Row } from './table.ts';

// Issue 35: the API's throughput against a framework-free node:http server (bench/floor-server.ts)
// running the same SQL and mapping on the same database, at the same concurrency (ADR 0119).

// Issue 56, decision 2: list answers at 0.9× the floor; small answers, where the middleware every
// request must pay (security headers, the request log, the session, size caps, the request id) is
// most of the work, at 0.65× — a guard at today's level (ADR 0119).
const LIST_BUDGET = 0.9;
const SMALL_BUDGET = 0.65;
/** The incremental pull's window: a page of the last changes. */
const PULL_BACK = 500;
const SEARCHES = ['Priya Sharma', 'rahul', 'Ananya Iyerr', 'Karthik Nair', 'Menon', 'Infosys', 'Mechanical', '2019'];

export type FloorSetup = {
  api: RunningServer;
  /** DATABASE_URL or DATA_DIR of the floor: the API's own database, or a copy of it. */
  floorEnv: Record<string, string>;
  /** At least CONCURRENCY members' roll numbers (each loop signs in as its own: search's rate limit is per member). */
  members: string[];
  password: string;
  head: number;
  where: string;
  budget: boolean;
};

async function startFloor(env: Record<string, string>): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/floor-server.ts'], { env: { ...process.env, DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /floor listening (\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code}):\n${out}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

async function signIn(url: string, rollNumber: string, password: string, i: number): Promise<string> {
  const res = await fetch(`${url}/api/users/auth`, {
    method: 'POST',
    // One address per member (TRUST_PROXY=cloudflare), as members' phones are: sign-in limits are per address.
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.36.0.${i + 1}` },
    body: JSON.stringify({ rollNumberOrEmail: rollNumber, password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${(await res.text()).slice(0, 120)}`);
  return ((await res.json()) as { token: string }).token;
}

/** The five rows on one database: the API server given, the floor started here on the same data. */
export async function apiAgainstFloor(setup: FloorSetup): Promise<Row[]> {
  const { api } = setup;
  const tokens: string[] = [];
  for (let i = 0; i < CONCURRENCY; i++) tokens.push(await signIn(api.url, setup.members[i]!, setup.password, i));
  const floor = await startFloor(setup.floorEnv);
  try {
    const auth = (i: number) => ({ authorization: `Bearer ${tokens[i]}` });
    for (let i = 0; i < CONCURRENCY; i++) await httpCall(`${floor.url}/session`, { method: 'POST', headers: auth(i) });
    const [job] = (await (await fetch(`${api.url}/api/jobDetail?limit=1&offset=0`)).json()) as { _id: string }[];
    const pull = `cursor=${Math.max(0, setup.head - PULL_BACK)}&limit=${PULL_BACK}`;
    const search = (i: number) => JSON.stringify({ query: SEARCHES[i % SEARCHES.length] });
    const post = (i: number) => ({ method: 'POST', headers: { ...auth(i), 'content-type': 'application/json' }, body: search(i) });
    const member = { headers: auth(0) };
    const figures: { what: string; api: Call; floor: Call; probe: [string, string, RequestInit]; small?: true }[] = [
      { what: 'job list (visitor, 500 newest)', api: () => httpCall(`${api.url}/api/jobDetail`), floor: () => httpCall(`${floor.url}/jobs`), probe: ['/api/jobDetail', '/jobs', {}] },
      { what: 'one job (member)', api: (i) => httpCall(`${api.url}/api/jobDetail/${job!._id}`, { headers: auth(i) }), floor: (i) => httpCall(`${floor.url}/jobs/${job!._id}`, { headers: auth(i) }), probe: [`/api/jobDetail/${job!._id}`, `/jobs/${job!._id}`, member], small: true },
      { what: 'question list (member, 500 newest)', api: (i) => httpCall(`${api.url}/api/query`, { headers: auth(i) }), floor: (i) => httpCall(`${floor.url}/questions`, { headers: auth(i) }), probe: ['/api/query', '/questions', member] },
      { what: `a sync pull page (member, from ${PULL_BACK} versions back)`, api: (i) => httpCall(`${api.url}/api/sync/pull?${pull}`, { headers: auth(i) }), floor: (i) => httpCall(`${floor.url}/pull?${pull}`, { headers: auth(i) }), probe: [`/api/sync/pull?${pull}`, `/pull?${pull}`, member] },
      { what: `people search (member, ${SEARCHES.length} queries)`, api: (i) => httpCall(`${api.url}/api/search`, post(i)), floor: (i) => httpCall(`${floor.url}/search`, post(i)), probe: ['/api/search', '/search', post(0)], small: true },
    ];
    const rows: Row[] = [];
    for (const f of figures) {
      // Both sides must answer alike, or they would not be doing the same work.
      const [a, b] = await Promise.all([fetch(api.url + f.probe[0], f.probe[2]), fetch(floor.url + f.probe[1], f.probe[2])]);
      const [ta, tb] = [await a.text(), await b.text()];
      if (a.status !== 200 || ta !== tb) throw new Error(`${f.what}: the API answered ${a.status} (${ta.length} B), the floor ${b.status} (${tb.length} B)`);
      const p = await pairedRatio({ call: f.api, cpuMs: () => processCpuMs(api.pid) }, { call: f.floor, cpuMs: () => processCpuMs(floor.pid) });
      rows.push({
        figure: `API vs node:http floor (${setup.budget ? 'Postgres' : 'PGlite'}): ${f.what}`,
        value: `${pairedValue(p, 'req/s floor')}; ${Math.round(ta.length / 1024)} KB answers`,
        budget: setup.budget ? floorCell(p.ratio, f.small ? SMALL_BUDGET : LIST_BUDGET, `≥ ${f.small ? SMALL_BUDGET : LIST_BUDGET}×${f.small ? ' (a small answer)' : ''}`) : '— (PGlite: printed, issue 35)',
        method: `${setup.where}: ${LOAD_METHOD}; node:http keep-alive requests to the API server (npm start's) and to bench/floor-server.ts (same SQL and mapping, no framework); per CPU second: the floor's server CPU per request over the API's (/proc)`,
      });
    }
    return rows;
  } finally {
    closeAgent();
    await floor.stop();
  }
}

/**
 * The PGlite rows: a small college (scale 0.02) seeded into a data directory, copied, then the
 * API server on one copy and the floor on the other (PGlite opens a directory in one process only).
 */
export async function apiFloorOnPglite(): Promise<Row[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-floor-'));
  try {
    const db = await openDatabase({ dataDir: join(dir, 'api') });
    let seeded;
    let head: number;
    let members: string[];
    try {
      await migrate(db.sql);
      seeded = await seedCollege(db.sql, { scale: 0.02 });
      if (!seeded.seeded) throw new Error(seeded.reason);
      head = (await db.sql<{ head: number }[]>`select last_value::int as head from sync_version`)[0]!.head;
      members = await collegeMembers(db.sql);
    } finally {
      await db.close();
    }
    await cp(join(dir, 'api', 'pgdata'), join(dir, 'floor', 'pgdata'), { recursive: true });
    const api = await startServer({ DATA_DIR: join(dir, 'api'), TRUST_PROXY: 'cloudflare' });
    try {
      return await apiAgainstFloor({ api, floorEnv: { DATA_DIR: join(dir, 'floor') }, members, password: seeded.password, head, where: 'embedded PGlite, the college at scale 0.02', budget: false });
    } finally {
      await api.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The Postgres rows, on the seeded college at `url` (`sql` open on it): the floor shares the database. */
export async function apiFloorOnPostgres(url: string, sql: Sql, password: string, where: string): Promise<Row[]> {
  const members = await collegeMembers(sql);
  const head = (await sql<{ head: number }[]>`select last_value::int as head from sync_version`)[0]!.head;
  const api = await startServer({ DATABASE_URL: url, TRUST_PROXY: 'cloudflare' });
  try {
    return await apiAgainstFloor({ api, floorEnv: { DATABASE_URL: url }, members, password, head, where, budget: true });
  } finally {
    await api.stop();
  }
}

/** CONCURRENCY seeded members who are not the other college figures' (0–11) nor the load test's (100–299). */
export async function collegeMembers(sql: Sql): Promise<string[]> {
  const rows = await sql<{ roll: string }[]>`
    select roll_number::text as roll from users where id in (select md5('college-member:' || i)::uuid from generate_series(20, ${19 + CONCURRENCY}) i)`;
  if (rows.length < CONCURRENCY) throw new Error(`the college has ${rows.length} of the ${CONCURRENCY} members needed`);
  return rows.map((r) => r.roll);
}

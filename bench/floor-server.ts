import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { SESSION_LIVE_SQL } from '../edge-api/auth/authenticate.ts';
import { claimAttempt } from '../edge-api/auth/rate-limit.ts';
import { recordActivity } from '../edge-api/dashboard/record-activity.ts';
import { openDatabase } from '../edge-api/db/open-database.ts';
import type { SessionUser } from '../edge-api/deps.ts';
import { JOB_BY_ID_SQL, JOB_LIST_SQL, toJob, toJobCard, type JobRow } from '../edge-api/jobs/job-view.ts';
import { searchPeople } from '../edge-api/people/search-people.ts';
import { loadQuestions } from '../edge-api/queries/load-questions.ts';
import { SEARCH_LIMIT } from '../edge-api/routes/people.ts';
import { pullPage } from '../edge-api/sync/pull.ts';
import { syncedTables } from '../edge-api/sync/registry.ts';

// Issue 35's floor (ADR 0119): the API's five measured routes with no framework and no middleware —
// the same database opened the same way, the same SQL and row mapping, JSON.stringify, two headers.
// The token is read, not verified (the API remembers verified tokens, ADR 0086); the session is
// still checked in the database, as the API does on every request.
// Run: DATABASE_URL=… or DATA_DIR=… node --import tsx bench/floor-server.ts; it prints its port.

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR });
const { sql } = db;

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** The bearer token's claims, read but not verified (see above). */
function claimsOf(req: IncomingMessage): SessionUser | undefined {
  const token = req.headers.authorization?.slice(7) ?? '';
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}') as { sub?: string; sid?: string; role?: SessionUser['role'] };
  return claims.sub && claims.sid && claims.role ? { id: claims.sub, role: claims.role, sessionId: claims.sid } : undefined;
}

/** authenticate's session check. */
async function sessionUser(req: IncomingMessage): Promise<SessionUser | undefined> {
  const user = claimsOf(req);
  const [live] = user ? await sql.unsafe(SESSION_LIVE_SQL, [user.sessionId, user.id]) : [];
  return live ? user : undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://floor');
  const path = url.pathname;
  // Setup, not measured: the PGlite floor has its own copy of the database, without the API's sessions.
  if (path === '/session' && req.method === 'POST') {
    const user = claimsOf(req);
    if (user) await sql`insert into sessions (id, user_id) values (${user.sessionId}, ${user.id}) on conflict do nothing`;
    return send(res, user ? 200 : 401, '{}');
  }
  if (path === '/jobs') return send(res, 200, JSON.stringify((await sql.unsafe<JobRow[]>(JOB_LIST_SQL, [500, 0])).map(toJobCard)));
  const user = await sessionUser(req);
  if (!user) return send(res, 401, '{}');
  if (path.startsWith('/jobs/')) {
    const [row] = await sql.unsafe<JobRow[]>(JOB_BY_ID_SQL, [path.slice(6)]);
    return row ? send(res, 200, JSON.stringify(toJob(row))) : send(res, 404, '{}');
  }
  if (path === '/questions') return send(res, 200, JSON.stringify(await loadQuestions(sql, user, { limit: 500, offset: 0 })));
  if (path === '/pull') {
    if (user.role === 'member') await recordActivity(sql, user.id, new Date());
    const cursor = Number(url.searchParams.get('cursor'));
    const { json } = await pullPage(sql, syncedTables, user, cursor, Number(url.searchParams.get('limit')));
    return send(res, 200, json);
  }
  if (path === '/search' && req.method === 'POST') {
    const { query } = JSON.parse(await readBody(req)) as { query: string };
    const claim = await sql.begin((tx) => claimAttempt(tx, [{ bucket: `search:${user.id}`, ...SEARCH_LIMIT }], new Date()));
    if (!claim.ok) return send(res, 429, '{}');
    return send(res, 200, JSON.stringify({ users: await searchPeople(sql, query.trim(), user, new Date()) }));
  }
  send(res, 404, '{}');
}

const server = createServer((req, res) => {
  handle(req, res).catch((err: unknown) => send(res, 500, JSON.stringify({ message: String(err) })));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`floor listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.once('SIGTERM', () => {
  server.close();
  void db.close().finally(() => process.exit(0));
});

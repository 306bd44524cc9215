// Every route the app registers (read from the app, so a new route is fuzzed without editing this
// file), as a visitor, a member and an admin, with hostile input: no answer may be a 5xx
// (docs/decisions/0050-bad-input-never-5xx.md).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { startSession } from './auth/sessions.ts';
import { signAccessToken } from './auth/tokens.ts';
import { staticAssets } from './static-assets.ts';
import { recordResponse } from './test/leak-check.ts';
import { useSyncFixture } from './test/sync-fixture.ts';
import { bodyText, createTestApp, testConfig } from './test/test-app.ts';
import { startLiveHub } from './live/start-live-hub.ts';
import {
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  HOSTILE_VALUES,
  RAW_BODIES,
  placesIn,
  replaceAt,
  sampleBodies,
  seeded,
  withEveryPlaceHostile,
} from './test/fuzz-input.ts';

const fx = useSyncFixture();
let assetsDir = '';

beforeAll(async () => {
  assetsDir = await mkdtemp(join(tmpdir(), 'alumni-fuzz-'));
  await mkdir(join(assetsDir, 'assets'));
  await writeFile(join(assetsDir, 'index.html'), '<!doctype html><title>Alumni Portal</title>');
  await writeFile(join(assetsDir, 'assets', 'app-1234.js'), 'console.log(1)');
});
afterAll(() => rm(assetsDir, { recursive: true, force: true }));

type Who = 'visitor' | 'member' | 'admin';
type Body = readonly [contentType: string, body: string | Uint8Array];

it('answers every route with hostile input without a single 5xx', async () => {
  const rng = seeded(20261122);
  const live = await startLiveHub(fx.db);
  onTestFinished(() => live.stop());
  const { app, logs } = createTestApp(fx.db.sql, { clock: fx.clock, serveAssets: staticAssets(assetsDir), live: live.channel });
  const secret = testConfig.jwtSecret;

  // A fresh session per route and identity, so that a logout among the routes ends only its own.
  const tokenFor = async (who: Exclude<Who, 'visitor'>) => {
    const id = fx.userId[who === 'member' ? 'a' : 'admin'];
    const { sessionId } = await startSession(fx.db.sql, secret, id, fx.clock.now());
    return signAccessToken(secret, { sub: id, role: who, sid: sessionId }, fx.clock.now());
  };
  // Signed with the server's secret, but its ids are not UUIDs.
  const forged = await new SignJWT({ role: 'member', sid: 'not-a-uuid', typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1 or 1=1')
    .setIssuer('alumni-portal')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));

  // Rows that exist, so that paths with a real id reach the code behind the lookups.
  const member = fx.auth.a;
  const [{ roll }] = (await fx.db.sql`select roll_number::text as roll from users where id = ${fx.userId.a}`) as unknown as [{ roll: string }];
  const call = fx.api().call;
  const question = await call('POST', '/api/query/question', sampleBodies({ uuid: rng.uuid, rollNumber: roll })[2], member);
  const answer = await call('POST', `/api/query/${question.json.question._id}/answer`, { answer: 'An answer to fuzz around.' }, fx.auth.b);
  const samples = sampleBodies({ uuid: rng.uuid, rollNumber: roll, otherMember: fx.userId.b });
  const job = await call('POST', '/api/jobDetail', samples[1], member);
  expect([question.status, answer.status, job.status]).toEqual([201, 201, 201]);
  const idFor: Record<string, string> = { id: question.json.question._id, answerId: answer.json.answerId, jobId: job.json.job._id, rollNumber: roll, value: roll };
  const segments = [question.json.question._id, answer.json.answerId, job.json.job._id, fx.userId.b, roll, 'a%40b.edu', rng.uuid(), ...HOSTILE_SEGMENTS];

  const failures: string[] = [];
  const perRoute = new Map<string, number>();
  let sent = 0;
  // Cookies as a browser would send them, with malformed escapes and NUL (escaped) in them.
  const hostileCookies = { cookie: 'access_token=%zz%00; refresh_token=%E0%A4%A; x=%', origin: testConfig.appUrl };
  async function send(route: string, who: Who | 'forged' | 'cookies', token: string | undefined, method: string, path: string, body?: Body, accept?: string) {
    const headers: Record<string, string> = who === 'cookies' ? { ...hostileCookies } : {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body) headers['content-type'] = body[0];
    if (accept) headers.accept = accept;
    const res = await app.request(path, { method, headers, body: body?.[1] as BodyInit | undefined });
    const text = await bodyText(res);
    recordResponse(`${method} ${path}`, text, res.headers);
    sent += 1;
    perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
    if (res.status >= 500) failures.push(`${res.status} ${who} ${method} ${path} ${body ? JSON.stringify(String(body[1]).slice(0, 120)) : ''} → ${text.slice(0, 200)}`);
    return res.status;
  }

  const json = (value: unknown): Body => ['application/json', JSON.stringify(value)];
  const randomly = (n: number) => Array.from({ length: n }, () => {
    const sample = rng.pick(samples);
    return json(replaceAt(sample, rng.pick(placesIn(sample)), rng.pick(HOSTILE_VALUES)));
  });

  const routes = [...new Set(app.routes.map((r) => `${r.method} ${r.path}`))];
  for (const route of routes) {
    const [registered, pattern] = route.split(' ') as [string, string];
    const wildcard = pattern.endsWith('*');
    const methods = registered === 'ALL' ? ['GET', 'POST'] : [registered];
    const fill = (segment: string) => (wildcard ? pattern.replace(/\*$/, '').replace(/\/?$/, '/') + segment : pattern.replace(/:\w+/g, segment));
    const paths = wildcard || /:\w+/.test(pattern) ? [...segments, 'assets/app-1234.js', 'assets/%zz.js'].map(fill) : [pattern];
    const base = fill(idFor[/:(\w+)/.exec(pattern)?.[1] ?? ''] ?? segments[0]!);
    for (const method of methods) {
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const sample = () => (hasBody ? json(rng.pick(samples)) : undefined);
      for (const who of ['visitor', 'member', 'admin'] as const) {
        const token = who === 'visitor' ? undefined : await tokenFor(who);
        // A plain request first: where it is refused outright (not signed in, not allowed, no such
        // route), a sample of each kind follows; where the route does its work, everything.
        const plain = await send(route, who, token, method, base, hasBody ? json({}) : undefined);
        const refused = [401, 403, 404].includes(plain);
        for (const path of paths) await send(route, who, token, method, path, sample(), rng.pick(['text/html', '*/*']));
        const queries = hasBody || refused ? [0, 1, 2].map(() => rng.pick(HOSTILE_QUERIES)) : HOSTILE_QUERIES;
        for (const query of queries) await send(route, who, token, method, `${base}?${query}`);
        if (!hasBody) continue;
        for (const body of [...RAW_BODIES, ...randomly(refused ? 4 : 12)]) await send(route, who, token, method, base, body);
        if (refused) continue;
        // The forms this route reads (answered otherwise than an empty object) get NUL and a wrong
        // type in every field.
        for (const body of samples) {
          if ((await send(route, who, token, method, base, json(body))) === plain) continue;
          for (const hostile of withEveryPlaceHostile(body)) await send(route, who, token, method, base, json(hostile));
        }
      }
      await send(route, 'forged', forged, method, base, sample());
      await send(route, 'cookies', undefined, method, base, sample());
    }
  }

  console.log(`fuzz: ${sent} requests over ${routes.length} routes`);
  expect(failures).toEqual([]);
  expect(logs.filter((l) => l.level === 'error')).toEqual([]);
  // Every route was walked, with every kind of input.
  for (const route of routes) expect(perRoute.get(route), route).toBeGreaterThanOrEqual(20);
}, 120_000);

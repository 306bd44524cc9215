import { chromium, type CDPSession, type Page } from '@playwright/test';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { COLLEGE_PASSWORD, collegeLogins } from '../edge-api/db/college/seed-college.ts';
import { chromiumArgs } from '../playwright.config.ts';
import { readMeta } from '../pwa/e2e/local-store.ts';
import { startServer } from '../pwa/e2e/server.ts';
import { chooseScreens } from './college-screen-list.ts';
import { openSignedIn, until } from './jobs-sync.ts';
import { measurePhoneCpu } from './phone-cpu.ts';
import { offlineAtCpu, readMarks, underServiceWorker, watchScreens } from './screen-marks.ts';

// Issue 56: where an offline load of a signed-in screen spends the calibrated phone's CPU. Not a
// row of `npm run bench`: a tool to read before changing the start of the app.
//   COLLEGE_DATABASE_URL=postgres://…/college [PROFILE_CPU=4] npx tsx bench/profile-offline-screen.ts /jobs [/people …]
// For each route: the marks of one offline load at the calibrated multiplier, then the CPU
// profile of another, summed by script (self time) and by function, and the profile written to
// $TMPDIR for DevTools (Performance → load profile).

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const LIVE = '#root:not([data-behind-snapshot])';
const databaseUrl = process.env.COLLEGE_DATABASE_URL;
if (!databaseUrl) throw new Error('COLLEGE_DATABASE_URL: a database `npm run seed:college` filled');
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/jobs'];

/** Self time (ms, at the throttled rate) by key, over the samples taken before `untilMs` from the start. */
function selfTime(profile: Profile, key: (n: Node) => string, untilMs = Infinity) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    if (at > untilMs) return;
    const k = key(byId.get(id)!);
    totals.set(k, (totals.get(k) ?? 0) + delta);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; data?: { url?: string } } };

/** One more offline load, traced: the main thread's self time by event name (script by URL) from navigation to the press. */
async function traceLoad(page: Page, cdp: CDPSession, url: string) {
  await page.goto('about:blank');
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'loading', '__metadata'] } });
  await page.goto(url, { waitUntil: 'commit' });
  const marks = await readMarks(page, ['paint', 'live', 'pressed']);
  await cdp.send('Tracing.end');
  await done;
  // The renderer's main thread: the one that evaluated the most scripts.
  const counts = new Map<string, number>();
  for (const e of events) if (e.name === 'EvaluateScript' || e.name === 'FunctionCall') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const [pid, tid] = ([...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '0:0').split(':').map(Number);
  const main = { pid, tid };
  const start = events.filter((e) => e.pid === pid && e.name === 'navigationStart').at(-1)?.ts ?? Math.min(...events.filter((e) => e.pid === pid && e.ts > 0).map((e) => e.ts));
  const end = start + (marks.pressed ?? 0) * 1000;
  const mine = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X' && e.dur !== undefined && e.ts >= start && e.ts <= end).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals = new Map<string, number>();
  const stack: { e: TraceEvent; key: string }[] = [];
  for (const e of mine) {
    while (stack.length && stack.at(-1)!.e.ts + stack.at(-1)!.e.dur! <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) totals.set(parent.key, (totals.get(parent.key) ?? 0) - e.dur! / 1000);
    const key = e.args?.data?.url ? `${e.name} ${shortUrl(e.args.data.url)}` : e.name;
    totals.set(key, (totals.get(key) ?? 0) + e.dur! / 1000);
    stack.push({ e, key });
  }
  const requested = events.filter((e) => e.name === 'ResourceSendRequest' && e.ts >= start && e.ts <= end).map((e) => shortUrl(e.args?.data?.url ?? '?'));
  return { pressed: marks.pressed ?? NaN, requested, byEvent: [...totals].filter(([, v]) => v > 0.5).sort((a, b) => b[1] - a[1]) };
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') || '(native)';

const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const [first] = await collegeLogins(sql);
await sql.end();
const chosen = await chooseScreens(databaseUrl, { rollNumber: first!.rollNumber, password: COLLEGE_PASSWORD });
const server = await startServer({ DATABASE_URL: databaseUrl });
const profileDir = await mkdtemp(join(tmpdir(), 'profile-offline-'));
try {
  const res = await fetch(`${server.url}/api/users/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rollNumberOrEmail: chosen.login.rollNumber, password: COLLEGE_PASSWORD }),
  });
  const session = (await res.json()) as { token: string; user: { _id: string } };
  const launch = () => chromium.launchPersistentContext(profileDir, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  let ctx = await launch();
  const list = chosen.list.filter((s) => routes.includes(s.route));
  const prep = await openSignedIn(ctx, server.url, session);
  await prep.goto(`${server.url}/jobs`);
  await until('the first pull', async () => (await readMeta(prep, 'cursorUser').catch(() => undefined)) === session.user._id && (await readMeta(prep, 'firstPull').catch(() => 1)) === undefined, 180_000);
  await underServiceWorker(prep);
  await ctx.close();
  // As the bench: the marks are watched in a browser opened afresh on the prepared profile.
  ctx = await launch();
  await watchScreens(ctx, Object.fromEntries(list.map((s) => [s.path, {
    marks: [{ name: 'paint', selector: s.rows, frame: true }, { name: 'live', selector: `${LIVE} ${s.rows}`, frame: true }],
    press: { name: 'pressed', after: 'live', target: `${LIVE} ${s.press}`, shows: s.shows },
  }])));
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  await page.goto(`${server.url}/jobs`);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  const cdp: CDPSession = await offlineAtCpu(ctx, page, 1);
  const cpu = await measurePhoneCpu(page, cdp);
  // PROFILE_CPU=4: a fixed rate, to compare two builds on a host whose index moves between runs.
  const rate = Number(process.env.PROFILE_CPU) || cpu.multiplier;
  console.log(`benchmarkIndex ${cpu.benchmarkIndex} → CPU ${cpu.multiplier}×; profiled at ${rate}×`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  for (const s of list) {
    await page.goto(server.url + s.path, { waitUntil: 'commit' });
    const warm = await readMarks(page, ['paint', 'live', 'pressed']);
    await page.goto('about:blank');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(server.url + s.path, { waitUntil: 'commit' });
    const marks = await readMarks(page, ['paint', 'live', 'pressed']);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const file = join(tmpdir(), `offline${s.route.replaceAll(/[/:]/g, '-')}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    const dom = await page.evaluate((rows) => ({ elements: document.querySelectorAll('*').length, rows: document.querySelectorAll(rows).length, styleRules: [...document.styleSheets].reduce((n, sheet) => n + sheet.cssRules.length, 0) }), s.rows);
    console.log(`  once pressed: ${dom.elements} elements, ${dom.rows} rows (${s.rows}), ${dom.styleRules} top-level style rules`);
    const round = (m: Record<string, number>) => Object.entries(m).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ');
    console.log(`\n## ${s.route}: ${round(warm)} (profiled run: ${round(marks)}); profile ${file}`);
    const pressedAt = marks.pressed ?? Infinity;
    const total = selfTime(profile, () => 'all', pressedAt)[0]?.[1] ?? 0;
    console.log(`CPU sampled up to the press: ${Math.round(total)} ms`);
    for (const [k, v] of selfTime(profile, (n) => shortUrl(n.callFrame.url) || n.callFrame.functionName, pressedAt).slice(0, 12)) console.log(`  ${Math.round(v).toString().padStart(6)} ms  ${k}`);
    const trace = await traceLoad(page, cdp, server.url + s.path);
    console.log(`  the renderer's main thread, traced (another load): self time by event, up to the press at ${Math.round(trace.pressed)} ms`);
    console.log(`  ${trace.requested.length} requests before the press: ${trace.requested.join(' ')}`);
    for (const [k, v] of trace.byEvent.slice(0, 14)) console.log(`  ${Math.round(v).toString().padStart(6)} ms  ${k}`);
    console.log('  by function:');
    const fn = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
    for (const [k, v] of selfTime(profile, fn, pressedAt).slice(0, 25)) console.log(`  ${Math.round(v).toString().padStart(6)} ms  ${k}`);
  }
  await ctx.close();
} finally {
  await server.stop();
  await rm(profileDir, { recursive: true, force: true });
}

import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NAVIGATION_CACHE } from '../pwa/src/lib/member-shell.ts';
import { SNAPSHOT_PREFIX } from '../pwa/src/lib/screen-snapshot-html.ts';
import { chromiumArgs } from '../playwright.config.ts';
import { readMeta } from '../pwa/e2e/local-store.ts';
import { startServer, type RunningServer } from '../pwa/e2e/server.ts';
import { chooseScreens, screens, type Login, type Screen } from './college-screen-list.ts';
import { openSignedIn, until } from './jobs-sync.ts';
import { LIGHTHOUSE, calibratedCpu, lighthouse, lighthouseBin, lighthouseCpuText, medianRun, type Run } from './lighthouse.ts';
import { LOW_END_SLOWDOWN, measurePhoneCpu, phoneCpuText, type PhoneCpu } from './phone-cpu.ts';
import { offlineAtCpu, readMarks, underServiceWorker, watchScreens } from './screen-marks.ts';
import { budgetCell, errorRow, median, ms, type Row } from './table.ts';

// Issue 35: Lighthouse and the offline load of every signed-in screen, on a device that holds a
// seeded member's slice of the big college (ADR 0117, 0118).

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
// Issue 56, decision 5: Lighthouse a median of 3, the offline loads a median of 5.
const OFFLINE_RUNS = Math.max(1, Number(process.env.BENCH_OFFLINE_RUNS ?? 5) || 5);
const LIVE = '#root:not([data-behind-snapshot])';

const launch = (profile: string) => chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });

/** The profile Lighthouse and the offline runs open: signed in, first pull done, every screen visited once (its snapshot saved, where it keeps one). */
async function prepare(ctx: BrowserContext, url: string, session: { token: string; user: { _id: string } }, list: Screen[]) {
  const page = await openSignedIn(ctx, url, session);
  await page.goto(`${url}/jobs`);
  const pulled = async () => (await readMeta(page, 'cursorUser')) === session.user._id && (await readMeta(page, 'firstPull')) === undefined;
  await until('the first pull', () => pulled().catch(() => false), 180_000);
  await underServiceWorker(page);
  for (const s of list) {
    await page.goto(url + s.path);
    await page.locator(`${LIVE} ${s.rows}`).first().waitFor({ timeout: 60_000 });
    const saved = () => page.evaluate(async ([cache, key]) => !!(await (await caches.open(cache!)).match(key!)), [NAVIGATION_CACHE, SNAPSHOT_PREFIX + s.path]);
    if (s.snapshot) await until(`the snapshot of ${s.path}`, saved, 30_000);
  }
}

const lighthouseFigure = (s: Screen) => `College: Lighthouse \`${s.route}\``;
const offlineFigure = (s: Screen, lowEnd = false) => `College: offline \`${s.route}\` painted / interactive${lowEnd ? ', low-end phone' : ''}`;

const lighthouseRow = (s: Screen, runs: Run[], where: string, who: string, cpu: PhoneCpu): Row => {
  const { performance: perf, lcp, tbt, cls } = medianRun(runs);
  return {
    figure: lighthouseFigure(s),
    value: `perf ${perf}; LCP ${(lcp / 1000).toFixed(2)} s; TBT ${Math.round(tbt)} ms; CLS ${cls.toFixed(3)} (TBT ${runs.map((r) => Math.round(r.tbt)).join(', ')})`,
    // Both hold when neither is past its limit: perf 98 is 1, TBT 50 ms is 1.
    budget: budgetCell(Math.max((100 - perf) / 2, tbt / 50), 1, 'perf ≥ 98; TBT ≤ 50 ms'),
    method: `${where}, signed in as ${who}${s.which ? `, ${s.which}` : ''}: ${LIGHTHOUSE} CLI, mobile, simulated throttling at the calibrated phone (${lighthouseCpuText(cpu, runs)}), median of ${runs.length}, on the prepared profile (--user-data-dir, --disable-storage-reset)`,
  };
};

/** At the calibrated phone with the budget; at the fixed 4× ("low-end phone", `cpu` absent) measured beside it. */
const offlineRow = (s: Screen, runs: Record<string, number>[], where: string, who: string, cpu?: PhoneCpu): Row => {
  const [paints, lives, presses] = ['paint', 'live', 'pressed'].map((mark) => runs.map((r) => r[mark] ?? NaN)) as [number[], number[], number[]];
  const [paint, live, pressed] = [median(paints), median(lives), median(presses)];
  const list = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
  return {
    figure: offlineFigure(s, !cpu),
    value: `${ms(paint)} / ${ms(pressed)} median of ${paints.length} (painted ${list(paints)}; interactive ${list(presses)}); own rows at ${ms(live)}`,
    budget: cpu ? budgetCell(Math.max(paint / 300, pressed / 500), 1, '≤ 300 ms / ≤ 500 ms') : 'measured (kept from getting worse)',
    method:
      `${where}, signed in as ${who}${s.which ? `, ${s.which}` : ''}: ${s.what}. The prepared profile, service worker controlling, network cut, ` +
      `CDP CPU ${cpu ? `at the calibrated phone (${phoneCpuText(cpu)})` : `${LOW_END_SLOWDOWN}× (the low-end phone)`}; from navigation start: ` +
      `painted = the frame after a row is first in the DOM (${s.snapshot ? 'the last screen’s snapshot, ADR 0095' : 'the screen keeps no snapshot: the app’s own'}); ` +
      `interactive = the press, clicked in the page in the frame after the app's own rows are in #root (no snapshot in front), has its effect`,
  };
};

/** Issue 35's signed-in screens on the seeded college: Lighthouse, then painted / interactive offline, at the calibrated phone (issue 56) and at 4×. */
export async function collegeScreens(databaseUrl: string, login: Login, where: string): Promise<Row[]> {
  let list = screens(':questionId', ':conversationId');
  let server: RunningServer | undefined;
  const profile = await mkdtemp(join(tmpdir(), 'bench-college-screens-'));
  try {
    server = await startServer({ DATABASE_URL: databaseUrl });
    const chosen = await chooseScreens(databaseUrl, login);
    // COLLEGE_SCREENS=/memories,/jobs: only these routes, to try a change to one screen.
    const only = process.env.COLLEGE_SCREENS?.split(',');
    list = only ? chosen.list.filter((s) => only.includes(s.route)) : chosen.list;
    const base = server.url;
    const signIn = async () => {
      const res = await fetch(`${base}/api/users/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rollNumberOrEmail: chosen.login.rollNumber, password: login.password }) });
      if (!res.ok) throw new Error(`login answered ${res.status}`);
      return (await res.json()) as { token: string; user: { _id: string } };
    };
    const session = await signIn();
    const prep = await launch(profile);
    try {
      await prepare(prep, server.url, session, list);
    } finally {
      await prep.close();
    }
    // Offline first: its runs open the snapshots the visits above saved, not those of Lighthouse's phone-sized window.
    const offline = await offlineRows(server.url, profile, list, where, chosen.who);
    // COLLEGE_LIGHTHOUSE=off: the offline rows alone, to compare two builds in minutes.
    if (process.env.COLLEGE_LIGHTHOUSE === 'off') return offline;
    // The access token lasts 15 minutes, and a refreshed one may be lost when Lighthouse ends Chromium:
    // each screen's runs start from a new sign-in written into the profile.
    const renew = async () => {
      const ctx = await launch(profile);
      try {
        await openSignedIn(ctx, base, await signIn());
      } finally {
        await ctx.close();
      }
    };
    return [...(await lighthouseRows(server.url, profile, list, where, chosen.who, renew)), ...offline];
  } catch (err) {
    // Without a prepared profile nothing is measured: every figure says why (logged once).
    const [first, ...rest] = [...list.map(lighthouseFigure), ...list.map((s) => offlineFigure(s)), ...list.map((s) => offlineFigure(s, true))];
    const row = errorRow(first!, 'a seeded member on a prepared Chromium profile', err);
    return [row, ...rest.map((figure) => ({ ...row, figure }))];
  } finally {
    await server?.stop();
    await rm(profile, { recursive: true, force: true });
  }
}

async function lighthouseRows(url: string, profile: string, list: Screen[], where: string, who: string, renew: () => Promise<void>): Promise<Row[]> {
  const bin = await lighthouseBin(ROOT);
  const rows: Row[] = [];
  const flags = [`--user-data-dir=${profile}`];
  await renew();
  const cpu = await calibratedCpu(bin, url + list[0]!.path, flags);
  for (const s of list) {
    try {
      await renew();
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(bin, url + s.path, flags, cpu));
      rows.push(lighthouseRow(s, runs, where, who, cpu));
    } catch (err) {
      rows.push(errorRow(lighthouseFigure(s), LIGHTHOUSE, err));
    }
  }
  return rows;
}

async function offlineRows(url: string, profile: string, list: Screen[], where: string, who: string): Promise<Row[]> {
  const ctx = await launch(profile);
  try {
    await watchScreens(ctx, Object.fromEntries(list.map((s) => [s.path, {
      marks: [{ name: 'paint', selector: s.rows, frame: true }, { name: 'live', selector: `${LIVE} ${s.rows}`, frame: true }],
      // `shows` is not looked for in the root alone: a dialog or a menu is put at the end of <body>.
      press: { name: 'pressed', after: 'live', target: `${LIVE} ${s.press}`, shows: s.shows },
    }])));
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(`${url}/jobs`);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    const cdp = await offlineAtCpu(ctx, page, 1);
    const cpu = await measurePhoneCpu(page, cdp);
    const rows: Row[] = [];
    // The calibrated phone's rows, then the low-end phone's (fixed 4×), each screen loaded OFFLINE_RUNS times.
    for (const [pass, rate] of [cpu.multiplier, LOW_END_SLOWDOWN].entries()) {
      const lowEnd = pass === 1;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      for (const s of list) {
        try {
          const runs: Record<string, number>[] = [];
          for (let i = 0; i < OFFLINE_RUNS; i++) {
            await page.goto(url + s.path, { waitUntil: 'commit' });
            runs.push(await readMarks(page, ['paint', 'live', 'pressed']));
          }
          rows.push(offlineRow(s, runs, where, who, lowEnd ? undefined : cpu));
        } catch (err) {
          rows.push(errorRow(offlineFigure(s, lowEnd), `Chromium offline, CPU ${rate}×`, err));
        }
      }
    }
    return rows;
  } finally {
    await ctx.close();
  }
}

import { chromium } from '@playwright/test';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs } from '../playwright.config.ts';
import type { RunningServer } from '../pwa/e2e/server.ts';
import { benchMember, openSignedIn } from './jobs-sync.ts';
import { errorRow, type Row } from './table.ts';
import { slowdownFor, type PhoneCpu } from './phone-cpu.ts';

const run = promisify(execFile);
// Pinned, and installed on the first bench run into a cache folder: `npm install` stays small.
export const LIGHTHOUSE = 'lighthouse@12.8.2';
const VISITOR_ROUTES = ['/', '/about', '/login', '/jobs', '/contact'];
const BUDGET = { performance: 98, lcp: 1200, tbt: 50, cls: 0 };

type Report = {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number }>;
  environment?: { benchmarkIndex?: number };
  finalDisplayedUrl?: string;
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
};
/** One run's figures, with the host's benchmarkIndex Lighthouse measured and the CPU multiplier it simulated. */
export type Run = { performance: number; fcp: number; lcp: number; tbt: number; cls: number; others: number; benchmarkIndex: number; multiplier: number };

export async function lighthouseBin(root: string): Promise<string> {
  const dir = join(root, 'node_modules/.cache/bench-lighthouse');
  const bin = join(dir, 'node_modules/.bin/lighthouse');
  if (!existsSync(bin)) await run('npm', ['install', '--no-audit', '--no-fund', '--prefix', dir, LIGHTHOUSE], { maxBuffer: 16 << 20 });
  return bin;
}

/**
 * One Lighthouse run. A run Lighthouse itself aborts ('Runtime error encountered … Please run
 * Lighthouse again', e.g. NO_NAVSTART: its trace missed the navigation) is run again, up to twice.
 */
export async function lighthouse(bin: string, url: string, flags: string[] = [], cpu?: PhoneCpu): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(bin, url, flags, cpu);
    } catch (err) {
      const aborted = /Runtime error encountered/.test(String((err as { stderr?: unknown }).stderr ?? ''));
      if (!aborted || attempt === 3) throw err;
    }
  }
}

async function lighthouseOnce(bin: string, url: string, flags: string[], cpu: PhoneCpu | undefined): Promise<Run> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-lh-'));
  try {
    const out = join(dir, 'report.json');
    const chrome = ['--headless=new', ...chromiumArgs, ...flags].join(' ');
    await run(bin, [url, '--quiet', '--form-factor=mobile', '--output=json', `--output-path=${out}`, `--chrome-flags=${chrome}`,
      '--only-categories=performance,accessibility,best-practices,seo', ...(flags.length ? ['--disable-storage-reset'] : []),
      ...(cpu ? [`--throttling.cpuSlowdownMultiplier=${cpu.multiplier}`] : [])],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 << 20 });
    const report = JSON.parse(await readFile(out, 'utf8')) as Report;
    // LIGHTHOUSE_REPORTS=<folder>: each run's whole report kept there, to read what a figure hides (which element shifted).
    const keep = process.env.LIGHTHOUSE_REPORTS;
    if (keep) {
      await mkdir(keep, { recursive: true });
      await copyFile(out, join(keep, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`));
    }
    // A run that ended elsewhere (a member's page sent to /login when its session did not last) measured another page.
    const ended = report.finalDisplayedUrl ? new URL(report.finalDisplayedUrl).pathname : undefined;
    if (ended && ended !== new URL(url).pathname) throw new Error(`the run ended on ${ended}, not ${new URL(url).pathname}`);
    const score = (c: string) => Math.round((report.categories[c]?.score ?? 0) * 100);
    const value = (a: string) => report.audits[a]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      others: Math.min(score('accessibility'), score('best-practices'), score('seo')),
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
      multiplier: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Issue 56, decision 1: the phone Lighthouse simulates is calibrated to the host. A first run (not
 * counted) reports the host's benchmarkIndex; the runs measured after it use index / 400 as their
 * CPU multiplier.
 */
export async function calibratedCpu(bin: string, url: string, flags: string[] = []): Promise<PhoneCpu> {
  const { benchmarkIndex } = await lighthouse(bin, url, flags);
  return { benchmarkIndex, multiplier: slowdownFor(benchmarkIndex) };
}

/** What a Lighthouse row prints of its CPU: "benchmarkIndex 2,310 → CPU 5.8× (the runs measured 2,290, 2,350, 2,301)". */
export const lighthouseCpuText = (cpu: PhoneCpu, runs: Run[]) =>
  `benchmarkIndex ${cpu.benchmarkIndex} → CPU ${cpu.multiplier}× (the runs measured ${runs.map((r) => r.benchmarkIndex).join(', ')})`;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Each figure's median over the runs (each on its own: they may come from different runs). */
export const medianRun = (runs: Run[]): Run =>
  Object.fromEntries((Object.keys(runs[0] ?? {}) as (keyof Run)[]).map((k) => [k, median(runs.map((r) => r[k]))])) as Run;

function row(route: string, runs: Run[], who: string, cpu: PhoneCpu): Row {
  const { performance: perf, lcp, tbt, cls } = medianRun(runs);
  const others = Math.min(...runs.map((r) => r.others));
  const ok = perf >= BUDGET.performance && lcp <= BUDGET.lcp && tbt <= BUDGET.tbt && cls <= BUDGET.cls && others === 100;
  return {
    figure: `Lighthouse \`${route}\`${who ? ` (${who})` : ''}`,
    value: `perf ${perf}; LCP ${(lcp / 1000).toFixed(2)} s; TBT ${Math.round(tbt)} ms; CLS ${cls.toFixed(3)}; a11y/BP/SEO ≥ ${others}`,
    budget: `≥ 98; ≤ 1.2 s; ≤ 50 ms; 0; 100 ${ok ? '✓' : '✗ over'}`,
    method: `${LIGHTHOUSE} CLI, mobile, simulated throttling at the calibrated phone (${lighthouseCpuText(cpu, runs)}), median of ${runs.length} (lowest a11y/BP/SEO); a run Lighthouse aborts is run again`,
  };
}

/** Issue 15's Lighthouse rows: the visitor's public pages, and /query signed in (a prepared profile). */
export async function lighthouseRows(root: string, server: RunningServer, runs: number): Promise<Row[]> {
  const bin = await lighthouseBin(root);
  const rows: Row[] = [];
  const cpu = await calibratedCpu(bin, server.url + VISITOR_ROUTES[0]);
  for (const route of VISITOR_ROUTES) {
    try {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) results.push(await lighthouse(bin, server.url + route, [], cpu));
      rows.push(row(route, results, '', cpu));
    } catch (err) {
      rows.push(errorRow(`Lighthouse \`${route}\``, LIGHTHOUSE, err));
    }
  }
  // A member's /query: a Chromium profile signed in and synced once, which Lighthouse then opens
  // without clearing its storage.
  const profile = await mkdtemp(join(tmpdir(), 'bench-lh-profile-'));
  try {
    const session = await benchMember(server);
    const ctx = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    const page = await openSignedIn(ctx, server.url, session);
    await page.goto(`${server.url}/query`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await ctx.close();
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(await lighthouse(bin, `${server.url}/query`, [`--user-data-dir=${profile}`], cpu));
    rows.push(row('/query', results, 'signed in', cpu));
  } catch (err) {
    rows.push(errorRow('Lighthouse `/query` (signed in)', LIGHTHOUSE, err));
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
  return rows;
}

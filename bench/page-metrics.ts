import { chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { coldLoad, type LoadResult } from './cold-load.ts';
import { budgetCell, errorRow, kb, ms, type Row } from './table.ts';
import { measurePhoneCpu, phoneCpuText, type PhoneCpu } from './phone-cpu.ts';

const ROUTES = ['/', '/about', '/contact'];
const TRANSFER_BUDGET = 200 * 1024;
/** Printed once under the table; rows point at it with †. */
export const PAGE_CONDITIONS =
  '† Chromium over CDP, fresh context per load (cold cache, service workers blocked), 412x823 mobile, ' +
  'CPU slowed to the calibrated phone (benchmarkIndex / 400, printed in each row), 150 ms latency, 1.6 Mbps down / 750 Kbps up; settle = load + network idle + 1 s.';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** Figures 2 and 3: cold-load transfer for `/` and LCP/CLS/TBT per route, median of `runs` cold loads. */
export async function pageMetrics(baseUrl: string, runs: number): Promise<Row[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    // bench/run.ts owns Ctrl-C: it stops the server first; Playwright still kills Chromium on exit.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const rows: Row[] = [];
  try {
    const cpu = await measurePhoneCpu(await browser.newPage());
    for (const route of ROUTES) {
      const results: LoadResult[] = [];
      try {
        // Sequential on purpose: parallel loads would share the 2 cores and skew each other.
        for (let i = 0; i < runs; i++) results.push(await coldLoad(browser, baseUrl + route, cpu.multiplier));
      } catch (err) {
        rows.push(errorRow(`\`${route}\` cold load`, 'Chromium cold load †', err));
        continue;
      }
      if (route === '/') rows.push(transferRow(results));
      rows.push(...vitalRows(route, results, runs, cpu));
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function transferRow(results: LoadResult[]): Row {
  // Every cold load of `/` fetches the same files; the largest is the honest one if they ever differ.
  const worst = results.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const byType = Object.entries(worst.bytesByType)
    .sort(([, a], [, b]) => b - a)
    .map(([type, bytes]) => `${type} ${kb(bytes)}`)
    .join(', ');
  const compression = worst.encoded ? `${worst.encoded} compressed` : 'none compressed';
  return {
    figure: 'Transferred, cold `/`',
    value: `${kb(worst.bytes)} (${worst.requests} requests, ${compression}: ${byType})`,
    budget: budgetCell(worst.bytes, TRANSFER_BUDGET, '≤ 200 KB'),
    method: 'Σ CDP Network.loadingFinished encodedDataLength (headers + bodies) until network idle; SW blocked †',
  };
}

function vitalRows(route: string, results: LoadResult[], runs: number, cpu: PhoneCpu): Row[] {
  const lcp = median(results.map((r) => r.lcp));
  const cls = median(results.map((r) => r.cls));
  const tbt = median(results.map((r) => r.tbt));
  const how = `median of ${runs} cold loads, ${phoneCpuText(cpu)} †`;
  return [
    {
      figure: `LCP \`${route}\``,
      value: lcp ? ms(lcp) : 'no LCP entry',
      budget: budgetCell(lcp || Infinity, 1500, '≤ 1.5 s'),
      method: `buffered PerformanceObserver largest-contentful-paint; ${how}`,
    },
    {
      figure: `CLS \`${route}\``,
      value: cls.toFixed(3),
      budget: budgetCell(cls, 0, '0'),
      method: `buffered PerformanceObserver layout-shift, Σ value until settle; ${how}`,
    },
    {
      figure: `TBT-ish \`${route}\``,
      value: ms(tbt),
      budget: budgetCell(tbt, 50, '≤ 50 ms'),
      method: `Σ (longtask − 50 ms) from the first script until settle; ${how}`,
    },
  ];
}

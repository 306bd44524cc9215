import type { CDPSession, Page } from '@playwright/test';

// Issue 56, decision 1: the reference phone is calibrated to the host. Lighthouse's throttling
// guide maps a host of benchmarkIndex 1,600 to a mid-tier phone with 4× CPU; so every "at the
// phone's CPU" row slows Chromium by benchmarkIndex / 400 (at least 1) and prints both. The fixed
// 4× stays as an extra row, the "low-end phone".

/** A host of this index makes a mid-tier phone at 1× (Lighthouse: 1,600 at 4×). */
export const INDEX_PER_SLOWDOWN = 400;
/** The fixed multiplier of the rows named "low-end phone". */
export const LOW_END_SLOWDOWN = 4;

export type PhoneCpu = { benchmarkIndex: number; multiplier: number };

/**
 * Lighthouse's benchmarkIndex, worked out in the page as Lighthouse does before a run: the mean of
 * two half-second loops, one that makes garbage (a string of 10,000 characters built a character at
 * a time) and one that does not (an array of 100,000 numbers copied), each counted in tens of
 * iterations a second (Lighthouse's core/lib/page-functions.js, the index its reports print). Plain JavaScript in a string:
 * tsx would name a function's inner functions with a helper the page does not have.
 */
const BENCHMARK_INDEX_IN_PAGE = `(() => {
  const perSecond = (start, n) => Math.round(n / 10 / ((Date.now() - start) / 1000));
  let start = Date.now();
  let n = 0;
  while (Date.now() - start < 500) {
    let s = '';
    for (let j = 0; j < 10000; j++) s += 'a';
    if (s.length === 1) throw new Error('kept from being optimised away');
    n++;
  }
  const withGarbage = perSecond(start, n);
  const a = [];
  const b = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  start = Date.now();
  n = 0;
  while (n % 10 !== 0 || Date.now() - start < 500) {
    const from = n % 2 === 0 ? a : b;
    const to = n % 2 === 0 ? b : a;
    for (let j = 0; j < from.length; j++) to[j] = from[j];
    n++;
  }
  return (withGarbage + perSecond(start, n)) / 2;
})()`;

/** The multiplier decision 1 gives a host of this index. */
export const slowdownFor = (benchmarkIndex: number) => Math.max(1, Math.round((benchmarkIndex / INDEX_PER_SLOWDOWN) * 10) / 10);

/** This host's index, measured in `page` at 1× (CDP throttling off), and the phone's multiplier. */
export async function measurePhoneCpu(page: Page, cdp?: CDPSession): Promise<PhoneCpu> {
  await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const benchmarkIndex = Math.round((await page.evaluate(BENCHMARK_INDEX_IN_PAGE)) as number);
  return { benchmarkIndex, multiplier: slowdownFor(benchmarkIndex) };
}

/** What a row prints of its CPU setting: "benchmarkIndex 840 → CPU 2.1×". */
export const phoneCpuText = ({ benchmarkIndex, multiplier }: PhoneCpu) => `benchmarkIndex ${benchmarkIndex} → CPU ${multiplier}×`;

import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { median } from './table.ts';

// The closed-loop load both API-ratio benches share (ADR 0086): CONCURRENCY loops a side, a warm-up
// each, then PAIRS runs in alternating order so that a change in the machine's load hits both sides.

export const CONCURRENCY = 50;
const WARMUP_MS = 1000;
const RUN_MS = 2000;
const PAIRS = 5;
/** Linux's USER_HZ: the unit of utime and stime in /proc/<pid>/stat. */
const TICKS_PER_S = 100;

/** One call of loop number `loop` (0 … CONCURRENCY − 1): whether it was answered as expected. */
export type Call = (loop: number) => Promise<boolean>;
type Run = { perSecond: number; cpuPerCall: number | undefined; failed: number };
/** A side: what it calls, and the CPU milliseconds its server (or this process) has used so far. */
export type Side = { call: Call; cpuMs: () => number | undefined };

/** CPU milliseconds used so far by a process (all its threads), or undefined without /proc. */
export function processCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return undefined;
  }
}
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function loop(side: Side, ms: number): Promise<Run> {
  let ok = 0;
  let failed = 0;
  const cpuBefore = side.cpuMs();
  const start = performance.now();
  const deadline = start + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, i) => {
      while (performance.now() < deadline) {
        if (await side.call(i).catch(() => false)) ok++;
        else failed++;
      }
    }),
  );
  const elapsed = performance.now() - start;
  const cpuAfter = side.cpuMs();
  const cpuPerCall = cpuBefore === undefined || cpuAfter === undefined || !ok ? undefined : (cpuAfter - cpuBefore) / ok;
  return { perSecond: (ok / elapsed) * 1000, cpuPerCall, failed };
}

// node:http rather than fetch(): on 2 shared cores the load generator competes with the server, and
// fetch() spent twice node:http's CPU per request (about 1 ms against 0.5 ms here).
const newAgent = () => new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
let agent = newAgent();
/** Closes the kept-alive sockets (a bench's servers stop next); later calls open new ones. */
export function closeAgent() {
  agent.destroy();
  agent = newAgent();
}

/** A request whose answer is drained; true when it answered 200. */
export function httpCall(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<boolean> {
  return new Promise((resolve, reject) => {
    request(url, { agent, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      res.resume(); // drain, so the keep-alive connection is reused
      res.on('end', () => resolve(res.statusCode === 200)).on('error', reject);
    })
      .on('error', reject)
      .end(opts.body);
  });
}

export type Paired = { ratio: number; ratios: number[]; apiPerSecond: number; otherPerSecond: number; cpuRatio: number; failed: number };

/** `api` against `other` (the floor): median of PAIRS runs' req/s ratios, and per CPU second. */
export async function pairedRatio(api: Side, other: Side): Promise<Paired> {
  await loop(api, WARMUP_MS);
  await loop(other, WARMUP_MS);
  const pairs: { api: Run; other: Run }[] = [];
  for (let i = 0; i < PAIRS; i++) {
    if (i % 2) {
      const o = await loop(other, RUN_MS);
      pairs.push({ other: o, api: await loop(api, RUN_MS) });
    } else {
      const a = await loop(api, RUN_MS);
      pairs.push({ api: a, other: await loop(other, RUN_MS) });
    }
  }
  const ratios = pairs.map((p) => p.api.perSecond / p.other.perSecond);
  return {
    ratio: median(ratios),
    ratios,
    apiPerSecond: median(pairs.map((p) => p.api.perSecond)),
    otherPerSecond: median(pairs.map((p) => p.other.perSecond)),
    cpuRatio: median(pairs.map((p) => (p.api.cpuPerCall && p.other.cpuPerCall ? p.other.cpuPerCall / p.api.cpuPerCall : NaN))),
    failed: pairs.reduce((n, p) => n + p.api.failed + p.other.failed, 0),
  };
}

/** "1,234 req/s vs 1,300 … = 0.95× (pairs …); per CPU second 0.9×" */
export function pairedValue(p: Paired, otherUnit: string): string {
  const round = (n: number) => Math.round(n).toLocaleString('en-US');
  return (
    `${round(p.apiPerSecond)} req/s vs ${round(p.otherPerSecond)} ${otherUnit} = ${p.ratio.toFixed(2)}× (pairs ${p.ratios.map((r) => r.toFixed(2)).join(', ')})` +
    `${Number.isNaN(p.cpuRatio) ? '' : `; per CPU second ${p.cpuRatio.toFixed(2)}×`}${p.failed ? `; ${p.failed} failed` : ''}`
  );
}

export const LOAD_METHOD = `${CONCURRENCY} concurrent loops a side, ${WARMUP_MS / 1000} s warm-up each, then ${PAIRS} pairs of ${RUN_MS / 1000} s runs in alternating order, median ratio`;

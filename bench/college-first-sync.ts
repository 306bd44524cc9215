import { chromium } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config.ts';
import { readMeta } from '../pwa/e2e/local-store.ts';
import { startServer } from '../pwa/e2e/server.ts';
import { openSignedIn, until } from './jobs-sync.ts';
import { budgetCell, kb, median, type Row } from './table.ts';

const RUNS = 3;
const s = (n: number) => `${(n / 1000).toFixed(2)} s`;

type Login = { rollNumber: string; password: string };

/**
 * Issue 35: a seeded member's new device (an empty Chromium profile, service worker blocked so only
 * the app's own storage is counted) opens /jobs on a server over the seeded college. Usable: the
 * first pull has ended (every row of the member's slice is in IndexedDB, ADR 0118) and the board
 * shows its cards. The IndexedDB size is Chromium's own count for the origin.
 */
export async function collegeFirstSync(databaseUrl: string, login: Login, where: string): Promise<Row[]> {
  const server = await startServer({ DATABASE_URL: databaseUrl });
  try {
    const res = await fetch(`${server.url}/api/users/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rollNumberOrEmail: login.rollNumber, password: login.password }) });
    if (!res.ok) throw new Error(`login answered ${res.status}`);
    const session = (await res.json()) as { token: string; user: { _id: string } };
    const times: number[] = [];
    let bytes = NaN;
    for (let run = 0; run < RUNS; run++) {
      const dir = await mkdtemp(join(tmpdir(), 'bench-college-'));
      const ctx = await chromium.launchPersistentContext(dir, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs, serviceWorkers: 'block' });
      try {
        const page = await openSignedIn(ctx, server.url, session);
        const start = Date.now();
        await page.goto(`${server.url}/jobs`, { waitUntil: 'commit' });
        const pulled = async () => (await readMeta(page, 'cursorUser')) === session.user._id && (await readMeta(page, 'firstPull')) === undefined;
        await until('the first pull', () => pulled().catch(() => false), 120_000);
        await page.locator('[data-job-card]').first().waitFor();
        times.push(Date.now() - start);
        bytes = await page.evaluate(async () => {
          const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
          return estimate.usageDetails?.indexedDB ?? estimate.usage ?? NaN;
        });
      } finally {
        await ctx.close();
        await rm(dir, { recursive: true, force: true });
      }
    }
    const t = median(times);
    return [
      {
        figure: 'College: a new device’s first sync, to usable',
        value: `${s(t)} median of ${RUNS} (${times.map((x) => s(x)).join(', ')}); IndexedDB ${kb(bytes)}`,
        budget: budgetCell(t, 3000, '≤ 3 s'),
        method: `${where}: a seeded member signed in on an empty Chromium profile opens /jobs; until the first pull of their slice has ended and the board shows its cards; navigator.storage.estimate()`,
      },
    ];
  } finally {
    await server.stop();
  }
}

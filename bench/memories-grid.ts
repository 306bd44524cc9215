import { chromium } from '@playwright/test';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { chromiumArgs } from '../playwright.config.ts';
import type { RunningServer } from '../pwa/e2e/server.ts';
import { benchMember, openSignedIn } from './jobs-sync.ts';
import { calibratedCpu, lighthouse, lighthouseBin, lighthouseCpuText, median, type Run } from './lighthouse.ts';
import type { PhoneCpu } from './phone-cpu.ts';
import { untilReady, upload, type Api } from './memories-upload.ts';
import { budgetCell, errorRow, type Row } from './table.ts';

// Issue 34's grid budget: an album of 200 photos, its first screen painted ≤ 1 s on Lighthouse's
// mobile profile. The member has synced (the album's rows are on the device) but has never opened
// it, so every tile's picture comes over the throttled network: each run starts from a copy of
// the same prepared profile.

const PHOTOS = 200;
const AT_ONCE = 4;
const FIGURE = 'Memory Lane: 200-photo album, first screen';

/** An 800×600 JPEG of a gradient with grain, different for each `n`: it compresses as a photo does. */
async function photo(n: number) {
  const [w, h] = [800, 600];
  const pixels = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const grain = ((i * 2654435761 + n * 40503) >>> 26) - 32;
      pixels[i] = ((x * 255) / w + n * 37 + grain) & 255;
      pixels[i + 1] = ((y * 255) / h + n * 11 + grain) & 255;
      pixels[i + 2] = (n * 53 + grain + 128) & 255;
    }
  }
  return new Uint8Array(await sharp(pixels, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 80 }).toBuffer());
}

async function albumOf200(api: Api): Promise<string> {
  const made = await fetch(`${api.url}/api/memories/albums`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` }, body: JSON.stringify({ kind: 'batch', title: 'Bench grid of 200' }),
  });
  if (made.status !== 201) throw new Error(`album answered ${made.status}: ${await made.text()}`);
  const albumId = ((await made.json()) as { album: { _id: string } }).album._id;
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < PHOTOS; n = next++) await untilReady(api, await upload(api, albumId, await photo(n)));
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return albumId;
}

type Launch = Parameters<typeof chromium.launchPersistentContext>[1];
const launch: Launch = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs };

/** Lighthouse `runs` times on the album, each from a fresh copy of `profile`. */
async function runsFrom(bin: string, url: string, profile: string, runs: number, cpu: PhoneCpu): Promise<Run[]> {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const copy = `${profile}-run`;
    await cp(profile, copy, { recursive: true });
    try {
      results.push(await lighthouse(bin, url, [`--user-data-dir=${copy}`], cpu));
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }
  return results;
}

function gridRow(figure: string, results: Run[], how: string, cpu: PhoneCpu): Row {
  const m = (k: keyof Run) => median(results.map((r) => r[k]));
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return {
    figure,
    value: `LCP ${s(m('lcp'))}; FCP ${s(m('fcp'))}; perf ${m('performance')}; TBT ${Math.round(m('tbt'))} ms; CLS ${m('cls').toFixed(3)}`,
    budget: budgetCell(m('lcp'), 1000, 'LCP ≤ 1 s'),
    method: `Lighthouse mobile (simulated) at the calibrated phone (${lighthouseCpuText(cpu, results)}), median of ${results.length}, signed in and synced; ${how}`,
  };
}

export async function memoriesGrid(root: string, server: RunningServer, runs: number): Promise<Row[]> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-grid-profile-'));
  const rows: Row[] = [];
  try {
    const bin = await lighthouseBin(root);
    const cpu = await calibratedCpu(bin, `${server.url}/`);
    const session = await benchMember(server);
    const albumId = await albumOf200({ url: server.url, token: session.token });
    const url = `${server.url}/memories/${albumId}`;
    // Signed in and synced on the albums page, which shows covers only: the grid's tiles are not fetched.
    const ctx = await chromium.launchPersistentContext(profile, launch);
    try {
      const page = await openSignedIn(ctx, server.url, session);
      await page.goto(`${server.url}/memories`);
      await page.getByText(`${PHOTOS} photos`).waitFor({ timeout: 60_000 });
    } finally {
      await ctx.close();
    }
    rows.push(gridRow(FIGURE, await runsFrom(bin, url, profile, runs, cpu), 'the album never opened before, so its pictures come over the network', cpu));

    // Opened once: the first screen's pictures are in the photo cache and the screen is kept as HTML (ADR 0095).
    const again = await chromium.launchPersistentContext(profile, launch);
    try {
      const page = again.pages()[0] ?? (await again.newPage());
      await page.goto(url);
      await page.getByRole('link', { name: /^Photo 1 of 200/ }).locator('img').waitFor();
      await page.waitForFunction(
        async (path) => !!(await (await caches.open('alumni-navigation')).match(`/__screen${path}`)),
        new URL(url).pathname,
        { timeout: 30_000, polling: 200 },
      );
    } finally {
      await again.close();
    }
    rows.push(gridRow(`${FIGURE}, opened before`, await runsFrom(bin, url, profile, runs, cpu), 'the album opened once before (its screen kept as HTML, its pictures in the photo cache)', cpu));
  } catch (err) {
    rows.push(errorRow(FIGURE, 'Lighthouse CLI + Chromium profile', err));
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
  return rows;
}

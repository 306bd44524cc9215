import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('..', import.meta.url).pathname;

// The build `npm start` and `npm run build` run, into a scratch folder so dist/ stays as it is.
describe('the PWA build', () => {
  let outDir = '';
  let output = '';
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'alumni-build-'));
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    // Without vitest's NODE_ENV=test, which would bundle React's development build (twice the size).
    const { NODE_ENV: _test, ...env } = process.env;
    const { stdout, stderr } = await run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: root,
      env: { ...env, NO_COLOR: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    output = stdout + stderr;
  }, 120_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('prints no warnings (e.g. a deprecated bundler option)', () => {
    const warnings = output.split('\n').filter((line) => /\bwarn(ing)?\b|deprecated/i.test(line));
    expect(warnings).toEqual([]);
  });

  it('emits the service worker as one classic script with its precache manifest', async () => {
    const sw = await readFile(join(outDir, 'sw.js'), 'utf8');
    // Registered without { type: 'module' }: no import or export statements may be left in it.
    expect(sw).not.toMatch(/^\s*(import|export)\b|[;}]\s*(import|export)\s*[{*\w]/m);
    expect(sw).toContain('index.html');
  });

  it('writes each text file compressed beside it, out of the precache and the Workers upload (ADR 0149)', async () => {
    const sw = await readFile(join(outDir, 'sw.js'), 'utf8');
    const boot = (await readdir(join(outDir, 'assets'))).find((f) => /^boot-[\w-]+\.js$/.test(f))!;
    const raw = await readFile(join(outDir, 'assets', boot));
    expect(brotliDecompressSync(await readFile(join(outDir, 'assets', `${boot}.br`)))).toEqual(raw);
    expect(gunzipSync(await readFile(join(outDir, 'assets', `${boot}.gz`)))).toEqual(raw);
    expect(brotliDecompressSync(await readFile(join(outDir, 'sw.js.br'))).toString()).toBe(sw);
    expect(sw).not.toMatch(/\.(br|gz)["']/);
    expect(await readFile(join(outDir, '.assetsignore'), 'utf8')).toBe('*.br\n*.gz\n');
  });

  it("leaves the admin's chart library out of the precache: it loads with the dashboard only", async () => {
    const sw = await readFile(join(outDir, 'sw.js'), 'utf8');
    const assets = await readdir(join(outDir, 'assets'));
    expect(assets.some((f) => /^uplot-chart-.*\.js$/.test(f))).toBe(true);
    expect(sw).not.toContain('uplot-chart-');
    expect(sw).toMatch(/dashboard-page-[\w-]+\.js/);
  });

  it("serves every shipped package's licence as /third-party-notices.txt, Lucide's among them, outside the precache (ADR 0128)", async () => {
    const notices = await readFile(join(outDir, 'third-party-notices.txt'), 'utf8');
    const lock = JSON.parse(await readFile(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };
    const version = (name: string) => lock.packages[`node_modules/${name}`]!.version;
    // The icons drawn after Lucide: its ISC notice, with the permission text.
    expect(notices).toContain('All other copyright (c) for Lucide are held by Lucide Contributors');
    expect(notices).toContain('Permission to use, copy, modify, and/or distribute this software for any');
    // The app's bundle (React, with its own LICENSE), the service worker's (workbox, a devDependency
    // bundled into sw.js) and the server's (postgres), at the lockfile's versions.
    expect(notices).toContain(`\nreact ${version('react')}\nLicence: MIT\n\nMIT License\n\nCopyright (c) Meta Platforms, Inc. and affiliates.`);
    expect(notices).toContain(`\nworkbox-precaching ${version('workbox-precaching')}\nLicence: MIT\n`);
    expect(notices).toContain(`\npostgres ${version('postgres')}\nLicence: Unlicense\n`);
    // Not a tool that ships nowhere.
    expect(notices).not.toContain(`\neslint ${version('eslint')}\n`);
    const sw = await readFile(join(outDir, 'sw.js'), 'utf8');
    expect(sw).not.toContain('third-party-notices');
  });
});

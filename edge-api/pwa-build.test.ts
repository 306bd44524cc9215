import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
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

  it("leaves the admin's chart library out of the precache: it loads with the dashboard only", async () => {
    const sw = await readFile(join(outDir, 'sw.js'), 'utf8');
    const assets = await readdir(join(outDir, 'assets'));
    expect(assets.some((f) => /^uplot-chart-.*\.js$/.test(f))).toBe(true);
    expect(sw).not.toContain('uplot-chart-');
    expect(sw).toMatch(/dashboard-page-[\w-]+\.js/);
  });
});

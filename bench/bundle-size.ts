import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedFile } from '../domain/prerendered-pages.ts';
import { budgetCell, kb, type Row } from './table.ts';

// Issue 15 lowered DESIGN.md's 110 KB to 80 KB.
const FIRST_LOAD_BUDGET = 80 * 1024;
// What the server answers for '/': its prerendered page (ADR 0084).
const HOME_HTML = prerenderedFile('/') ?? 'index.html';

const gzipSize = async (file: string) => gzipSync(await readFile(file), { level: 9 }).length;

/**
 * Same-origin script srcs and modulepreload hrefs in a built page, and those the inline app loader
 * adds after the first paint (data-app, data-preload: ADR 0090): what `/` fetches before it can run.
 */
export function firstLoadScripts(html: string): string[] {
  const paths = new Set<string>();
  const live = html.replace(/<!--[\s\S]*?-->/g, ''); // a commented-out tag is not fetched
  for (const tag of live.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    const isLink = tag.toLowerCase().startsWith('<link');
    const preload = attr('rel')?.toLowerCase().split(/\s+/).includes('modulepreload');
    const urls = isLink ? [preload ? attr('href') : undefined] : [attr('src'), attr('data-app'), ...(attr('data-preload')?.split(/\s+/) ?? [])];
    for (const url of urls) {
      // Only our own files count; an absolute URL to another origin is not in dist/.
      if (url && !/^[a-z]+:|^\/\//i.test(url)) paths.add(url.replace(/^\//, '').split(/[?#]/)[0] ?? url);
    }
  }
  return [...paths];
}

/** dist/ may be mid-rebuild by someone else's `vite build` (emptyOutDir); give it up to 30 s to reappear. */
async function readHomeHtml(dist: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readFile(join(dist, HOME_HTML), 'utf8');
    } catch (err) {
      if (attempt >= 30) throw err;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** Figure 1: first-load JS for `/` and the largest chunk, both gzip level 9, read from dist/. */
export async function bundleSize(dist: string): Promise<Row[]> {
  const html = await readHomeHtml(dist);
  const scripts = firstLoadScripts(html);
  const sizes = await Promise.all(scripts.map((s) => gzipSize(join(dist, s))));
  const firstLoad = sizes.reduce((a, b) => a + b, 0);

  const assets = (await readdir(join(dist, 'assets'), { recursive: true })).filter((f) => f.endsWith('.js'));
  const chunks = await Promise.all(assets.map(async (f) => ({ f, size: await gzipSize(join(dist, 'assets', f)) })));
  const largest = chunks.reduce((a, b) => (b.size > a.size ? b : a), { f: '(none)', size: 0 });

  return [
    {
      figure: 'First-load JS for `/` (gzip)',
      value: `${kb(firstLoad)} (${scripts.length} files)`,
      budget: budgetCell(firstLoad, FIRST_LOAD_BUDGET, '≤ 80 KB'),
      method: `dist/${HOME_HTML} <script src>, <link rel=modulepreload>, the app loader's data-app and data-preload, each gzip -9 (node:zlib), summed`,
    },
    {
      figure: 'Largest JS chunk (gzip)',
      value: `${kb(largest.size)} (${largest.f}; ${chunks.length} chunks)`,
      budget: '—',
      method: 'every dist/assets/**/*.js, gzip -9 (node:zlib), max',
    },
  ];
}

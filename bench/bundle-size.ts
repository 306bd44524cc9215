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
 * `onIntent`: the files a loader marked `data-start="intent"` adds only when the visitor reaches
 * for a control (ADR 0097), listed apart since the page is whole without them.
 */
export function firstLoadScripts(html: string): { onLoad: string[]; onIntent: string[]; inline: string[] } {
  const onLoad = new Set<string>();
  const onIntent = new Set<string>();
  const inline: string[] = [];
  const live = html.replace(/<!--[\s\S]*?-->/g, ''); // a commented-out tag is not fetched
  for (const [, scriptTag, body, linkTag] of live.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>|(<link\b[^>]*>)/gi)) {
    const tag = scriptTag ?? linkTag ?? '';
    const attr = (name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    const isLink = !scriptTag;
    const preload = attr('rel')?.toLowerCase().split(/\s+/).includes('modulepreload');
    if (!isLink && !attr('src') && body?.trim()) inline.push(body);
    const later = !isLink && attr('data-start') === 'intent';
    const urls = isLink ? [preload ? attr('href') : undefined] : [attr('src'), attr('data-app'), ...(attr('data-preload')?.split(/\s+/) ?? [])];
    for (const url of urls) {
      // Only our own files count; an absolute URL to another origin is not in dist/.
      if (url && !/^[a-z]+:|^\/\//i.test(url)) (later ? onIntent : onLoad).add(url.replace(/^\//, '').split(/[?#]/)[0] ?? url);
    }
  }
  return { onLoad: [...onLoad], onIntent: [...onIntent].filter((url) => !onLoad.has(url)), inline };
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
  const sum = async (files: string[]) => (await Promise.all(files.map((s) => gzipSize(join(dist, s))))).reduce((a, b) => a + b, 0);
  const inline = scripts.inline.reduce((n, text) => n + gzipSync(text, { level: 9 }).length, 0);
  const firstLoad = (await sum(scripts.onLoad)) + inline;
  const onIntent = await sum(scripts.onIntent);

  const assets = (await readdir(join(dist, 'assets'), { recursive: true })).filter((f) => f.endsWith('.js'));
  const chunks = await Promise.all(assets.map(async (f) => ({ f, size: await gzipSize(join(dist, 'assets', f)) })));
  const largest = chunks.reduce((a, b) => (b.size > a.size ? b : a), { f: '(none)', size: 0 });

  return [
    {
      figure: 'First-load JS for `/` (gzip)',
      value: `${kb(firstLoad)} (${scripts.onLoad.length} files and ${scripts.inline.length} inline scripts)`,
      budget: budgetCell(firstLoad, FIRST_LOAD_BUDGET, '≤ 80 KB'),
      method:
        `dist/${HOME_HTML} <script src>, <link rel=modulepreload>, the app loader's data-app and data-preload, and the inline scripts' text, each gzip -9 (node:zlib), summed; ` +
        'a loader marked data-start="intent" adds its files only when the visitor reaches for a control (ADR 0097): counted in the next row instead',
    },
    {
      figure: 'JS a visitor\'s first press on `/` loads (gzip)',
      value: scripts.onIntent.length ? `${kb(onIntent)} (${scripts.onIntent.length} files)` : 'none: the app starts with the page',
      budget: '—',
      method: `dist/${HOME_HTML}: the data-app and data-preload of a loader marked data-start="intent", each gzip -9, summed (once the service worker has precached them, read from the device)`,
    },
    {
      figure: 'Largest JS chunk (gzip)',
      value: `${kb(largest.size)} (${largest.f}; ${chunks.length} chunks)`,
      budget: '—',
      method: 'every dist/assets/**/*.js, gzip -9 (node:zlib), max',
    },
  ];
}

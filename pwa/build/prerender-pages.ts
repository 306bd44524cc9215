import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';
import { APP_AFTER_PAINT_SCRIPT } from '#domain/app-after-paint-script.ts';
import { PRERENDERED_PAGES, SNAPSHOT_SHELL_FILE, type PrerenderedPage, type PrerenderedPath } from '#domain/prerendered-pages.ts';

// The page component of each prerendered route: its chunk is preloaded beside the main bundle, so
// hydration does not wait for a second round trip.
const PAGE_MODULES: Record<PrerenderedPath, string> = {
  '/': '/pwa/src/features/home/components/home-page.tsx',
  '/about': '/pwa/src/features/about/components/about-page.tsx',
  '/contact': '/pwa/src/features/contact/components/contact-page.tsx',
  '/login': '/pwa/src/features/auth/components/login-page.tsx',
  '/signup': '/pwa/src/features/auth/components/signup-page.tsx',
  '/jobs': '/pwa/src/features/jobs/components/jobs-page.tsx',
};

type Chunk = Rollup.OutputChunk;

/** A route chunk and the chunks it imports statically, less those the app shell already loads. */
function chunksOf(bundle: Rollup.OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter((out): out is Chunk => out.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
  const page = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(module));
  if (!page) throw new Error(`prerender: no chunk for ${module}`);
  const found = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file) || found.has(file)) return;
    found.add(file);
    chunks.find((c) => c.fileName === file)?.imports.forEach(visit);
  };
  visit(page.fileName);
  return [...found];
}

/**
 * The page in the shell: Fizz writes its <title> first, which belongs in <head>. The stylesheet is
 * inlined (the CSP allows inline styles); the app's module script and preloads move onto the inline
 * loader at the end of <body>, which adds them once the page has painted (ADR 0090) or, on a static
 * page, when the visitor reaches for it (ADR 0097): the first paint waits for the document alone.
 */
function placeInShell(shell: string, markup: string, preloads: string[], css: { href: string; text: string }, start: PrerenderedPage['start']): string {
  const title = /^<title>[^<]*<\/title>/.exec(markup)?.[0];
  const body = title ? markup.slice(title.length) : markup;
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  let html = shell.replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${body}</div>`);
  if (!html.includes('data-prerendered')) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
  const stylesheet = new RegExp(`<link rel="stylesheet"[^>]*href="${css.href}"[^>]*>`);
  if (!stylesheet.test(html)) throw new Error(`prerender: index.html does not link ${css.href}`);
  // Its link stays, disabled: never fetched nor parsed (the styles are inline), it is what Vite's chunk
  // loader looks for before adding the stylesheet a second time (ADR 0090).
  html = html.replace(stylesheet, () => `<style>${css.text}</style><link rel="stylesheet" crossorigin href="${css.href}" disabled>`);
  html = html.replace('</head>', () => `${links}</head>`);
  return startAfterPaint(html, start);
}

/** Moves the module script and the module preloads from the page's markup onto the inline loader. */
function startAfterPaint(html: string, start: PrerenderedPage['start'] = 'paint'): string {
  const hrefOf = (tag: string, attr: string) => new RegExp(`\\s${attr}="([^"]+)"`).exec(tag)?.[1];
  const preloads: string[] = [];
  let app: string | undefined;
  let page = html.replace(/<link rel="modulepreload"[^>]*>/g, (tag) => {
    preloads.push(hrefOf(tag, 'href') ?? '');
    return '';
  });
  page = page.replace(/<script type="module"[^>]*><\/script>/g, (tag) => {
    if (app) throw new Error('prerender: index.html has more than one module script');
    app = hrefOf(tag, 'src');
    return '';
  });
  if (!app || preloads.includes('')) throw new Error('prerender: no module script, or a preload without an address');
  const when = start === 'intent' ? ' data-start="intent"' : '';
  const loader = `<script data-app="${app}" data-preload="${preloads.join(' ')}"${when}>${APP_AFTER_PAINT_SCRIPT}</script>`;
  if (!page.includes('</body>')) throw new Error('prerender: index.html has no </body>');
  return page.replace('</body>', () => `${loader}</body>`);
}

/** The one stylesheet of the build (Tailwind's), by its address and text. */
function stylesheetOf(bundle: Rollup.OutputBundle): { href: string; text: string } {
  const sheets = Object.values(bundle).filter((out): out is Rollup.OutputAsset => out.type === 'asset' && out.fileName.endsWith('.css'));
  if (sheets.length !== 1) throw new Error(`prerender: expected one stylesheet, found ${sheets.length}`);
  const [sheet] = sheets as [Rollup.OutputAsset];
  return { href: `/${sheet.fileName}`, text: String(sheet.source) };
}

/**
 * Renders the public pages to HTML after the client build (issue 15, docs/decisions/0084): a second,
 * server-side build of pwa/src/prerender.tsx, run in this process, once per page. The pages are
 * written before vite-plugin-pwa's closeBundle, so the service worker precaches them.
 */
export function prerenderPages(root: string): Plugin {
  let isSsrBuild = false;
  return {
    name: 'alumni:prerender-pages',
    apply: 'build',
    configResolved(config) {
      isSsrBuild = !!config.build.ssr;
    },
    // Sequential: writeBundle hooks run in parallel by default, and the pages must exist before
    // vite-plugin-pwa's closeBundle lists what to precache.
    writeBundle: { sequential: true, order: 'pre', async handler(options, bundle) {
      if (isSsrBuild) return;
      const dist = options.dir ?? join(root, 'dist');
      // Its own folder: two builds at once (a test's and the server's) must not share one.
      await mkdir(join(root, 'node_modules/.cache'), { recursive: true });
      const outDir = await mkdtemp(join(root, 'node_modules/.cache/alumni-prerender-'));
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        build: { ssr: 'pwa/src/prerender.tsx', outDir, emptyOutDir: true, minify: false, rollupOptions: { output: { entryFileNames: 'prerender.mjs' } } },
      });
      const { renderPage } = (await import(`${pathToFileURL(join(outDir, 'prerender.mjs')).href}?t=${Date.now()}`)) as {
        renderPage: (path: PrerenderedPath) => Promise<string>;
      };
      const shell = await readFile(join(dist, 'index.html'), 'utf8');
      const css = stylesheetOf(bundle);
      for (const page of PRERENDERED_PAGES) {
        const html = placeInShell(shell, await renderPage(page.path), chunksOf(bundle, PAGE_MODULES[page.path]), css, page.start);
        await mkdir(dirname(join(dist, page.file)), { recursive: true });
        await writeFile(join(dist, page.file), html);
      }
      await writeFile(join(dist, SNAPSHOT_SHELL_FILE), startAfterPaint(shell));
      await rm(outDir, { recursive: true, force: true });
    } },
  };
}

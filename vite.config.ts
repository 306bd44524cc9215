import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootChunk } from './pwa/build/boot-chunk.ts';
import { precompress } from './pwa/build/precompress.ts';
import { prerenderPages } from './pwa/build/prerender-pages.ts';
import { thirdPartyNotices } from './pwa/build/third-party-notices.ts';
import { THEME_INIT_SCRIPT } from './domain/theme-init-script.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const manifestPath = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url));

// The manifest is a hand-written top-level file (vite-plugin-pwa runs with manifest: false):
// serve it in dev and emit it into dist/ so the service worker's precache glob picks it up.
function webManifest(): Plugin {
  const read = () => readFileSync(manifestPath, 'utf8');
  return {
    name: 'alumni:web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(read());
      });
    },
    buildStart() {
      this.addWatchFile(manifestPath);
      JSON.parse(read()); // fail the build on a broken manifest
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: read() });
    },
  };
}

// The theme script runs inline, before the first paint, allowed by its hash in the CSP (ADR 0084).
// 'pre': put in before Vite reads the page, which leaves an inline classic script alone (a
// `<script src>` without type=module it warns about on every build, ADR 0129).
function inlineThemeScript(): Plugin {
  const placeholder = '<script data-theme-init></script>';
  return {
    name: 'alumni:inline-theme-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(placeholder)) throw new Error(`index.html has no ${placeholder}`);
        return html.replace(placeholder, () => `<script>${THEME_INIT_SCRIPT}</script>`);
      },
    },
  };
}

const boot = bootChunk('pwa/src/main.tsx');
// dist/third-party-notices.txt, made by every build from package-lock.json (ADR 0128).
const notices = thirdPartyNotices(root);

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    boot.plugin,
    webManifest(),
    inlineThemeScript(),
    notices.app,
    // Before VitePWA: its closeBundle precaches the pages written here.
    prerenderPages(root),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'pwa/src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The admin's chart library is fetched by the dashboard when it opens, not installed on
        // every member's phone (ADR 0111).
        globIgnores: ['**/uplot-chart-*.js'],
        // The worker is registered as a classic script: build it as one IIFE. The default 'es'
        // format makes the plugin pass rolldown the deprecated `inlineDynamicImports`.
        rollupFormat: 'iife',
        buildPlugins: { vite: [notices.serviceWorker] },
      },
      devOptions: { enabled: false },
    }),
    // Last: every file of dist/ is written.
    precompress(),
  ],
  server: {
    // The API runs separately in development (`npm start`); the PWA calls it same-origin.
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // A page's own chunks are preloaded by its HTML; a dynamic import (a route, a nav icon, the
    // sync engine) preloads nothing and lets the browser follow its imports. Vite's helper appended
    // a <link rel=modulepreload> per dependency for each import(), 20–40 ms of a slow phone's start
    // on every signed-in screen, to save a few cache reads (the service worker holds every chunk).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // Rolldown's "plugins took significant time" hint depends on how busy the machine is (the
    // prerender step runs a whole second build); the build's output must not change with load.
    rollupOptions: {
      checks: { bundlerTimings: false },
      // One chunk for what every first load runs (pwa/build/boot-chunk.ts, ADR 0096).
      output: { codeSplitting: { groups: [{ name: 'boot', test: boot.test }] } },
    },
  },
});

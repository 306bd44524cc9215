import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { PrerenderedPath } from '#domain/prerendered-pages.ts';
import { App } from './app/app.tsx';
import { prerenderedPagePreloads } from './app/router.tsx';

/**
 * Build-time entry (pwa/build/prerender-pages.ts): one public page as a visitor sees it before any
 * JavaScript runs, waiting for its lazy route chunk. main.tsx hydrates this markup.
 */
export async function renderPage(path: PrerenderedPath): Promise<string> {
  // Loaded first: a route that suspends would be written as its spinner plus an inline script.
  await prerenderedPagePreloads[path]();
  const { prelude } = await prerender(
    <Router ssrPath={path} ssrSearch="">
      <App />
    </Router>,
    // One document, no streaming: a large boundary would otherwise be outlined behind an inline
    // script, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

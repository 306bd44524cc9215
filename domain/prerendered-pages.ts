/**
 * The public pages rendered to HTML at build time (issue 15, docs/decisions/0084): a visitor's
 * first paint needs no JavaScript. The server and the service worker answer a request for exactly
 * one of these paths with its file in dist/; every other route gets the empty app shell
 * (index.html). None of these pages reads the query string, so '/?utm_source=…' gets the page too.
 *
 * `start` says when a visitor's page starts the app (app-after-paint-script.ts): after its first
 * paint, or, for a page that is whole without it (text, pictures and links), only when the visitor
 * reaches for a control (ADR 0097).
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'pages/home.html', start: 'intent' },
  { path: '/about', file: 'pages/about.html', start: 'intent' },
  { path: '/contact', file: 'pages/contact.html', start: 'paint' },
  { path: '/login', file: 'pages/login.html', start: 'paint' },
  { path: '/signup', file: 'pages/signup.html', start: 'paint' },
  { path: '/jobs', file: 'pages/jobs.html', start: 'paint' },
] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];
export type PrerenderedPath = PrerenderedPage['path'];

/**
 * The app shell a signed-in member's service worker answers with when it has their last screen at
 * the address (ADR 0095): index.html with the app started after the first paint, as on the pages
 * above (ADR 0090), so the browser paints that screen before it runs the app.
 */
export const SNAPSHOT_SHELL_FILE = 'pages/snapshot-shell.html';

/** The dist/ file prerendered for a request path, or undefined when the app shell answers. */
export function prerenderedFile(pathname: string | undefined): string | undefined {
  return PRERENDERED_PAGES.find((page) => page.path === pathname)?.file;
}

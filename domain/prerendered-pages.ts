/**
 * The public pages rendered to HTML at build time (issue 15, docs/decisions/0084): a visitor's
 * first paint needs no JavaScript. The server and the service worker answer a request for exactly
 * one of these paths with its file in dist/; every other route gets the empty app shell
 * (index.html). None of these pages reads the query string, so '/?utm_source=…' gets the page too.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'pages/home.html' },
  { path: '/about', file: 'pages/about.html' },
  { path: '/contact', file: 'pages/contact.html' },
  { path: '/login', file: 'pages/login.html' },
  { path: '/signup', file: 'pages/signup.html' },
  { path: '/jobs', file: 'pages/jobs.html' },
] as const;

export type PrerenderedPath = (typeof PRERENDERED_PAGES)[number]['path'];

/** The dist/ file prerendered for a request path, or undefined when the app shell answers. */
export function prerenderedFile(pathname: string | undefined): string | undefined {
  return PRERENDERED_PAGES.find((page) => page.path === pathname)?.file;
}

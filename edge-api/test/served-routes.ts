import type { App } from '../app.ts';

/** 'METHOD /path' of every API route the app serves, read from the app itself. */
export const servedApiRoutes = (app: App): string[] => [
  ...new Set(
    app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`),
  ),
];

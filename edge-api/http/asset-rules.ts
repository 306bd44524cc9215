// What a request for a static file gets, decided once for both entries: Node reads dist/ itself
// (static-assets.ts), Workers ask the ASSETS binding (worker.ts). Same statuses, same caching.

/** Hashed build output: the name changes with the content, so a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Cache-Control of a file served for `path` (index.html for an app route gets no-cache). */
export const cacheControlFor = (path: string | undefined) => (path?.startsWith('/assets/') ? IMMUTABLE : 'no-cache');

/** The request path decoded, or undefined when it holds a malformed escape such as '%zz'. */
export function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

const hasExtension = (path: string) => /\.[^/.]+$/.test(path.slice(path.lastIndexOf('/') + 1).replace(/^\./, ''));

/**
 * For a path that names no file: true when the app (index.html) should answer, false for a 404. A
 * page navigation is always an app route, even /verify/a@b.com or /%zz (the app shows its 404 page);
 * otherwise a path with an extension is a missing file, never the app.
 */
export function servesAppShell(headers: { get(name: string): string | null | undefined }, path: string | undefined) {
  const navigation = headers.get('sec-fetch-mode') === 'navigate' || (headers.get('accept') ?? '').includes('text/html');
  return navigation || (path !== undefined && !hasExtension(path));
}

/** Static files answer GET and HEAD only. */
export const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';

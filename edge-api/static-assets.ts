import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { prerenderedFile } from '#domain/prerendered-pages.ts';
import { cacheControlFor, decodedPath, isReadMethod, servesAppShell } from './http/asset-rules.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

type Encoded = { raw: Uint8Array; br?: Uint8Array; gzip?: Uint8Array; mtimeMs: number };

/**
 * Serves the built PWA from `root`: hashed files under /assets/ are cached for a year, everything
 * else is revalidated; a prerendered public page answers for its path, and any other path without
 * a file falls back to index.html (client-side routes). Text
 * files are compressed once (brotli or gzip, as the browser accepts) and kept in memory.
 */
export function staticAssets(root: string) {
  const cache = new Map<string, Encoded>();

  async function load(file: string): Promise<Encoded | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const raw = new Uint8Array(await readFile(file));
    const entry: Encoded = { raw, mtimeMs: info.mtimeMs };
    if (COMPRESSIBLE.has(extname(file)) && raw.byteLength > 1024) {
      entry.br = new Uint8Array(brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      entry.gzip = new Uint8Array(gzipSync(raw, { level: 9 }));
    }
    cache.set(file, entry);
    return entry;
  }

  return async (c: Context): Promise<Response> => {
    if (!isReadMethod(c.req.method)) return c.json({ message: 'Not found' }, 404);
    const decoded = decodedPath(c.req.path);
    const path = decoded === undefined ? undefined : normalize(decoded);
    // A public page prerendered at build time answers for its path (ADR 0084), '/' included.
    const page = prerenderedFile(path);
    let file = path === undefined ? root : join(root, page ?? path);
    if (!file.startsWith(root + sep) && file !== root) return c.json({ message: 'Not found' }, 404);
    // A path with a malformed escape ('/%zz') names no file: a page navigation gets the app's 404 page.
    let entry = path === undefined ? undefined : await load(file);
    if (!entry) {
      if (!servesAppShell(c.req.raw.headers, path)) return c.text('Not found', 404);
      file = join(root, 'index.html');
      entry = await load(file);
      if (!entry) return c.text('The app has not been built: run npm run build', 503);
    }
    const accepts = c.req.header('accept-encoding') ?? '';
    const [encoding, body] =
      entry.br && /\bbr\b/.test(accepts) ? ['br', entry.br]
      : entry.gzip && /\bgzip\b/.test(accepts) ? ['gzip', entry.gzip]
      : [undefined, entry.raw];
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(file === join(root, 'index.html') ? '/index.html' : path),
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  };
}

import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

type Encoded = { raw: Uint8Array; br?: Uint8Array; gzip?: Uint8Array };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A file's bytes and, for text, its brotli and gzip forms. Compressed on libuv's threads, not the
 * event loop: a fresh server's first visitors (a service worker precaching every chunk) would
 * otherwise hold every API request behind seconds of brotli at quality 11.
 */
async function encode(file: string): Promise<Encoded> {
  const raw = new Uint8Array(await readFile(file));
  if (!COMPRESSIBLE.has(extname(file)) || raw.byteLength <= 1024) return { raw };
  const [br, gz] = await Promise.all([brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(raw, { level: 9 })]);
  return { raw, br: new Uint8Array(br), gzip: new Uint8Array(gz) };
}

/**
 * Serves the built PWA from `root`: hashed files under /assets/ are cached for a year, everything
 * else is revalidated; a prerendered public page answers for its path, and any other path without
 * a file falls back to index.html (client-side routes). Text
 * files are compressed once (brotli or gzip, as the browser accepts) and kept in memory.
 */
export function staticAssets(root: string, opts: { warm?: boolean } = {}) {
  // The promise is kept, so requests for a file being compressed wait for that one compression.
  const cache = new Map<string, { mtimeMs: number; encoded: Promise<Encoded> }>();

  async function load(file: string): Promise<Encoded | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    let hit = cache.get(file);
    if (!hit || hit.mtimeMs !== info.mtimeMs) {
      const encoded = encode(file);
      hit = { mtimeMs: info.mtimeMs, encoded };
      cache.set(file, hit);
      encoded.catch(() => cache.get(file)?.encoded === encoded && cache.delete(file));
    }
    return hit.encoded;
  }

  // `npm start` compresses every file once in the background, one at a time, so that a fresh
  // server's first visitor (a service worker precaching every chunk) is answered from memory.
  if (opts.warm) {
    void (async () => {
      const files = await readdir(root, { recursive: true }).catch(() => [] as string[]);
      for (const name of files) await load(join(root, name)).catch(() => undefined);
    })();
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

import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { prerenderedFile } from '#domain/prerendered-pages.ts';
import { cacheControlFor, decodedPath, isReadMethod, servesAppShell } from './http/asset-rules.ts';
import { compressedForms, compressible, FORMS } from './http/compressed-forms.ts';

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
type Encoded = { raw: Uint8Array; br?: Uint8Array; gzip?: Uint8Array };

/** The forms the build wrote beside `file` (pwa/build/precompress.ts), if both are there and not older. */
async function builtForms(file: string, mtimeMs: number) {
  const forms = [file + FORMS.br, file + FORMS.gzip];
  const infos = await Promise.all(forms.map((f) => stat(f).catch(() => undefined)));
  if (infos.some((i) => !i || i.mtimeMs < mtimeMs)) return undefined;
  const [br, gzip] = await Promise.all(forms.map(async (f) => new Uint8Array(await readFile(f))));
  return { br: br!, gzip: gzip! };
}

/**
 * A file's bytes and, for text, its brotli and gzip forms: those the build wrote, or compressed now
 * on libuv's threads, not the event loop: a fresh server's first visitors (a service worker
 * precaching every chunk) would otherwise hold every API request behind seconds of brotli.
 */
async function encode(file: string, mtimeMs: number): Promise<Encoded> {
  const raw = new Uint8Array(await readFile(file));
  if (!compressible(file, raw.byteLength)) return { raw };
  return { raw, ...((await builtForms(file, mtimeMs)) ?? (await compressedForms(raw))) };
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
      const encoded = encode(file, info.mtimeMs);
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
      const forms = Object.values(FORMS);
      for (const name of files) if (!forms.some((suffix) => name.endsWith(suffix))) await load(join(root, name)).catch(() => undefined);
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

import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

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

/**
 * Serves the built PWA from `root`: hashed files under /assets/ are cached for a year, everything
 * else is revalidated; a path without a file falls back to index.html (client-side routes).
 */
export function staticAssets(root: string) {
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.json({ message: 'Not found' }, 404);
    const path = normalize(decodeURIComponent(c.req.path)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!file.startsWith(root + sep) && file !== root) return c.json({ message: 'Not found' }, 404);
    let isFile = await stat(file).then((s) => s.isFile(), () => false);
    if (!isFile) {
      // A missing file with an extension is a real 404; anything else is an app route.
      if (extname(path)) return c.text('Not found', 404);
      file = join(root, 'index.html');
      isFile = true;
    }
    const body = await readFile(file);
    const immutable = path.startsWith('/assets/');
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  };
}

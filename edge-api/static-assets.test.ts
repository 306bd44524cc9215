import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { staticAssets } from './static-assets.ts';

// The forms the build writes beside a file (pwa/build/precompress.ts, ADR 0149) are served as they
// are; a file without them, or with forms older than itself, is compressed by the server.

let dir: string;
const script = (text: string) => `${text}\n${'console.log("padding past the 1 KB below which nothing is compressed");\n'.repeat(30)}`;
const get = async (path: string, encoding: string) => {
  const app = new Hono().get('*', staticAssets(dir));
  const res = await app.request(path, { headers: { 'accept-encoding': encoding } });
  return { encoding: res.headers.get('content-encoding'), body: Buffer.from(await res.arrayBuffer()) };
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'assets-'));
  await mkdir(join(dir, 'assets'));
  // The built forms say something the file does not: only read from disk could they be served.
  await writeFile(join(dir, 'assets/built-1a2b.js'), script('// the file'));
  await writeFile(join(dir, 'assets/built-1a2b.js.br'), brotliCompressSync(script('// the build')));
  await writeFile(join(dir, 'assets/built-1a2b.js.gz'), gzipSync(script('// the build')));
  await writeFile(join(dir, 'assets/stale-3c4d.js'), script('// newer than its forms'));
  await writeFile(join(dir, 'assets/stale-3c4d.js.br'), brotliCompressSync(script('// an older build')));
  await writeFile(join(dir, 'assets/stale-3c4d.js.gz'), gzipSync(script('// an older build')));
  const past = new Date(Date.now() - 60_000);
  for (const form of ['.br', '.gz']) await utimes(join(dir, `assets/stale-3c4d.js${form}`), past, past);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it("serves the build's brotli and gzip forms as they are", async () => {
  const br = await get('/assets/built-1a2b.js', 'gzip, deflate, br');
  expect(br.encoding).toBe('br');
  expect(brotliDecompressSync(br.body).toString()).toBe(script('// the build'));
  const gz = await get('/assets/built-1a2b.js', 'gzip');
  expect(gz.encoding).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toBe(script('// the build'));
  expect((await get('/assets/built-1a2b.js', 'identity')).body.toString()).toBe(script('// the file'));
});

it('compresses a file itself when its forms are older than it', async () => {
  const br = await get('/assets/stale-3c4d.js', 'br');
  expect(br.encoding).toBe('br');
  expect(brotliDecompressSync(br.body).toString()).toBe(script('// newer than its forms'));
});

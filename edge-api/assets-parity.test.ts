// Static files in both shapes: `npm start` (staticAssets over dist/) and Workers (the ASSETS binding
// in workerd) answer every request with the same status, Cache-Control and body.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMMUTABLE } from './http/asset-rules.ts';
import { staticAssets } from './static-assets.ts';
import { startWorker } from './test/start-worker.ts';
import { createTestApp } from './test/test-app.ts';
import { createTestDatabase, type TestDatabase } from './test/test-db.ts';

const INDEX_HTML = '<!doctype html><title>Alumni portal</title><div id="root"></div>';
const ABOUT_HTML = '<!doctype html><title>About Us</title><div id="root" data-prerendered><h1>About</h1></div>';
const HOME_HTML = '<!doctype html><title>Alumni Portal</title><div id="root" data-prerendered><h1>Home</h1></div>';
const FILES = {
  'index.html': INDEX_HTML,
  'pages/about.html': ABOUT_HTML,
  'pages/home.html': HOME_HTML,
  'assets/app-3f9a1c.js': 'console.log("app");\n',
  'manifest.webmanifest': '{"name":"Alumni Portal"}',
};
const NAVIGATE = { accept: 'text/html', 'sec-fetch-mode': 'navigate' };

type Answer = { status: number; cacheControl: string | null; body: string };
let db: TestDatabase;
let dir: string;
let node: (method: string, path: string, headers?: Record<string, string>) => Promise<Answer>;
let worker: (method: string, path: string, headers?: Record<string, string>) => Promise<Answer>;
let stopWorker: (() => Promise<void>) | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'parity-dist-'));
  for (const [name, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  const { app } = createTestApp(db.sql, { serveAssets: staticAssets(dir) });
  node = async (method, path, headers = {}) => {
    const res = await app.request(path, { method, headers });
    return { status: res.status, cacheControl: res.headers.get('cache-control'), body: await res.text() };
  };
  const started = await startWorker({ databaseUrl: db.url, files: FILES });
  stopWorker = started.stop;
  worker = async (method, path, headers = {}) => {
    const res = await started.worker.fetch(`http://localhost${path}`, { method, headers, redirect: 'manual' });
    return { status: res.status, cacheControl: res.headers.get('cache-control'), body: await res.text() };
  };
}, 60_000);

afterAll(async () => {
  await stopWorker?.();
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it.each([
  ['a hashed asset: immutable for a year', 'GET', '/assets/app-3f9a1c.js', {}, { status: 200, cacheControl: IMMUTABLE }],
  ['a missing hashed asset: 404, never the app', 'GET', '/assets/app-0000.js', {}, { status: 404 }],
  ['a missing image: 404', 'GET', '/icons/missing.png', {}, { status: 404 }],
  ['an app route opened in the browser: the app, revalidated', 'GET', '/jobs', NAVIGATE, { status: 200, cacheControl: 'no-cache', body: INDEX_HTML }],
  ['an app route fetched without Accept: the app', 'GET', '/admin/student', {}, { status: 200, body: INDEX_HTML }],
  ['an app route with a dot, opened in the browser: the app', 'GET', '/verify/asha@example.com', NAVIGATE, { status: 200, body: INDEX_HTML }],
  ['a navigation to a missing asset: the app, not cached for a year', 'GET', '/assets/gone.js', NAVIGATE, { status: 200, cacheControl: 'no-cache', body: INDEX_HTML }],
  ['the start page: its prerendered page, revalidated', 'GET', '/', NAVIGATE, { status: 200, cacheControl: 'no-cache', body: HOME_HTML }],
  ['a prerendered page opened in the browser: that page', 'GET', '/about', NAVIGATE, { status: 200, cacheControl: 'no-cache', body: ABOUT_HTML }],
  ['a prerendered page with a query: that page', 'GET', '/about?utm_source=mail', NAVIGATE, { status: 200, body: ABOUT_HTML }],
  ['a prerendered page fetched without Accept: that page', 'GET', '/about', {}, { status: 200, body: ABOUT_HTML }],
  ['a path under a prerendered one: the app', 'GET', '/about/team', NAVIGATE, { status: 200, body: INDEX_HTML }],
  ['a HEAD of a prerendered page', 'HEAD', '/about', NAVIGATE, { status: 200, cacheControl: 'no-cache' }],
  ['an unhashed file: revalidated', 'GET', '/manifest.webmanifest', {}, { status: 200, cacheControl: 'no-cache' }],
  ['a malformed escape opened in the browser: the app (its 404 page)', 'GET', '/%zz', NAVIGATE, { status: 200, body: INDEX_HTML }],
  ['a malformed escape fetched: 404', 'GET', '/x%zz.js', {}, { status: 404 }],
  ['a POST to a page: 404', 'POST', '/jobs', {}, { status: 404 }],
] as const)('%s: the same on Node and on Workers', async (_what, method, path, headers, expected) => {
  const onNode = await node(method, path, { ...headers });
  const onWorkers = await worker(method, path, { ...headers });
  expect(onNode).toMatchObject(expected);
  expect(onWorkers).toMatchObject(expected);
  expect({ ...onWorkers, body: onWorkers.status === 200 ? onWorkers.body : '' }).toEqual({ ...onNode, body: onNode.status === 200 ? onNode.body : '' });
});

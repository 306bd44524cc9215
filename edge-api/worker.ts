// Cloudflare Workers entry (wrangler.toml; docs/decisions/0005-workers-runtime.md).
import postgres from 'postgres';
import type { ExecutionContext } from 'hono';
import pkg from '../package.json' with { type: 'json' };
import { createApp, type App } from './app.ts';
import { systemClock, type AppDeps, type Sql } from './deps.ts';
import { cacheControlFor, decodedPath, isReadMethod, servesAppShell } from './http/asset-rules.ts';
import { prerenderedFile } from '#domain/prerendered-pages.ts';
import { POSTGRES_SESSION } from './db/postgres-session.ts';
import { WORKER_APPLICATION_NAME } from './db/worker-application-name.ts';
import { workerSocketOption } from './db/worker-socket.ts';
import { ApiError } from './http/api-error.ts';
import { LIVE_MEMBER_HEADER } from './live/live-hub-object.ts';
import { createR2ObjectStore, type R2BucketLike } from './storage/r2-object-store.ts';
import { createS3ObjectStore, s3ConfigFromEnv } from './storage/s3-object-store.ts';

// The Durable Object class wrangler.toml binds as LIVE_HUB: workerd finds it among this module's exports.
export { LiveHub } from './live/live-hub-object.ts';

/** The bindings wrangler.toml declares; local types so the DOM-typed tsconfig needs no workers-types. */
export type WorkerEnv = {
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** Set when the [[hyperdrive]] binding is configured; wins over DATABASE_URL. */
  HYPERDRIVE?: { connectionString: string };
  DATABASE_URL?: string;
  APP_URL: string;
  SUPPORT_EMAIL: string;
  /** A secret (`wrangler secret put JWT_SECRET`; .dev.vars locally). */
  JWT_SECRET?: string;
  /** The Web Push public key; the dispatcher, on Node, holds the private one (ADR 0079). */
  VAPID_PUBLIC_KEY?: string;
  /** The live hub (wrangler.toml [[durable_objects.bindings]]); without it apps keep to their poll. */
  LIVE_HUB?: { idFromName(name: string): unknown; get(id: unknown): { fetch(request: Request): Promise<Response> } };
  /** A direct Postgres URL for the hub's LISTEN, when DATABASE_URL is not one (Hyperdrive). */
  LIVE_DATABASE_URL?: string;
  /** Memory Lane's R2 bucket (wrangler.toml [[r2_buckets]]); without it, an S3 bucket from S3_*, else 503. */
  MEMORIES?: R2BucketLike;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
};

/** Memory Lane's store: the R2 binding, or an S3-compatible bucket (R2's S3 API included). */
function workerObjectStore(env: WorkerEnv) {
  if (env.MEMORIES) return createR2ObjectStore(env.MEMORIES);
  const s3 = s3ConfigFromEnv({ S3_ENDPOINT: env.S3_ENDPOINT, S3_BUCKET: env.S3_BUCKET, S3_REGION: env.S3_REGION, S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY });
  return s3 ? createS3ObjectStore(s3) : undefined;
}

// A socket opened in one request cannot be used by another, so each request gets its own client.
// `fetch` hands the app a fresh env object per request, which keys the cache. The client is ended
// after the response, never before (docs/decisions/0060-ending-the-per-request-client.md).
const clients = new WeakMap<object, Sql>();

const sqlFor: AppDeps['sqlFor'] = (env) => {
  const e = env as WorkerEnv;
  let sql = clients.get(e);
  if (!sql) {
    const url = e.HYPERDRIVE?.connectionString ?? e.DATABASE_URL;
    if (!url) throw new Error('No database: configure the HYPERDRIVE binding or DATABASE_URL');
    const socket = workerSocketOption(url);
    // Named, so that an operator (and worker-terminate.test.ts) tells the worker's sessions apart.
    const connection = { application_name: WORKER_APPLICATION_NAME, ...POSTGRES_SESSION };
    sql = postgres(url, { max: 5, fetch_types: false, prepare: true, connection, ...socket });
    clients.set(e, sql);
  }
  return sql;
};

let app: App | undefined;

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext) {
    if (!env.JWT_SECRET) throw new Error('JWT_SECRET is not set: npx wrangler secret put JWT_SECRET');
    app ??= createApp({
      sqlFor,
      clock: systemClock,
      // Cloudflare sets this header itself and overwrites whatever the client sent.
      clientAddress: (c) => c.req.header('cf-connecting-ip') ?? 'unknown',
      config: {
        version: pkg.version,
        appUrl: env.APP_URL,
        supportEmail: env.SUPPORT_EMAIL,
        bodyLimitBytes: 64 * 1024,
        jwtSecret: env.JWT_SECRET,
        vapidPublicKey: env.VAPID_PUBLIC_KEY,
      },
      serveAssets: (c) => serveAssets((c.env as WorkerEnv).ASSETS, c.req.raw),
      // Bindings are the same for every request an isolate serves.
      objects: workerObjectStore(env),
      live: {
        async open(c, member) {
          const hubs = (c.env as WorkerEnv).LIVE_HUB;
          if (!hubs) throw new ApiError(503, 'Live updates are not available on this server', 'live_unavailable');
          // One hub for every member (ADR 0105 says how it would be split at a larger size).
          const hub = hubs.get(hubs.idFromName('hub'));
          const res = await hub.fetch(new Request('https://live-hub/', { headers: { [LIVE_MEMBER_HEADER]: JSON.stringify(member) }, signal: c.req.raw.signal }));
          // Copied: the security headers go on it, and a fetched response's headers are immutable.
          return new Response(res.body, res);
        },
      },
    });
    const requestEnv = { ...env };
    try {
      return await app.fetch(request, requestEnv, ctx);
    } finally {
      // A client left open keeps its socket, streams and buffers in the isolate for good (~45 KB a
      // request). Ended gracefully (Terminate, then close) once the response is out; 5 s at most.
      const sql = clients.get(requestEnv);
      if (sql) ctx.waitUntil(sql.end({ timeout: 5 }));
    }
  },
};

/**
 * dist/ through the ASSETS binding, answered as static-assets.ts answers on Node (asset-rules.ts):
 * a missing file is a 404 unless the app should answer (wrangler.toml has no SPA fallback, so that
 * a missing /assets/x.js is not index.html), and hashed /assets/* are immutable for a year.
 */
async function serveAssets(assets: WorkerEnv['ASSETS'], request: Request): Promise<Response> {
  const notFound = (body: string, type: string) => new Response(body, { status: 404, headers: { 'Content-Type': type } });
  if (!isReadMethod(request.method)) return notFound(JSON.stringify({ message: 'Not found' }), 'application/json');
  const path = decodedPath(new URL(request.url).pathname);
  // A prerendered public page answers for its path (ADR 0084). Asked for without '.html': the
  // binding's default html_handling redirects '/pages/about.html' to '/pages/about'.
  const page = prerenderedFile(path);
  const asked = page ? new Request(new URL(`/${page.replace(/\.html$/, '')}`, request.url), { method: request.method, headers: request.headers }) : request;
  let res = path === undefined ? undefined : await assets.fetch(asked);
  let served = page ? `/${page}` : path;
  if (!res || res.status === 404) {
    if (!servesAppShell(request.headers, path)) return notFound('Not found', 'text/plain; charset=UTF-8');
    res = await assets.fetch(new Request(new URL('/', request.url), { method: request.method, headers: request.headers }));
    served = '/index.html';
  }
  // Copied because the ASSETS response's headers are immutable and the security headers go on it.
  const out = new Response(res.body, res);
  if (res.status === 200 || res.status === 304) out.headers.set('Cache-Control', cacheControlFor(served));
  return out;
}

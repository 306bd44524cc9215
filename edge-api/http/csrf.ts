import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error.ts';
import type { AppEnv } from '../deps.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages: the Origin (or, without one,
 * Sec-Fetch-Site) has to say same-origin. Requests with a Bearer token carry no ambient credential.
 */
export const csrfGuard =
  (allowedOrigins: string[], exemptPaths: string[] = []): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (SAFE.has(c.req.method) || c.req.header('authorization')) return next();
    if (exemptPaths.includes(c.req.path.replace(/\/$/, ''))) return next();
    if (!c.req.header('cookie')) return next();
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    const ok = origin ? origin === own || allowedOrigins.includes(origin) : c.req.header('sec-fetch-site') !== 'cross-site';
    if (!ok) throw new ApiError(403, 'Cross-site request refused', 'csrf');
    await next();
  };

import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Logger } from '../deps.ts';

/** One structured line per request, tagged with the request id. */
export const requestLog =
  (log: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    await next();
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };

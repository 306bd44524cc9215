import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    await c.var.sql`select 1`;
    return c.json({ ok: true, db: 'ok', version: deps.config.version });
  });
}

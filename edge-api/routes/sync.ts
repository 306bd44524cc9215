import { Hono } from 'hono';
import * as v from 'valibot';
import { PULL_PAGE_SIZE, PushRequestSchema } from '#domain/sync/protocol.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { check, readJson } from '../http/read-body.ts';
import { applyPush } from '../sync/push.ts';
import { pullChanges } from '../sync/pull.ts';
import { serverMutators, syncedTables } from '../sync/registry.ts';

const PullQuery = v.object({
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'cursor must be a number'), v.transform(Number)), '0'),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'limit must be a number'), v.transform(Number), v.minValue(1), v.maxValue(PULL_PAGE_SIZE)),
    String(PULL_PAGE_SIZE),
  ),
});

export function syncRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/push', async (c) => {
      const push = await readJson(c, PushRequestSchema);
      const result = await applyPush(c.var.sql, serverMutators, push, { user: c.var.user!, now: deps.clock.now() });
      return c.json(result);
    })
    .get('/pull', async (c) => {
      const { cursor, limit } = check(PullQuery, c.req.query());
      return c.json(await pullChanges(c.var.sql, syncedTables, c.var.user!, cursor, limit));
    });
}

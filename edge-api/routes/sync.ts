import { Hono } from 'hono';
import * as v from 'valibot';
import { queryInt } from '#domain/query-params.ts';
import { PULL_PAGE_SIZE, PushRequestSchema } from '#domain/sync/protocol.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { check, readJson } from '../http/read-body.ts';
import { callerContext } from '../sync/mutator.ts';
import { applyPush } from '../sync/push.ts';
import { pullChanges } from '../sync/pull.ts';
import { serverMutatorFor, syncedTables } from '../sync/registry.ts';

const PullQuery = v.object({
  cursor: queryInt('cursor', 0, Number.MAX_SAFE_INTEGER, 0),
  limit: queryInt('limit', 1, PULL_PAGE_SIZE, PULL_PAGE_SIZE),
});

export function syncRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/push', async (c) => {
      const push = await readJson(c, PushRequestSchema);
      const result = await applyPush(c.var.sql, serverMutatorFor, push, callerContext(c, deps));
      return c.json(result);
    })
    .get('/pull', async (c) => {
      const { cursor, limit } = check(PullQuery, c.req.query());
      return c.json(await pullChanges(c.var.sql, syncedTables, c.var.user!, cursor, limit));
    });
}

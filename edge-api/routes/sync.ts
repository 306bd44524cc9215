import { Hono, type Context } from 'hono';
import { getRuntimeKey } from 'hono/adapter';
import { parseAccept } from 'hono/utils/accept';
import * as v from 'valibot';
import { queryInt } from '#domain/query-params.ts';
import { FIRST_PULL_PARAM } from '#domain/sync/first-pull.ts';
import { PULL_MAX_ROWS, PULL_PAGE_SIZE, PushRequestSchema } from '#domain/sync/protocol.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { check, readJson } from '../http/read-body.ts';
import { callerContext } from '../sync/mutator.ts';
import { applyPush } from '../sync/push.ts';
import { pullPage } from '../sync/pull.ts';
import { serverMutatorFor, syncedTables } from '../sync/registry.ts';
import { recordActivity } from '../dashboard/record-activity.ts';

const PullQuery = v.object({
  cursor: queryInt('cursor', 0, Number.MAX_SAFE_INTEGER, 0),
  limit: queryInt('limit', 1, PULL_MAX_ROWS, PULL_PAGE_SIZE),
  [FIRST_PULL_PARAM]: queryInt(FIRST_PULL_PARAM, 0, 1, 0),
});

/** Smaller bodies go as they are: gzip would save next to nothing. */
const GZIP_FROM_BYTES = 1024;

const takesGzip = (header: string | undefined) =>
  !!header && parseAccept(header).some((a) => (a.type.toLowerCase() === 'gzip' || a.type === '*') && a.q > 0);

/**
 * A pull page as JSON, gzipped when the client takes it. A page is rows much alike (a first pull of
 * 5,000 jobs is 3 MB of JSON, 0.16 MB gzipped). Node sends what the app gives it, so the app
 * compresses, the whole page at once (it is in memory already); on Workers, Cloudflare compresses
 * responses at its edge, so the page goes as it is.
 */
async function pageResponse(c: Context<AppEnv>, json: string): Promise<Response> {
  const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  if (json.length < GZIP_FROM_BYTES || getRuntimeKey() === 'workerd' || !takesGzip(c.req.header('Accept-Encoding'))) {
    return c.body(json, 200, headers);
  }
  const gzipped = await new Response(new Blob([json]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
  return c.body(new Uint8Array(gzipped), 200, { ...headers, 'Content-Encoding': 'gzip' });
}

export function syncRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/push', async (c) => {
      const push = await readJson(c, PushRequestSchema);
      const result = await applyPush(c.var.sql, serverMutatorFor, push, callerContext(c, deps));
      return c.json(result);
    })
    .get('/pull', async (c) => {
      const { cursor, limit, [FIRST_PULL_PARAM]: first } = check(PullQuery, c.req.query());
      // A member's pull is their use of the app that day (weekly active members on the dashboard).
      if (c.var.user!.role === 'member') await recordActivity(c.var.sql, c.var.user!.id, deps.clock.now());
      // The page comes serialized: each row was turned into JSON once, to size the page by bytes.
      const { json } = await pullPage(c.var.sql, syncedTables, c.var.user!, cursor, limit, { first: first === 1 });
      return pageResponse(c, json);
    });
}

import { Hono } from 'hono';
import { topics } from '#domain/sync/live.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { newestSyncVersion } from '../live/relay-pokes.ts';

/**
 * `GET /api/sync/live`: the member's live stream (domain/sync/live.ts), signed in by the Bearer
 * header or the session cookie like every route. It hears everyone's topic, the member's own and
 * their batch's, never another member's. `Last-Event-ID` (sent by EventSource on a reconnect) is
 * the last poke heard: behind the newest version, the stream opens with a poke to catch up. The
 * stream ends when its session is revoked (ADR 0132).
 */
export function liveRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireUser).get('/', async (c) => {
    if (!deps.live) throw new ApiError(503, 'Live updates are not available on this server', 'live_unavailable');
    const user = c.var.user!;
    const sql = c.var.sql;
    const [me] = await sql<{ batch: string | null }[]>`
      select cd.batch from users u left join college_data cd on cd.id = u.roster_id where u.id = ${user.id}`;
    const lastEventId = c.req.header('last-event-id') ?? '';
    const lastHeard = /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : undefined;
    const newest = lastHeard === undefined ? undefined : await newestSyncVersion(sql);
    return deps.live.open(c, {
      userId: user.id,
      sessionId: user.sessionId,
      topics: [topics.everyone, topics.member(user.id), ...(me?.batch ? [topics.batch(me.batch)] : [])],
      catchUpTo: newest !== undefined && lastHeard !== undefined && newest > lastHeard ? newest : undefined,
    });
  });
}

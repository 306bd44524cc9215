import { Hono, type Context } from 'hono';
import { connectionIdOf } from '#domain/connections/connection-id.ts';
import { CONNECTION_MESSAGES as M, profileStatus, type ConnectionStatusReply } from '#domain/connections/connection.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import * as mutators from '#api/connections/connection-mutators.ts';
import { connectedPeople, connectionsCount, connectionWith, pendingRequests } from '#api/connections/connection-view.ts';
import { callerContext, runMutator } from '#api/sync/mutator.ts';

/**
 * The spec's Connections calls (section 7) under /api/connectUser, for members. Each write runs the
 * server mutator of the same name that a sync push runs (docs/decisions/0078-connections.md).
 */
export function connectionRoutes(deps: AppDeps) {
  const member = requireRole('member');

  /** The pair's status as the profile's button reads it, for the answer of a write too. */
  const statusWith = async (c: Context<AppEnv>, userId: string): Promise<ConnectionStatusReply> => {
    const viewer = c.var.user!;
    if (userId === viewer.id) throw new ApiError(400, M.self, 'connect_self');
    const [other] = await c.var.sql`select 1 from users where id = ${userId} and role = 'member' and deactivated_at is null`;
    if (!other) throw new ApiError(404, M.memberNotFound, 'not_found');
    const connection = await connectionWith(c.var.sql, viewer, userId, deps.clock.now());
    return {
      status: profileStatus(connection),
      connectionId: await connectionIdOf(viewer.id, userId),
      connectionsCount: await connectionsCount(c.var.sql, userId),
    };
  };

  return new Hono<AppEnv>()
    .get('/', member, async (c) => c.json(await connectedPeople(c.var.sql, c.var.user!, deps.clock.now())))
    .get('/requests', member, async (c) => c.json(await pendingRequests(c.var.sql, c.var.user!, deps.clock.now())))
    .get('/getStatus/:userId', member, async (c) => c.json(await statusWith(c, pathId(c.req.param('userId'), M.memberNotFound))))
    .post('/connect/:userId', member, async (c) => {
      const userId = pathId(c.req.param('userId'), M.memberNotFound);
      await runMutator(c.var.sql, mutators.connectUser, { userId }, callerContext(c, deps));
      const status = await statusWith(c, userId);
      return c.json({ message: status.status === 'connected' ? M.accepted : M.sent, ...status }, 201);
    })
    .put('/accept/:connectionId', member, async (c) => {
      const connectionId = pathId(c.req.param('connectionId'), M.requestGone);
      await runMutator(c.var.sql, mutators.acceptConnection, { connectionId }, callerContext(c, deps));
      return c.json({ message: M.accepted });
    })
    .put('/reject/:connectionId', member, async (c) => {
      const connectionId = pathId(c.req.param('connectionId'), M.requestGone);
      await runMutator(c.var.sql, mutators.rejectConnection, { connectionId }, callerContext(c, deps));
      return c.json({ message: M.rejected });
    })
    .delete('/remove/:userId', member, async (c) => {
      const userId = pathId(c.req.param('userId'), M.notConnected);
      await runMutator(c.var.sql, mutators.removeConnection, { userId }, callerContext(c, deps));
      return c.json({ message: M.removed });
    });
}

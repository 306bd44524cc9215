import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, Role } from '../deps.ts';
import { ApiError } from '../http/api-error.ts';
import { readAccessCookie } from './cookies.ts';
import { verifyAccessToken } from './tokens.ts';

/** Whether the token's session is live ($1 the session, $2 its user); bench/api-ratio.ts runs it bare. */
export const SESSION_LIVE_SQL = 'select 1 from sessions where id = $1 and user_id = $2 and revoked_at is null';

/**
 * Reads the access token from the Bearer header or the cookie and checks that its session is still
 * live (logout revokes it at once). Sets `user`, or leaves it undefined for a visitor.
 */
export const authenticate =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const header = c.req.header('authorization');
    const bearer = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
    const token = bearer || readAccessCookie(c);
    c.set('user', undefined);
    if (token) {
      const claims = await verifyAccessToken(deps.config.jwtSecret, token, deps.clock.now());
      if (claims) {
        const [live] = await c.var.sql.unsafe(SESSION_LIVE_SQL, [claims.sid, claims.sub]);
        if (live) c.set('user', { id: claims.sub, role: claims.role, sessionId: claims.sid });
      }
    }
    await next();
  };

export const UNAUTHENTICATED = 'Please log in to continue';

/** Lets the request through only for a signed-in user with one of the roles. */
export const requireRole =
  (...roles: Role[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.var.user;
    if (!user) throw new ApiError(401, UNAUTHENTICATED, 'unauthenticated');
    if (!roles.includes(user.role)) throw new ApiError(403, 'You do not have access to this', 'forbidden');
    await next();
  };

export const requireUser = requireRole('admin', 'member');

import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { ApiError } from '../../http/api-error.ts';
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from '../../auth/cookies.ts';
import { revokeByRefreshToken, revokeSession, rotateRefreshToken } from '../../auth/sessions.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { findUserBy, toSessionUser } from '../../users/user-view.ts';

/** Revokes the session on the server and clears the cookies; harmless when already signed out. */
export const logout = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const now = deps.clock.now();
  const user = c.var.user;
  if (user) await revokeSession(c.var.sql, user.sessionId, now);
  const refresh = readRefreshCookie(c);
  if (refresh) await revokeByRefreshToken(c.var.sql, deps.config.jwtSecret, refresh, now);
  clearSessionCookies(c);
  return c.json({ message: 'Logout Successfully ...' });
};

/** Exchanges the refresh cookie for a new access token and a rotated refresh token. */
export const refresh = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const now = deps.clock.now();
  const token = readRefreshCookie(c);
  if (!token) throw new ApiError(401, 'Your session has ended. Please log in again.', 'no_session');
  const rotation = await rotateRefreshToken(c.var.sql, deps.config.jwtSecret, token, now);
  if (!rotation.ok) {
    clearSessionCookies(c);
    throw new ApiError(401, 'Your session has ended. Please log in again.', `session_${rotation.reason}`);
  }
  const access = await signAccessToken(
    deps.config.jwtSecret,
    { sub: rotation.userId, role: rotation.role, sid: rotation.sessionId },
    now,
  );
  setSessionCookies(c, access, rotation.refreshToken);
  const row = await findUserBy(c.var.sql, { id: rotation.userId });
  return c.json({ token: access, user: row ? toSessionUser(row, now) : null });
};

/** GET /api/users/profile: the signed-in user's own record. */
export const ownProfile = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const row = await findUserBy(c.var.sql, { id: c.var.user!.id });
  if (!row) throw new ApiError(404, 'Profile not found', 'not_found');
  return c.json({ user: toSessionUser(row, deps.clock.now()) });
};

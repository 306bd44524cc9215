import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { ApiError } from '#api/http/api-error.ts';
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from '#api/auth/cookies.ts';
import { revokeByRefreshToken, revokeSession, rotateRefreshToken } from '#api/auth/sessions.ts';
import { signAccessToken } from '#api/auth/tokens.ts';
import { findUserBy, toSessionUser } from '#api/users/user-view.ts';

/** Revokes the session on the server and clears the cookies; harmless when already signed out. */
export const logout = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const now = deps.clock.now();
  const user = c.var.user;
  if (user) await revokeSession(c.var.sql, user.sessionId, now);
  const refresh = readRefreshCookie(c);
  if (refresh) await revokeByRefreshToken(c.var.sql, deps.config.jwtSecret, refresh, now);
  clearSessionCookies(c, deps.config);
  return c.json({ message: 'Logout Successfully ...' });
};

/** Exchanges the refresh cookie for a new access token and a rotated refresh token. */
export const refresh = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const now = deps.clock.now();
  const token = readRefreshCookie(c);
  if (!token) throw new ApiError(401, 'Your session has ended. Please log in again.', 'no_session');
  const rotation = await rotateRefreshToken(c.var.sql, deps.config.jwtSecret, token, now, c.req.header('user-agent'));
  if (!rotation.ok) {
    clearSessionCookies(c, deps.config);
    throw new ApiError(401, 'Your session has ended. Please log in again.', `session_${rotation.reason}`);
  }
  const access = await signAccessToken(
    deps.config.jwtSecret,
    { sub: rotation.userId, role: rotation.role, sid: rotation.sessionId },
    now,
  );
  setSessionCookies(c, deps.config, access, rotation.refreshToken);
  const row = await findUserBy(c.var.sql, { id: rotation.userId });
  return c.json({ token: access, user: row ? toSessionUser(row, now) : null });
};

import type { Context } from 'hono';
import { ChangePasswordSchema, CURRENT_PASSWORD_WRONG, PASSWORD_CHANGE_TOO_MANY, PASSWORD_CHANGED } from '#domain/accounts/password-change.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';
import { hashPassword, verifyPassword } from '#api/auth/password.ts';
import { claimAttempt, releaseAttempt } from '#api/auth/rate-limit.ts';
import { setPassword } from '#api/auth/set-password.ts';
import { findUserBy } from '#api/users/user-view.ts';

// Wrong current passwords, per account: a stolen session cannot guess its way to the password.
const WRONG_TRIES = { max: 5, windowMs: 15 * 60_000 };

/**
 * PUT /api/users/password (settings): the current password, then the new one. Other devices stay
 * signed in unless `signOutOtherDevices`; this one always does. The member is mailed either way.
 */
export const changePassword = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const input = await readJson(c, ChangePasswordSchema);
  const me = c.var.user!;
  const sql = c.var.sql;
  const now = deps.clock.now();
  const bucket = [{ bucket: `password-change:${me.id}`, ...WRONG_TRIES }];
  // Claimed before the slow check, so parallel guesses cannot all pass the count.
  const claim = await sql.begin((tx) => claimAttempt(tx, bucket, now));
  if (!claim.ok) throw new ApiError(429, PASSWORD_CHANGE_TOO_MANY, 'rate_limited');
  const user = await findUserBy(sql, { id: me.id });
  if (!user || !(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw new ApiError(400, CURRENT_PASSWORD_WRONG, 'wrong_password', [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG }]);
  }
  const passwordHash = await hashPassword(input.password);
  const signedOut = await sql.begin(async (tx) => {
    await releaseAttempt(tx, bucket, now);
    return setPassword(tx, {
      user,
      passwordHash,
      signOut: input.signOutOtherDevices ? { allBut: me.sessionId } : null,
      action: 'account.password-change',
      userAgent: c.req.header('user-agent'),
      now,
      secret: deps.config.jwtSecret,
      appUrl: deps.config.appUrl,
    });
  });
  return c.json({ message: PASSWORD_CHANGED, devicesSignedOut: signedOut });
};

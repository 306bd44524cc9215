import type { Context } from 'hono';
import { ChangePasswordSchema, CURRENT_PASSWORD_WRONG, PASSWORD_CHANGE_TOO_MANY, PASSWORD_CHANGED } from '#domain/accounts/password-change.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { readJson } from '#api/http/read-body.ts';
import { hashPassword } from '#api/auth/password.ts';
import { releaseAttempt } from '#api/auth/rate-limit.ts';
import { recheckPassword } from '#api/auth/recheck-password.ts';
import { setPassword } from '#api/auth/set-password.ts';


/**
 * PUT /api/users/password (settings): the current password, then the new one. Other devices stay
 * signed in unless `signOutOtherDevices`; this one always does. The member is mailed either way.
 */
export const changePassword = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const input = await readJson(c, ChangePasswordSchema);
  const me = c.var.user!;
  const sql = c.var.sql;
  const now = deps.clock.now();
  const { user, buckets: bucket } = await recheckPassword(sql, {
    userId: me.id,
    password: input.currentPassword,
    purpose: 'password-change',
    now,
    field: 'currentPassword',
    wrong: CURRENT_PASSWORD_WRONG,
    tooMany: PASSWORD_CHANGE_TOO_MANY,
  });
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

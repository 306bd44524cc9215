import type { Context } from 'hono';
import { ACCOUNT_KEPT, ADMIN_CANNOT_DELETE, DELETE_PASSWORD_WRONG, DELETE_TOO_MANY, DeleteAccountSchema, deletionScheduled, NOTHING_TO_KEEP } from '#domain/accounts/account-deletion.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { clearSessionCookies } from '#api/auth/cookies.ts';
import { releaseAttempt } from '#api/auth/rate-limit.ts';
import { recheckPassword } from '#api/auth/recheck-password.ts';
import { ApiError } from '#api/http/api-error.ts';
import { check, readJsonObject } from '#api/http/read-body.ts';
import { PASSKEY_NOT_CONFIRMED, PasskeySignInSchema } from '#domain/accounts/passkeys.ts';
import { verifyPasskeyAssertion } from './passkey-sign-in.ts';
import { deactivateAccount, keepAccount } from '#api/users/account-deletion.ts';
import { findUserBy, toSessionUser, type UserRow } from '#api/users/user-view.ts';

/**
 * DELETE /api/users/me { password } or { challengeId, credential } (a passkey; issue 53): the account is deactivated at once, every device
 * signed out, and erased in 14 days unless its member signs in and keeps it. Members only: an admin
 * account is closed by another admin, so that the office is never left without one.
 */
export const deleteOwnAccount = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const me = c.var.user!;
  if (me.role === 'admin') throw new ApiError(403, ADMIN_CANNOT_DELETE, 'forbidden');
  const body = await readJsonObject(c);
  const sql = c.var.sql;
  const now = deps.clock.now();
  let confirmed: { user: UserRow; buckets: { bucket: string }[] };
  if ('credential' in body) {
    // One of the account's own passkeys, in place of the password (POST /api/users/passkeys/confirm-options).
    const ok = (await verifyPasskeyAssertion(c, deps, check(PasskeySignInSchema, body), me.id, now)) === me.id;
    const user = ok ? await findUserBy(sql, { id: me.id }) : undefined;
    if (!user) throw new ApiError(400, PASSKEY_NOT_CONFIRMED, 'passkey_not_confirmed');
    confirmed = { user, buckets: [] };
  } else {
    const { password } = check(DeleteAccountSchema, body);
    confirmed = await recheckPassword(sql, { userId: me.id, password, purpose: 'account-delete', now, field: 'password', wrong: DELETE_PASSWORD_WRONG, tooMany: DELETE_TOO_MANY });
  }
  const eraseAfter = await sql.begin(async (tx) => {
    if (confirmed.buckets.length > 0) await releaseAttempt(tx, confirmed.buckets, now);
    return deactivateAccount(tx, confirmed.user, { by: 'member' }, { now, secret: deps.config.jwtSecret, appUrl: deps.config.appUrl });
  });
  clearSessionCookies(c, deps.config);
  return c.json({ message: deletionScheduled(eraseAfter), eraseAfter: eraseAfter.toISOString() });
};

/** POST /api/users/me/keep: a deactivated account's member, signed in again, stops its erasure. */
export const keepOwnAccount = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const me = c.var.user!;
  const now = deps.clock.now();
  const kept = await c.var.sql.begin(async (tx) => {
    const [user] = await tx<{ id: string; email: string; full_name: string }[]>`
      select id, email, full_name from users where id = ${me.id} and deactivated_at is not null and erased_at is null for update`;
    if (!user) return false;
    await keepAccount(tx, user, { now, secret: deps.config.jwtSecret, appUrl: deps.config.appUrl });
    return true;
  });
  if (!kept) throw new ApiError(409, NOTHING_TO_KEEP, 'not_deactivated');
  const row = await findUserBy(c.var.sql, { id: me.id });
  return c.json({ message: ACCOUNT_KEPT, user: row ? toSessionUser(row, now) : null });
};

import type { Context } from 'hono';
import { EMAIL_TAKEN, emailRestored, UNDO_INVALID, UndoEmailSchema } from '#domain/accounts/email-change.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { claimAttempt } from '#api/auth/rate-limit.ts';
import { secretHash } from '#api/auth/secret-hash.ts';
import { revokeUserSessions } from '#api/auth/sessions.ts';
import { isUniqueViolation } from '#api/db/unique-violation.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';
import { effectQueue } from '#api/outbox/effects.ts';
import { maskEmail } from '#api/users/user-view.ts';

const WINDOW_MS = 15 * 60_000;
const TRIES_PER_ADDRESS = 30;

type UndoRow = { id: string; user_id: string; old_email: string; new_email: string; expires_at: Date; used_at: Date | null; created_at: Date; full_name: string };

/**
 * POST /api/users/email/undo { token } (the link mailed to the old address; no session needed, as
 * whoever changed the address may hold it): the old address comes back, every session ends, and a
 * later change's link can no longer take it away again. Each link works once, for 7 days.
 */
export const undoEmailChange = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { token } = await readJson(c, UndoEmailSchema);
  const now = deps.clock.now();
  const sql = c.var.sql;
  const claim = await sql.begin((tx) => claimAttempt(tx, [{ bucket: `email-undo-from:${deps.clientAddress(c)}`, max: TRIES_PER_ADDRESS, windowMs: WINDOW_MS }], now));
  if (!claim.ok) throw new ApiError(429, 'Too many tries. Please wait 15 minutes and try again.', 'rate_limited');
  let restored;
  try {
    restored = await sql.begin(async (tx) => {
      const [row] = await tx<UndoRow[]>`
        select x.id, x.user_id, x.old_email, x.new_email, x.expires_at, x.used_at, x.created_at, u.full_name
        from email_change_undos x join users u on u.id = x.user_id
        where x.token_hash = ${secretHash(deps.config.jwtSecret, token)} for update of x`;
      if (!row || row.used_at || row.expires_at <= now) return null;
      // This link and every later change's: the member's restoration is the last word.
      await tx`update email_change_undos set used_at = ${now} where user_id = ${row.user_id} and used_at is null and created_at >= ${row.created_at}`;
      await tx`update account_codes set expires_at = ${now} where user_id = ${row.user_id} and purpose = 'email_change' and used_at is null and expires_at > ${now}`;
      await tx`update users set email = ${row.old_email}, updated_at = ${now} where id = ${row.user_id}`;
      const count = await revokeUserSessions(tx, row.user_id, now);
      const change = { before: { email: maskEmail(row.new_email) }, after: { email: maskEmail(row.old_email), devicesSignedOut: count } };
      await recordAudit(tx, { adminId: row.user_id, action: 'account.email-change-undo', targetKind: 'user', targetId: row.user_id, ...change }, now);
      await effectQueue(tx, { now, secret: deps.config.jwtSecret }).enqueue({
        kind: 'mail',
        template: 'email-change-undone',
        to: row.old_email,
        fullName: row.full_name,
        resetUrl: `${deps.config.appUrl}/forgot-password`,
      });
      return row.old_email;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new ApiError(409, EMAIL_TAKEN, 'email_taken');
    throw error;
  }
  if (!restored) throw new ApiError(400, UNDO_INVALID, 'invalid_link');
  return c.json({ message: emailRestored(restored) });
};

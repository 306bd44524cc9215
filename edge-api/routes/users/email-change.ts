import type { Context } from 'hono';
import {
  EMAIL_CHANGE_TOO_MANY,
  EMAIL_CODE_INVALID,
  EMAIL_TAKEN,
  EmailCodeSchema,
  emailChanged,
  emailCodeSent,
  NewEmailSchema,
  SAME_EMAIL,
} from '#domain/accounts/email-change.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { checkAccountCode, issueAccountCode } from '#api/auth/account-codes.ts';
import { claimAttempt } from '#api/auth/rate-limit.ts';
import { newOpaqueToken, secretHash } from '#api/auth/secret-hash.ts';
import { isUniqueViolation } from '#api/db/unique-violation.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';
import { effectQueue } from '#api/outbox/effects.ts';
import { mailTime } from '#api/outbox/mail-time.ts';
import { findUserBy, maskEmail, toSessionUser } from '#api/users/user-view.ts';

const WINDOW_MS = 15 * 60_000;
/** Codes an account may ask for in the window: each mails an address the member typed. */
const ASKS_PER_ACCOUNT = 3;
export const UNDO_TTL_MS = 7 * 24 * 60 * 60_000;

const taken = () => new ApiError(409, EMAIL_TAKEN, 'email_taken', [{ path: 'email', message: EMAIL_TAKEN }]);

/**
 * POST /api/users/email: mails a code to the new address; nothing changes until it comes back. The
 * address must be free: no other account's, and no other student's college record (signup would
 * give it to them).
 */
export const requestEmailChange = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { email } = await readJson(c, NewEmailSchema);
  const me = c.var.user!;
  const sql = c.var.sql;
  const now = deps.clock.now();
  // Claimed on its own, before the checks: a refused address still counts, so the checks cannot be used to probe addresses.
  const claim = await sql.begin((tx) => claimAttempt(tx, [{ bucket: `email-change:${me.id}`, max: ASKS_PER_ACCOUNT, windowMs: WINDOW_MS }], now));
  if (!claim.ok) throw new ApiError(429, EMAIL_CHANGE_TOO_MANY, 'rate_limited');
  await sql.begin(async (tx) => {
    const user = await findUserBy(tx, { id: me.id });
    if (!user) throw new ApiError(401, 'Please log in to continue', 'unauthenticated');
    if (user.email.toLowerCase() === email) throw new ApiError(400, SAME_EMAIL, 'same_email', [{ path: 'email', message: SAME_EMAIL }]);
    const [other] = await tx`
      select 1 from users where lower(email) = ${email} and id <> ${me.id}
      union all
      select 1 from college_data c where lower(c.email) = ${email}
        and c.id is distinct from (select roster_id from users where id = ${me.id})
      limit 1`;
    if (other) throw taken();
    const code = await issueAccountCode(tx, deps.config.jwtSecret, { userId: me.id, purpose: 'email_change', email }, now);
    await effectQueue(tx, { now, secret: deps.config.jwtSecret }).enqueue({ kind: 'mail', template: 'email-change-code', to: email, fullName: user.full_name, code });
  });
  return c.json({ message: emailCodeSent(email) });
};

/**
 * POST /api/users/email/verify: the code mailed to the new address makes it the account's. The old
 * address is told, with a link that undoes the change for 7 days. Answers the session's new user.
 */
export const verifyEmailChange = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { code } = await readJson(c, EmailCodeSchema);
  const me = c.var.user!;
  const now = deps.clock.now();
  const secret = deps.config.jwtSecret;
  let outcome;
  try {
    outcome = await c.var.sql.begin(async (tx) => {
      const check = await checkAccountCode(tx, secret, { userId: me.id, purpose: 'email_change' }, code, now);
      if (!check.ok) return null; // returned, not thrown: the wrong try stays counted
      const user = (await findUserBy(tx, { id: me.id }))!;
      await tx`update users set email = ${check.email}, updated_at = ${now} where id = ${me.id}`;
      const token = newOpaqueToken();
      await tx`
        insert into email_change_undos (user_id, token_hash, old_email, new_email, expires_at, created_at)
        values (${me.id}, ${secretHash(secret, token)}, ${user.email}, ${check.email}, ${new Date(now.getTime() + UNDO_TTL_MS)}, ${now})`;
      const audit = { before: { email: maskEmail(user.email) }, after: { email: maskEmail(check.email) } };
      await recordAudit(tx, { adminId: me.id, action: 'account.email-change', targetKind: 'user', targetId: me.id, ...audit }, now);
      await effectQueue(tx, { now, secret }).enqueue({
        kind: 'mail',
        template: 'email-changed',
        to: user.email,
        fullName: user.full_name,
        newEmail: check.email,
        when: mailTime(now),
        undoUrl: `${deps.config.appUrl}/undo-email-change#${token}`,
      });
      return { email: check.email, user: toSessionUser({ ...user, email: check.email }, now) };
    });
  } catch (error) {
    // Another account took the address between the code and now.
    if (isUniqueViolation(error, 'users_email_key')) throw taken();
    throw error;
  }
  if (!outcome) throw new ApiError(400, EMAIL_CODE_INVALID, 'invalid_code', [{ path: 'code', message: EMAIL_CODE_INVALID }]);
  return c.json({ message: emailChanged(outcome.email), user: outcome.user });
};

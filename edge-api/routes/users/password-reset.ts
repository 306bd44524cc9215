import type { Context } from 'hono';
import {
  ForgotPasswordSchema,
  PASSWORD_RESET_DONE,
  RESET_CODE_INVALID,
  RESET_CODE_SENT,
  RESET_TOO_MANY,
  RESET_TRIES_TOO_MANY,
  ResetPasswordSchema,
} from '#domain/accounts/password-reset.ts';
import { isSuspended, suspendedMessage } from '#domain/moderation/suspension.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';
import { checkAccountCode } from '#api/auth/account-codes.ts';
import { setSessionCookies } from '#api/auth/cookies.ts';
import { hashPassword } from '#api/auth/password.ts';
import { claimAttempt } from '#api/auth/rate-limit.ts';
import { startSession } from '#api/auth/sessions.ts';
import { signAccessToken } from '#api/auth/tokens.ts';
import { setPassword } from '#api/auth/set-password.ts';
import { effectQueue } from '#api/outbox/effects.ts';
import { findUserBy, toSessionUser } from '#api/users/user-view.ts';

const WINDOW_MS = 15 * 60_000;
// Per name asked for and per network: the per-account limit is the dispatcher's (password-reset-code-job.ts).
const ASKS_PER_NAME = 3;
const ASKS_PER_ADDRESS = 20;
const TRIES_PER_NAME = 10;
const TRIES_PER_ADDRESS = 30;
// An id no account has: an unknown name's code check reads the same table, the same way, and finds nothing.
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

const byIdent = (ident: string) => (/^\d+$/.test(ident) ? { rollNumber: ident } : { email: ident });

/**
 * POST /api/users/password/forgot: queues the code's sending and answers the same words, status
 * and work whether or not an account matches; the dispatcher finds the account (ADR 0140).
 */
export const forgotPassword = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { rollNumberOrEmail } = await readJson(c, ForgotPasswordSchema);
  const ident = rollNumberOrEmail.toLowerCase();
  const now = deps.clock.now();
  await c.var.sql.begin(async (tx) => {
    const claim = await claimAttempt(
      tx,
      [
        { bucket: `reset-ask:${ident}`, max: ASKS_PER_NAME, windowMs: WINDOW_MS },
        { bucket: `reset-ask-from:${deps.clientAddress(c)}`, max: ASKS_PER_ADDRESS, windowMs: WINDOW_MS },
      ],
      now,
    );
    if (!claim.ok) throw new ApiError(429, RESET_TOO_MANY, 'rate_limited');
    await effectQueue(tx, { now, secret: deps.config.jwtSecret }).enqueue({ kind: 'password-reset-code', rollNumberOrEmail: ident });
  });
  return c.json({ message: RESET_CODE_SENT });
};

/**
 * POST /api/users/password/reset: the mailed code and a new password. The password changes, every
 * session of the account ends, and this device is signed in afresh, answered as a login is.
 */
export const resetPassword = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const input = await readJson(c, ResetPasswordSchema);
  const ident = input.rollNumberOrEmail.toLowerCase();
  const sql = c.var.sql;
  const now = deps.clock.now();
  const user = await findUserBy(sql, byIdent(ident));
  const outcome = await sql.begin(async (tx) => {
    const claim = await claimAttempt(
      tx,
      [
        { bucket: `reset-try:${ident}`, max: TRIES_PER_NAME, windowMs: WINDOW_MS },
        { bucket: `reset-try-from:${deps.clientAddress(c)}`, max: TRIES_PER_ADDRESS, windowMs: WINDOW_MS },
      ],
      now,
    );
    if (!claim.ok) return 'rate_limited' as const;
    // A failure is returned, not thrown, so the wrong try it counted is kept.
    const checked = await checkAccountCode(tx, deps.config.jwtSecret, { userId: user?.id ?? NO_ACCOUNT, purpose: 'password_reset' }, input.code, now);
    return checked.ok && user ? ('spent' as const) : ('invalid' as const);
  });
  if (outcome === 'rate_limited') throw new ApiError(429, RESET_TRIES_TOO_MANY, 'rate_limited');
  if (outcome === 'invalid' || !user) throw new ApiError(400, RESET_CODE_INVALID, 'invalid_code');

  // The code is spent; the slow hash is made outside any transaction.
  const passwordHash = await hashPassword(input.password);
  await sql.begin((tx) =>
    setPassword(tx, {
      user,
      passwordHash,
      signOut: { all: true },
      action: 'account.password-reset',
      userAgent: c.req.header('user-agent'),
      now,
      secret: deps.config.jwtSecret,
      appUrl: deps.config.appUrl,
    }),
  );
  // Told only to whoever holds the code: the password is changed, but a suspension still holds.
  if (isSuspended(user, now)) throw new ApiError(403, suspendedMessage(user.suspended_until, user.suspended_reason), 'suspended');

  const { sessionId, refreshToken } = await startSession(sql, deps.config.jwtSecret, user.id, now, c.req.header('user-agent'));
  const token = await signAccessToken(deps.config.jwtSecret, { sub: user.id, role: user.role, sid: sessionId }, now);
  setSessionCookies(c, deps.config, token, refreshToken);
  const sessionUser = toSessionUser(user, now);
  return c.json({ ...sessionUser, message: PASSWORD_RESET_DONE, token, role: user.role === 'admin' ? 'Admin' : 'Student / Alumni', user: sessionUser });
};

import type { Context } from 'hono';
import { LoginSchema } from '#domain/accounts/login.ts';
import { SECOND_STEP_NEEDED, SECOND_STEP_PASSKEY_ONLY, type SecondStepRequired } from '#domain/accounts/two-step.ts';
import { isSuspended, suspendedMessage } from '#domain/moderation/suspension.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';
import { hashPassword, needsRehash, verifyPassword } from '#api/auth/password.ts';
import { claimLogin, releaseLogin } from '#api/auth/login-limits.ts';
import { setSessionCookies } from '#api/auth/cookies.ts';
import { startSession } from '#api/auth/sessions.ts';
import { signAccessToken, signSecondStepToken } from '#api/auth/tokens.ts';
import { secondStepMethods } from '#api/auth/second-step.ts';
import { findUserBy, toSessionUser, type UserRow } from '#api/users/user-view.ts';

export const LOGIN_FAILED = 'Invalid credentials. Please check your details and try again.';
// Compared against when no account matches, so a miss costs as much time as a wrong password. Made
// on first need, once per process or isolate: Workers refuse random values (its salt) at module load.
let dummyHash: Promise<string> | undefined;
const dummy = () =>
  (dummyHash ??= hashPassword('not-a-real-password-1!').catch((err: unknown) => {
    dummyHash = undefined;
    throw err;
  }));

export const login = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const input = await readJson(c, LoginSchema);
  const sql = c.var.sql;
  const now = deps.clock.now();
  const ident = input.rollNumberOrEmail.toLowerCase();
  const row = await findUserBy(sql, /^\d+$/.test(ident) ? { rollNumber: ident } : { email: ident });
  // Claimed before the slow password check, so parallel guesses cannot all pass the count.
  const claim = await claimLogin(sql, deps.config, { account: row, name: ident, address: deps.clientAddress(c), now });
  if (!claim.ok) {
    c.header('Retry-After', String(claim.retryAfterSeconds));
    throw new ApiError(429, claim.message, 'rate_limited');
  }

  const passwordOk = await verifyPassword(input.password, row?.password_hash ?? (await dummy()));
  const wantsAdmin = input.role === 'Admin';
  if (!row || !passwordOk || (row.role === 'admin') !== wantsAdmin) {
    throw new ApiError(401, LOGIN_FAILED, 'invalid_credentials'); // the claim stays: a failed attempt
  }
  // A member who gets in starts afresh at this address, which no longer counts towards the back-off.
  await releaseLogin(sql, claim, row.id);
  // Told only to whoever knows the password: a stranger learns nothing of a suspension.
  if (isSuspended(row, now)) throw new ApiError(403, suspendedMessage(row.suspended_until, row.suspended_reason), 'suspended');
  // A hash made with older parameters is replaced now that the password is known (ADR 0061); only
  // if it is still the one checked, so a password changed meanwhile is never overwritten.
  if (needsRehash(row.password_hash)) {
    const rehashed = await hashPassword(input.password);
    await sql`update users set password_hash = ${rehashed} where id = ${row.id} and password_hash = ${row.password_hash}`;
  }

  // An admin with an authenticator app, or under the college's rule, gives a second step (issue 53).
  if (row.role === 'admin') {
    const methods = await secondStepMethods(sql, row.id);
    if (methods.length > 0) {
      const body: SecondStepRequired = {
        message: methods.includes('totp') ? SECOND_STEP_NEEDED : SECOND_STEP_PASSKEY_ONLY,
        code: 'second_step_required',
        secondStep: { token: await signSecondStepToken(deps.config.jwtSecret, row.id, now), methods },
      };
      return c.json(body, 401);
    }
  }
  return signedIn(c, deps, row, now);
};

/**
 * Starts a session for an account whose credentials were checked (a password, a passkey) and
 * answers as the spec's login does.
 */
export async function signedIn(c: Context<AppEnv>, deps: AppDeps, row: UserRow, now: Date) {
  const { sessionId, refreshToken } = await startSession(c.var.sql, deps.config.jwtSecret, row.id, now, c.req.header('user-agent'));
  const token = await signAccessToken(deps.config.jwtSecret, { sub: row.id, role: row.role, sid: sessionId }, now);
  setSessionCookies(c, deps.config, token, refreshToken);
  const user = toSessionUser(row, now);
  // Spec 3: a client reads message, token and role and keeps the rest as its session user, so the
  // user's fields sit at the top level too; `role` stays the login type (ADR 0067).
  return c.json({
    ...user,
    message: 'Login successful! Redirecting...',
    token,
    role: row.role === 'admin' ? 'Admin' : 'Student / Alumni',
    user,
  });
}

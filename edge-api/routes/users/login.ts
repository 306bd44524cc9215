import type { Context } from 'hono';
import { LoginSchema } from '#domain/accounts/login.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { ApiError } from '../../http/api-error.ts';
import { clientIp } from '../../http/client-ip.ts';
import { readJson } from '../../http/read-body.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { clearEvents, countEvents, recordEvent } from '../../auth/rate-limit.ts';
import { setSessionCookies } from '../../auth/cookies.ts';
import { startSession } from '../../auth/sessions.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { findUserBy, toSessionUser } from '../../users/user-view.ts';

export const LOGIN_FAILED = 'Invalid credentials. Please check your details and try again.';
const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;
// Compared against when no account matches, so a miss costs as much time as a wrong password.
const dummyHash = hashPassword('not-a-real-password-1!');

export const login = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const input = await readJson(c, LoginSchema);
  const sql = c.var.sql;
  const now = deps.clock.now();
  const ident = input.rollNumberOrEmail.toLowerCase();
  const buckets = [`login:id:${ident}`, `login:ip:${clientIp(c)}`];
  for (const bucket of buckets) {
    if ((await countEvents(sql, bucket, now, WINDOW_MS)) >= MAX_FAILURES) {
      throw new ApiError(429, 'Too many failed login attempts. Please try again in 15 minutes.', 'rate_limited');
    }
  }

  const row = await findUserBy(sql, /^\d+$/.test(ident) ? { rollNumber: ident } : { email: ident });
  const passwordOk = await verifyPassword(input.password, row?.password_hash ?? (await dummyHash));
  const wantsAdmin = input.role === 'Admin';
  if (!row || !passwordOk || (row.role === 'admin') !== wantsAdmin) {
    for (const bucket of buckets) await recordEvent(sql, bucket, now);
    throw new ApiError(401, LOGIN_FAILED, 'invalid_credentials');
  }
  await clearEvents(sql, buckets[0]!);

  const { sessionId, refreshToken } = await startSession(sql, deps.config.jwtSecret, row.id, now);
  const token = await signAccessToken(deps.config.jwtSecret, { sub: row.id, role: row.role, sid: sessionId }, now);
  setSessionCookies(c, token, refreshToken);
  return c.json({
    message: 'Login successful! Redirecting...',
    token,
    role: row.role === 'admin' ? 'Admin' : 'Student / Alumni',
    user: toSessionUser(row, now),
  });
};

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
// Per account 10; per address 50, because a campus network puts many students behind one address.
const LIMITS = { id: 10, ip: 50 } as const;
// Compared against when no account matches, so a miss costs as much time as a wrong password.
const dummyHash = hashPassword('not-a-real-password-1!');

export const login = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const input = await readJson(c, LoginSchema);
  const sql = c.var.sql;
  const now = deps.clock.now();
  const ident = input.rollNumberOrEmail.toLowerCase();
  const limits = [
    { bucket: `login:id:${ident}`, max: LIMITS.id },
    { bucket: `login:ip:${clientIp(c)}`, max: LIMITS.ip },
  ];
  for (const { bucket, max } of limits) {
    if ((await countEvents(sql, bucket, now, WINDOW_MS)) >= max) {
      throw new ApiError(429, 'Too many failed login attempts. Please try again in 15 minutes.', 'rate_limited');
    }
  }

  const row = await findUserBy(sql, /^\d+$/.test(ident) ? { rollNumber: ident } : { email: ident });
  const passwordOk = await verifyPassword(input.password, row?.password_hash ?? (await dummyHash));
  const wantsAdmin = input.role === 'Admin';
  if (!row || !passwordOk || (row.role === 'admin') !== wantsAdmin) {
    for (const { bucket } of limits) await recordEvent(sql, bucket, now);
    throw new ApiError(401, LOGIN_FAILED, 'invalid_credentials');
  }
  await clearEvents(sql, limits[0]!.bucket);

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

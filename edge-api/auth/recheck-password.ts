import type { Sql } from 'postgres';
import { ApiError } from '../http/api-error.ts';
import { findUserBy } from '../users/user-view.ts';
import { verifyPassword } from './password.ts';
import { claimAttempt } from './rate-limit.ts';

// Wrong passwords per account and purpose: a device left signed in cannot guess its way through.
const WRONG_TRIES = { max: 5, windowMs: 15 * 60_000 };

type Recheck = { userId: string; password: string; purpose: string; now: Date; field: string; wrong: string; tooMany: string };

/**
 * The signed-in member's password, asked again before something that matters (a new password,
 * deleting the account). The try is claimed before the slow check, so parallel guesses cannot all
 * pass the count; `buckets` releases it (with `releaseAttempt`) once the action succeeds.
 */
export async function recheckPassword(sql: Sql, p: Recheck) {
  const buckets = [{ bucket: `${p.purpose}:${p.userId}`, ...WRONG_TRIES }];
  const claim = await sql.begin((tx) => claimAttempt(tx, buckets, p.now));
  if (!claim.ok) throw new ApiError(429, p.tooMany, 'rate_limited');
  const user = await findUserBy(sql, { id: p.userId });
  if (!user || !(await verifyPassword(p.password, user.password_hash))) {
    throw new ApiError(400, p.wrong, 'wrong_password', [{ path: p.field, message: p.wrong }]);
  }
  return { user, buckets };
}

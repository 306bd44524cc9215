import type { Context } from 'hono';
import { SignupSchema } from '#domain/accounts/signup.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';
import { hashPassword } from '#api/auth/password.ts';
import { clearSignupCookie, readSignupCookie } from '#api/auth/cookies.ts';
import { verifySignupToken } from '#api/auth/tokens.ts';
import { findRoster } from '#api/users/roster-record.ts';

/**
 * POST /api/users: creates a member account. The profile comes from the roster row the signup token
 * proves was verified, never from the request body. The proof is the body's `signupToken` or, for a
 * client sending the spec's body, the cookie the code check set.
 */
export const signup = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const body = await readJson(c, SignupSchema);
  const now = deps.clock.now();
  const proof = body.signupToken || readSignupCookie(c);
  if (!proof) throw new ApiError(401, 'Please verify your roll number before creating an account.', 'signup_token_missing');
  const roll = await verifySignupToken(deps.config.jwtSecret, proof, now);
  if (!roll) throw new ApiError(401, 'Your verification has expired. Please verify your roll number again.', 'signup_token_invalid');
  if (body.rollNumber !== undefined && String(body.rollNumber).trim() !== roll) {
    throw new ApiError(403, 'This verification belongs to another roll number.', 'signup_token_mismatch');
  }
  const roster = await findRoster(c.var.sql, { rollNumber: roll });
  if (!roster) throw new ApiError(404, 'This roll number is not in the college records.', 'unknown_roll');
  const passwordHash = await hashPassword(body.password);
  const inserted = await c.var.sql`
    insert into users (role, roster_id, full_name, email, roll_number, password_hash, created_at, updated_at)
    values ('member', ${roster.id}, ${roster.full_name}, ${roster.email}, ${roster.roll_number}, ${passwordHash}, ${now}, ${now})
    on conflict do nothing
    returning id`;
  if (inserted.length === 0) {
    throw new ApiError(409, 'An account already exists for this roll number. Please log in.', 'account_exists');
  }
  clearSignupCookie(c, deps.config);
  return c.json({ message: 'Account created successfully!' }, 201);
};

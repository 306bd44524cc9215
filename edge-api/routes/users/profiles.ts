import type { Context } from 'hono';
import * as v from 'valibot';
import { RollNumberSchema } from '#domain/accounts/roll-number.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { ApiError } from '#api/http/api-error.ts';
import { check } from '#api/http/read-body.ts';
import { findUserBy, toPublicProfile } from '#api/users/user-view.ts';

const UserId = v.pipe(v.string(), v.uuid('Profile not found'));

/** GET /api/users/{id}: another member's public profile. */
export const profileById = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = check(UserId, c.req.param('id'));
  const row = await findUserBy(c.var.sql, { id });
  if (!row || row.role === 'admin') throw new ApiError(404, 'Profile not found', 'not_found');
  return c.json({ user: toPublicProfile(row, deps.clock.now()) });
};

/** GET /api/users/profiles/{rollNumber}: a list, as the spec's profile page reads its first item. */
export const profilesByRoll = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const rollNumber = check(RollNumberSchema, c.req.param('rollNumber'));
  const row = await findUserBy(c.var.sql, { rollNumber });
  return c.json(row && row.role === 'member' ? [toPublicProfile(row, deps.clock.now())] : []);
};

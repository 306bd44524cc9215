import type { Context } from 'hono';
import { RollNumberSchema } from '#domain/accounts/roll-number.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { check } from '#api/http/read-body.ts';
import { loadProfiles } from '#api/users/profile-view.ts';

const PROFILE_NOT_FOUND = 'Profile not found';

/** GET /api/users/profile: the signed-in user's own profile, e-mail included. */
export const ownProfile = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const me = c.var.user!;
  const [profile] = await loadProfiles(c.var.sql, { id: me.id }, me, deps.clock.now(), { withAdmin: true });
  if (!profile) throw new ApiError(404, PROFILE_NOT_FOUND, 'not_found');
  return c.json(profile);
};

/**
 * GET /api/users/{id}: a member's profile by id; digits are a roll number and answer the spec's
 * "profile by rollNumber" list, as /api/users/profiles/{rollNumber} does.
 */
export const profileById = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const value = c.req.param('id') ?? '';
  if (/^\d+$/.test(value)) return profilesByRoll(deps)(c);
  const [profile] = await loadProfiles(c.var.sql, { id: pathId(value, PROFILE_NOT_FOUND) }, c.var.user!, deps.clock.now());
  if (!profile) throw new ApiError(404, PROFILE_NOT_FOUND, 'not_found');
  return c.json(profile);
};

/** GET /api/users/profiles/{rollNumber}: a list, as the spec's profile page reads its first item. */
export const profilesByRoll = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const rollNumber = check(RollNumberSchema, c.req.param('rollNumber') ?? c.req.param('id'));
  return c.json(await loadProfiles(c.var.sql, { rollNumber }, c.var.user!, deps.clock.now()));
};

import { Hono, type Context } from 'hono';
import { UPDATED } from '#domain/profile/profile-sections.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { readJsonObject } from '#api/http/read-body.ts';
import * as privacy from '#api/profile/privacy-mutators.ts';
import * as mutators from '#api/profile/profile-mutators.ts';
import { callerContext, runMutator, type ServerMutator } from '#api/sync/mutator.ts';
import { loadProfiles } from '#api/users/profile-view.ts';

/**
 * The spec's profile section calls (section 7), under /api/users. Each runs the server mutator of
 * the same name that a sync push runs, and answers the saved profile.
 */
export function profileSectionRoutes(deps: AppDeps) {
  const section = (mutator: ServerMutator) => async (c: Context<AppEnv>) => {
    await runMutator(c.var.sql, mutator, await readJsonObject(c), callerContext(c, deps));
    const me = c.var.user!;
    const [profile] = await loadProfiles(c.var.sql, { id: me.id }, me, deps.clock.now());
    return c.json({ message: UPDATED, profile });
  };
  const member = requireRole('member');
  return new Hono<AppEnv>()
    .post('/addUserJobInfo', member, section(mutators.addUserJobInfo))
    .put('/updateJobInfo', member, section(mutators.updateJobInfo))
    .post('/addUserSkills', member, section(mutators.addUserSkills))
    .put('/updateSkills', member, section(mutators.updateSkills))
    .post('/addExtraInfo', member, section(mutators.addExtraInfo))
    .put('/updateAchievement', member, section(mutators.updateAchievement))
    .put('/updateExtracarricular', member, section(mutators.updateExtracarricular))
    // Ours, not the spec's (ADR 0074): the phone number and who may see what.
    .put('/updatePhone', member, section(privacy.updatePhone))
    .put('/privacy', member, section(privacy.updatePrivacy))
    .put('/notifications', member, section(privacy.updateNotificationSettings));
}

import { Hono } from 'hono';
import { AudienceSchema } from '#domain/announcements/audience.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { countAudience } from '#api/announcements/audience-sql.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { readJson } from '#api/http/read-body.ts';

/** /admin/announcements (issue 32): who an audience reaches, before anything is sent. */
export function adminAnnouncementRoutes(deps: AppDeps) {
  const admin = requireRole('admin');
  return new Hono<AppEnv>().post('/announcements/audience', admin, async (c) => {
    const audience = await readJson(c, AudienceSchema);
    return c.json(await countAudience(c.var.sql, audience, deps.clock.now()));
  });
}

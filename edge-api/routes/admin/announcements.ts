import { Hono } from 'hono';
import { ANNOUNCEMENT_TEXTS, CreateAnnouncementSchema } from '#domain/announcements/announcement.ts';
import { AudienceSchema } from '#domain/announcements/audience.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { cancelAnnouncement, createAnnouncement, listAnnouncements } from '#api/announcements/announcement-store.ts';
import { countAudience } from '#api/announcements/audience-sql.ts';
import { linkTargets } from '#api/announcements/announcement-links.ts';
import { auditBy } from '#api/audit/audit-by.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { pathId } from '#api/http/path-id.ts';
import { readJson } from '#api/http/read-body.ts';

/** /admin/announcements (issue 32): who an audience reaches, compose and send or schedule, cancel, the figures. */
export function adminAnnouncementRoutes(deps: AppDeps) {
  const admin = requireRole('admin');
  return new Hono<AppEnv>()
    .post('/announcements/audience', admin, async (c) => {
      const audience = await readJson(c, AudienceSchema);
      return c.json(await countAudience(c.var.sql, audience, deps.clock.now()));
    })
    .get('/announcements/link-targets', admin, async (c) => c.json(await linkTargets(c.var.sql, deps.clock.now())))
    .get('/announcements', admin, async (c) => c.json({ announcements: await listAnnouncements(c.var.sql) }))
    .post('/announcements', admin, async (c) => {
      const input = await readJson(c, CreateAnnouncementSchema);
      return c.json(await createAnnouncement(c.var.sql, input, auditBy(c, deps)), 201);
    })
    .post('/announcements/:id/cancel', admin, async (c) => {
      await cancelAnnouncement(c.var.sql, pathId(c.req.param('id'), ANNOUNCEMENT_TEXTS.notFound), auditBy(c, deps));
      return c.json({ status: 'cancelled' });
    });
}

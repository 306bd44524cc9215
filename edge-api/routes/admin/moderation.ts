import { Hono } from 'hono';
import { ModerationActionSchema, ModerationQueueQuerySchema, ModerationSettingsSchema } from '#domain/moderation/moderation-queue.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { check, readJson } from '#api/http/read-body.ts';
import { moderate } from '#api/moderation/hide-content.ts';
import { moderationQueue } from '#api/moderation/moderation-queue.ts';
import { lockSyncVersions } from '#api/sync/mutator.ts';

/** /admin/moderation (issue 32): the queue, decisions on several things at once, and the auto-hide setting. */
export function adminModerationRoutes(deps: AppDeps) {
  const admin = requireRole('admin');
  return new Hono<AppEnv>()
    .get('/moderation', admin, async (c) => {
      const { state, limit } = check(ModerationQueueQuerySchema, c.req.query());
      return c.json(await moderationQueue(c.var.sql, state, limit));
    })
    .post('/moderation', admin, async (c) => {
      const { action, items, reason } = await readJson(c, ModerationActionSchema);
      const adminId = c.var.user!.id;
      const now = deps.clock.now();
      // One transaction: all of them or none; a thing named twice is decided once.
      const unique = [...new Map(items.map((i) => [`${i.kind}:${i.id}`, i])).values()];
      const results = await c.var.sql.begin(async (tx) => {
        await lockSyncVersions(tx);
        const out = [];
        for (const item of unique) out.push(await moderate(tx, action, item, reason, adminId, now));
        return out;
      });
      return c.json({ results });
    })
    .put('/moderation/settings', admin, async (c) => {
      const { autoHideReports } = await readJson(c, ModerationSettingsSchema);
      const now = deps.clock.now();
      await c.var.sql.begin(async (tx) => {
        const [before] = await tx<[{ auto_hide_reports: number }]>`select auto_hide_reports from moderation_settings for update`;
        if (before.auto_hide_reports === autoHideReports) return;
        await tx`update moderation_settings set auto_hide_reports = ${autoHideReports}`;
        await recordAudit(
          tx,
          { adminId: c.var.user!.id, action: 'moderation.settings', targetKind: 'settings', targetId: 'moderation', before: { autoHideReports: before.auto_hide_reports }, after: { autoHideReports } },
          now,
        );
      });
      return c.json({ settings: { autoHideReports } });
    });
}

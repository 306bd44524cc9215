import { Hono } from 'hono';
import { BACKUP_TAKEN, BACKUPS_ELSEWHERE, OUTBOX_RETRY_SET } from '#domain/admin/system-status.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { systemStatus } from '#api/admin/system-status.ts';
import { ApiError } from '#api/http/api-error.ts';

/**
 * The operator's desk (issue 55, `/admin/system`): the figures, "Back up now" and a backup's
 * download where the server takes backups, and a failing outbox row tried again at once. Admins only.
 */
export function adminSystemRoutes(deps: AppDeps) {
  const admin = requireRole('admin');
  const system = () => deps.system ?? { version: deps.config.version, databaseKind: 'postgres' as const };
  return new Hono<AppEnv>()
    .get('/system', admin, async (c) => c.json(await systemStatus(c.var.sql, system(), deps.objects, deps.clock.now())))
    .post('/system/backups', admin, async (c) => {
      const desk = system().backups;
      if (!desk) throw new ApiError(409, BACKUPS_ELSEWHERE, 'backups_elsewhere');
      const report = await desk.take();
      const now = deps.clock.now();
      const name = report.file.split('/').pop()!;
      await recordAudit(c.var.sql, { adminId: c.var.user!.id, action: 'system.backup', targetKind: 'backup', targetId: name, before: null, after: { bytes: report.bytes } }, now);
      return c.json({ message: BACKUP_TAKEN, backup: { name, at: now.toISOString(), bytes: report.bytes, where: `DATA_DIR/backups/${name}` } }, 201);
    })
    .get('/system/backups/:name', admin, async (c) => {
      const found = await system().backups?.open(c.req.param('name'));
      if (!found) throw new ApiError(404, 'No such backup', 'not_found');
      return c.body(found.body, 200, {
        'Content-Type': 'application/gzip',
        'Content-Length': String(found.bytes),
        'Content-Disposition': `attachment; filename="${c.req.param('name')}"`,
        'Cache-Control': 'no-store',
      });
    })
    .post('/system/outbox/:id/retry', admin, async (c) => {
      const id = c.req.param('id');
      if (!/^\d{1,18}$/.test(id)) throw new ApiError(404, 'No such outbox row waiting', 'not_found');
      const now = deps.clock.now();
      const updated = await c.var.sql.begin(async (tx) => {
        const rows = await tx<{ kind: string }[]>`update outbox set next_attempt_at = ${now} where id = ${id} and sent_at is null returning kind`;
        if (rows.length) await recordAudit(tx, { adminId: c.var.user!.id, action: 'system.outbox-retry', targetKind: 'outbox', targetId: id, before: null, after: { kind: rows[0]!.kind } }, now);
        return rows.length;
      });
      if (!updated) throw new ApiError(404, 'No such outbox row waiting', 'not_found');
      return c.json({ message: OUTBOX_RETRY_SET });
    });
}

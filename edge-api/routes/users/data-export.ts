import type { Context } from 'hono';
import type { Sql, TransactionSql } from 'postgres';
import { EXPORT_NOT_FOUND, EXPORT_PREPARING, EXPORT_TOO_MANY, EXPORTS_PER_DAY, exportFileName, type DataExport, type DataExportState } from '#domain/accounts/data-export.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { claimAttempt } from '#api/auth/rate-limit.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { effectQueue } from '#api/outbox/effects.ts';
import { exportKey } from '#api/users/data-export-archive.ts';

const DAY_MS = 24 * 60 * 60_000;
/** A request still preparing after this is taken to have failed: asking again starts a new one. */
const PREPARING_FOR_MS = 60 * 60_000;

type ExportRow = { id: string; status: DataExport['status']; requested_at: Date; ready_at: Date | null; expires_at: Date | null; size: string | null };

function toDataExport(row: ExportRow, now: Date): DataExport {
  const ready = row.status === 'ready' && row.expires_at !== null && row.expires_at > now;
  return {
    id: row.id,
    status: ready ? 'ready' : row.status === 'preparing' ? 'preparing' : 'expired',
    requestedAt: row.requested_at.toISOString(),
    readyAt: row.ready_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    size: row.size === null ? null : Number(row.size),
    downloadUrl: ready ? `/api/users/export/${row.id}/file` : null,
  };
}

const latest = (sql: Sql | TransactionSql, userId: string) =>
  (sql as Sql)<ExportRow[]>`select id, status, requested_at, ready_at, expires_at, size from data_exports where user_id = ${userId} order by requested_at desc limit 1`;

function storeOf(deps: AppDeps) {
  if (!deps.objects) throw new ApiError(503, 'Archives cannot be prepared on this server: it has no object storage', 'not_configured');
  return deps.objects;
}

/**
 * POST /api/users/export: asks for an archive of the member's data, built by the dispatcher. While
 * one is preparing, asking again answers that one; at most EXPORTS_PER_DAY a day.
 */
export const requestDataExport = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  storeOf(deps);
  const me = c.var.user!;
  const now = deps.clock.now();
  const row = await c.var.sql.begin(async (tx) => {
    // One request at a time per account, so twenty at once make one archive.
    await tx`select id from users where id = ${me.id} for update`;
    const [last] = await latest(tx, me.id);
    if (last?.status === 'preparing' && now.getTime() - last.requested_at.getTime() < PREPARING_FOR_MS) return last;
    const claim = await claimAttempt(tx, [{ bucket: `data-export:${me.id}`, max: EXPORTS_PER_DAY, windowMs: DAY_MS }], now);
    if (!claim.ok) throw new ApiError(429, EXPORT_TOO_MANY, 'rate_limited');
    const [created] = await tx<ExportRow[]>`
      insert into data_exports (user_id, requested_at) values (${me.id}, ${now})
      returning id, status, requested_at, ready_at, expires_at, size`;
    await effectQueue(tx, { now, secret: deps.config.jwtSecret }).enqueue({ kind: 'data-export', exportId: created!.id, about: `data-export:${created!.id}` });
    await recordAudit(tx, { adminId: me.id, action: 'account.export', targetKind: 'user', targetId: me.id }, now);
    return created!;
  });
  const body: DataExportState = { export: toDataExport(row, now), message: EXPORT_PREPARING };
  return c.json(body, 202);
};

/** GET /api/users/export: the member's latest archive and whether it can be downloaded. */
export const dataExportState = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const [row] = await latest(c.var.sql, c.var.user!.id);
  const body: DataExportState = { export: row ? toDataExport(row, deps.clock.now()) : null };
  return c.json(body);
};

/** GET /api/users/export/:id/file: the archive, to its own member only, for its 7 days. */
export const downloadDataExport = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const store = storeOf(deps);
  const id = pathId(c.req.param('id'), EXPORT_NOT_FOUND);
  const [row] = await c.var.sql<{ ready_at: Date }[]>`
    select ready_at from data_exports where id = ${id} and user_id = ${c.var.user!.id} and status = 'ready' and expires_at > ${deps.clock.now()}`;
  const file = row ? await store.get(exportKey(id)) : null;
  if (!row || !file) throw new ApiError(404, EXPORT_NOT_FOUND, 'not_found');
  c.header('Content-Type', 'application/zip');
  c.header('Content-Length', String(file.size));
  c.header('Content-Disposition', `attachment; filename="${exportFileName(row.ready_at)}"`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(file.body);
};

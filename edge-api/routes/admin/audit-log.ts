import type { Context } from 'hono';
import { AuditFilterSchema } from '#domain/admin/audit-log.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { check } from '#api/http/read-body.ts';
import { auditCsv, auditPage } from '#api/audit/audit-query.ts';

/**
 * GET /api/admin/audit (admins only): the log, newest first, a page at a time, or with `format=csv`
 * (or `Accept: text/csv`) every filtered line up to the cap as a CSV file. There is no route that
 * writes, changes or removes a line (docs/decisions/0108-audit-log.md).
 */
export const auditLogRoute = (_deps: AppDeps) => async (c: Context<AppEnv>) => {
  const filter = check(AuditFilterSchema, c.req.query());
  const wantsCsv = filter.format === 'csv' || (filter.format === undefined && (c.req.header('accept') ?? '').includes('text/csv'));
  if (!wantsCsv) return c.json(await auditPage(c.var.sql, filter));
  const { csv, capped } = await auditCsv(c.var.sql, filter);
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="audit-log.csv"',
    // Says the file stops at the cap, so a narrower filter is needed for the rest.
    ...(capped ? { 'X-Export-Capped': 'true' } : {}),
  });
};

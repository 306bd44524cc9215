import type { Sql } from 'postgres';
import { AUDIT_CSV_HEADER, AUDIT_EXPORT_CAP, type AuditFilter, type AuditLine, type AuditPage } from '#domain/admin/audit-log.ts';
import { csvLine } from '#domain/spreadsheet-cell.ts';

// Reads of the audit log (issue 32). Nothing here writes: lines are only ever added, by
// recordAudit in the action's own transaction.

type Row = {
  id: string;
  at: Date;
  admin_id: string | null;
  admin_name: string;
  action: string;
  target_kind: string;
  target_id: string;
  reason: string;
  before: unknown;
  after: unknown;
};

const toLine = (r: Row): AuditLine => ({
  id: Number(r.id),
  at: r.at.toISOString(),
  adminId: r.admin_id,
  adminName: r.admin_name,
  action: r.action,
  targetKind: r.target_kind,
  targetId: r.target_id,
  reason: r.reason,
  before: r.before,
  after: r.after,
});

/** The filter as SQL. A prefix's `_` is escaped for LIKE; `%` and `\` cannot occur (the schema allows neither). */
function where(sql: Sql, f: AuditFilter) {
  const action = (a: string) => (a.endsWith('.') ? sql`and a.action like ${`${a.replaceAll('_', '\\_')}%`}` : sql`and a.action = ${a}`);
  return sql`
    where true
    ${f.action ? action(f.action) : sql``}
    ${f.admin ? sql`and a.admin_id = ${f.admin}` : sql``}
    ${f.targetKind ? sql`and a.target_kind = ${f.targetKind}` : sql``}
    ${f.targetId ? sql`and a.target_id = ${f.targetId}` : sql``}
    ${f.from ? sql`and a.at >= ${f.from}` : sql``}
    ${f.to ? sql`and a.at < ${f.to}` : sql``}
    ${f.before ? sql`and a.id < ${f.before}` : sql``}`;
}

// Newest first by id: the order lines were written, and the cursor that pages them.
const select = (sql: Sql, f: AuditFilter, limit: number) => sql<Row[]>`
  select a.id::text as id, a.at, a.admin_id, a.admin_name, a.action, a.target_kind, a.target_id, a.reason, a.before, a.after
  from audit_log a ${where(sql, f)}
  order by a.id desc limit ${limit}`;

/** GET /api/admin/audit: one page and the cursor of the next. */
export async function auditPage(sql: Sql, f: AuditFilter): Promise<AuditPage> {
  const rows = await select(sql, f, f.limit + 1);
  const entries = rows.slice(0, f.limit).map(toLine);
  return { entries, next: rows.length > f.limit ? entries.at(-1)!.id : null };
}

/** The export: every filtered line up to AUDIT_EXPORT_CAP, as CSV whose cells never run as formulas. */
export async function auditCsv(sql: Sql, f: AuditFilter): Promise<{ csv: string; capped: boolean }> {
  const rows = await select(sql, f, AUDIT_EXPORT_CAP + 1);
  const lines = [csvLine(AUDIT_CSV_HEADER)];
  for (const line of rows.slice(0, AUDIT_EXPORT_CAP).map(toLine)) {
    const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));
    lines.push(
      csvLine([line.id, line.at, line.adminId, line.adminName, line.action, line.targetKind, line.targetId, line.reason, json(line.before), json(line.after)]),
    );
  }
  return { csv: `\ufeff${lines.join('\r\n')}\r\n`, capped: rows.length > AUDIT_EXPORT_CAP };
}

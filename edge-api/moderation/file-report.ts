import type { TransactionSql } from 'postgres';
import { MODERATION_TEXTS as M, REPORTS_PER_DAY, type ReportKind } from '#domain/moderation/report.ts';
import { claimAttempt } from '../auth/rate-limit.ts';
import { ApiError } from '../http/api-error.ts';
import { CONTENT_TARGETS } from './content-targets.ts';
import { hideIfReportedEnough } from './hide-content.ts';

/** The thing's author, if `userId` may see it now (a message: only its two members). */
async function authorOf(tx: TransactionSql, kind: ReportKind, id: string, userId: string) {
  const t = CONTENT_TARGETS[kind];
  const mayReport = t.recipient ? ` and (t.${t.recipient} = $2 or t.${t.author} = $2)` : '';
  const [row] = await tx.unsafe<{ author: string | null; removed_at: Date | null }[]>(
    `select t.${t.author} as author, t.removed_at from ${t.table} t where t.${t.key} = $1 and t.deleted_at is null${mayReport}`,
    t.recipient ? [id, userId] : [id],
  );
  return row;
}

/**
 * A report, once per member and thing (a replay, or a second report, changes nothing), at most
 * REPORTS_PER_DAY new ones a member (ADR 0131): one over is refused with a 429, kept nowhere and
 * counted toward no auto-hide.
 */
export async function fileReport(
  tx: TransactionSql,
  report: { id: string; kind: ReportKind; targetId: string; reason: string; details: string },
  userId: string,
  now: Date,
) {
  const row = await authorOf(tx, report.kind, report.targetId, userId);
  if (!row) throw new ApiError(404, M.notFound, 'not_found');
  if (row.author === userId) throw new ApiError(400, M.ownContent, 'own_content');
  const filed = await tx`
    insert into content_reports (id, target_kind, target_id, reporter_id, reason, details, created_at)
    values (${report.id}, ${report.kind}, ${report.targetId}, ${userId}, ${report.reason}, ${report.details}, ${now})
    on conflict do nothing returning 1`;
  if (!filed.length) return;
  // Claimed only for a report really filed; a refusal rolls the insert back with it.
  const claim = await claimAttempt(tx, [{ bucket: `report:${userId}`, max: REPORTS_PER_DAY, windowMs: 86_400_000 }], now);
  if (!claim.ok) throw new ApiError(429, M.tooManyReports, 'rate_limited');
  if (!row.removed_at) await hideIfReportedEnough(tx, report.kind, report.targetId, now);
}


import type { TransactionSql } from 'postgres';
import type { ReportKind } from '#domain/moderation/report.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { CONTENT_TARGETS } from './content-targets.ts';

/** What the author reads on a thing hidden by members' reports before any moderator saw it. */
export const AUTO_HIDDEN_REASON = 'Hidden after several members reported it, until the moderators look at it.';

export type ModerationAction = 'hide' | 'restore' | 'dismiss';
export type ModeratedItem = { kind: ReportKind; id: string };
export type ModerationOutcome = ModeratedItem & { status: 'done' | 'not_found' | 'unchanged' };

type Removal = { removed_at: Date | null; removed_by: string | null; removed_reason: string | null };

const resolveReports = (tx: TransactionSql, item: ModeratedItem, now: Date) =>
  tx`update content_reports set resolved_at = ${now} where target_kind = ${item.kind} and target_id = ${item.id} and resolved_at is null returning id`;

/** Hides the thing pending review once enough members' open reports are on it (moderation_settings). */
export async function hideIfReportedEnough(tx: TransactionSql, kind: ReportKind, id: string, now: Date) {
  const [{ reports, threshold }] = await tx<[{ reports: number; threshold: number }]>`
    select (select count(*)::int from content_reports where target_kind = ${kind} and target_id = ${id} and resolved_at is null) as reports,
      (select auto_hide_reports from moderation_settings) as threshold`;
  if (reports < threshold) return;
  const t = CONTENT_TARGETS[kind];
  await tx.unsafe(`update ${t.table} set removed_at = $2, removed_by = null, removed_reason = $3 where ${t.key} = $1 and removed_at is null`, [id, now, AUTO_HIDDEN_REASON]);
}

/**
 * An admin's decision on one thing, and its audit line: hide it (with the reason its author will
 * read), restore it, or dismiss its reports (which also restores a thing only reports had hidden).
 * Each closes the thing's open reports. The caller holds the sync-version lock.
 */
export async function moderate(tx: TransactionSql, action: ModerationAction, item: ModeratedItem, reason: string, adminId: string, now: Date): Promise<ModerationOutcome> {
  const t = CONTENT_TARGETS[item.kind];
  const [before] = await tx.unsafe<Removal[]>(
    `select removed_at, removed_by, removed_reason from ${t.table} where ${t.key} = $1 and deleted_at is null for update`,
    [item.id],
  );
  if (!before) return { ...item, status: 'not_found' };
  const restore = action === 'restore' || (action === 'dismiss' && before.removed_at !== null && before.removed_by === null);
  let changed = false;
  if (action === 'hide') {
    await tx.unsafe(
      `update ${t.table} set removed_at = $2, removed_by = $3, removed_reason = $4, review_requested_at = null where ${t.key} = $1`,
      [item.id, before.removed_at ?? now, adminId, reason],
    );
    changed = before.removed_by !== adminId || before.removed_reason !== reason || !before.removed_at;
  } else if (restore && before.removed_at) {
    await tx.unsafe(`update ${t.table} set removed_at = null, removed_by = null, removed_reason = null, review_requested_at = null where ${t.key} = $1`, [item.id]);
    changed = true;
  }
  const resolved = await resolveReports(tx, item, now);
  if (!changed && resolved.length === 0) return { ...item, status: 'unchanged' };
  const state = (r: Removal | null) => (r?.removed_at ? { removed: true, reason: r.removed_reason } : { removed: false });
  const after = action === 'hide' ? { removed_at: now, removed_by: adminId, removed_reason: reason } : restore ? null : before;
  await recordAudit(
    tx,
    { adminId, action: `moderation.${action}`, targetKind: item.kind, targetId: item.id, reason, before: { ...state(before), reports: resolved.length }, after: state(after) },
    now,
  );
  return { ...item, status: 'done' };
}

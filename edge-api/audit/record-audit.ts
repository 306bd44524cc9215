import type { Sql, TransactionSql } from 'postgres';

/** One admin action, as the audit log keeps it (issue 32; docs/decisions/0107-moderation.md). */
export type AuditEntry = {
  adminId: string;
  /** What was done, dotted: 'moderation.hide', 'member.suspend', 'roster.edit', 'fund.edit'… */
  action: string;
  targetKind: string;
  targetId: string;
  /** Why, in the admin's words, when they gave any. */
  reason?: string;
  /** The thing before and after, as far as the action changed it (null for a creation or a removal). */
  before?: unknown;
  after?: unknown;
};

/**
 * Writes the line in the caller's transaction, so an action and its line are kept or lost
 * together. The admin's name is copied in: the line still says who after the account is gone.
 * The table refuses updates and deletes (migration 0025).
 */
/** Text a member or an admin typed may hold a lone surrogate, which jsonb refuses: it is replaced (U+FFFD). */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.toWellFormed();
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toWellFormed(), wellFormed(v)]));
  return value;
}

export async function recordAudit(tx: TransactionSql | Sql, entry: AuditEntry, at: Date) {
  await tx`
    insert into audit_log (at, admin_id, admin_name, action, target_kind, target_id, reason, before, after)
    select ${at}, u.id, u.full_name, ${entry.action}, ${entry.targetKind}, ${entry.targetId}, ${entry.reason ?? ''},
      ${entry.before === undefined || entry.before === null ? null : tx.json(wellFormed(entry.before) as never)},
      ${entry.after === undefined || entry.after === null ? null : tx.json(wellFormed(entry.after) as never)}
    from users u where u.id = ${entry.adminId}`;
}

import type { TransactionSql } from 'postgres';
import { ERASE_AFTER_DAYS } from '#domain/accounts/account-deletion.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { effectQueue } from '../outbox/effects.ts';

const DAY_MS = 24 * 60 * 60_000;

type Account = { id: string; email: string; full_name: string };
type Context = { now: Date; secret: string; appUrl: string };
/** Who asked: the member, or an admin on the member's request (with the reason). */
type Asker = { by: 'member' } | { by: 'admin'; adminId: string; reason: string };

/**
 * Deactivates an account at once and sets its erasure 14 days on, in `tx`: every session ends (its
 * devices empty themselves at their next contact), the profile is withdrawn from classmates'
 * devices (its sync tombstone) and from people, search, the directory and mentions. Answers the day.
 */
export async function deactivateAccount(tx: TransactionSql, user: Account, asker: Asker, ctx: Context): Promise<Date> {
  const eraseAfter = new Date(ctx.now.getTime() + ERASE_AFTER_DAYS * DAY_MS);
  await tx`update users set deactivated_at = ${ctx.now}, erase_after = ${eraseAfter}, updated_at = ${ctx.now} where id = ${user.id}`;
  await revokeUserSessions(tx, user.id, ctx.now);
  await tx`update profiles set deleted_at = ${ctx.now} where user_id = ${user.id}`;
  const adminId = asker.by === 'admin' ? asker.adminId : user.id;
  const action = asker.by === 'admin' ? 'member.deactivate' : 'account.delete';
  await recordAudit(tx, { adminId, action, targetKind: 'member', targetId: user.id, reason: asker.by === 'admin' ? asker.reason : undefined, after: { eraseAfter } }, ctx.now);
  await effectQueue(tx, { now: ctx.now, secret: ctx.secret }).enqueue({
    kind: 'mail',
    template: 'account-deletion-scheduled',
    to: user.email,
    fullName: user.full_name,
    eraseOn: eraseAfter.toISOString(),
    loginUrl: `${ctx.appUrl}/login`,
  });
  return eraseAfter;
}

/** Keeps a deactivated account (its member signed in and chose so): visible again, nothing erased. */
export async function keepAccount(tx: TransactionSql, user: Account, ctx: Context) {
  await tx`update users set deactivated_at = null, erase_after = null, updated_at = ${ctx.now} where id = ${user.id}`;
  await tx`update profiles set deleted_at = null where user_id = ${user.id}`;
  await recordAudit(tx, { adminId: user.id, action: 'account.keep', targetKind: 'member', targetId: user.id }, ctx.now);
  await effectQueue(tx, { now: ctx.now, secret: ctx.secret }).enqueue({ kind: 'mail', template: 'account-kept', to: user.email, fullName: user.full_name });
}

import type { Sql, TransactionSql } from 'postgres';
import type { SuspendedMember, SuspendInput } from '#domain/moderation/suspension.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { ApiError } from '../http/api-error.ts';

const MEMBER_NOT_FOUND = 'Member not found';
const DAY_MS = 86_400_000;

type Suspension = { suspended_at: Date | null; suspended_until: Date | null; suspended_reason: string | null };
const shown = (s: Suspension) => (s.suspended_at ? { suspended: true, until: s.suspended_until?.toISOString() ?? null, reason: s.suspended_reason } : { suspended: false });

async function lockMember(tx: TransactionSql, userId: string) {
  const [row] = await tx<Suspension[]>`select suspended_at, suspended_until, suspended_reason from users where id = ${userId} and role = 'member' for update`;
  if (!row) throw new ApiError(404, MEMBER_NOT_FOUND, 'not_found');
  return row;
}

/**
 * Suspends a member until the end of `until` (India time) or until lifted: every session and push
 * subscription ends now, so their open apps are signed out at their next request and their devices
 * stop syncing, and sign-in is refused meanwhile.
 */
export async function suspendMember(tx: TransactionSql, userId: string, input: SuspendInput, adminId: string, now: Date) {
  const before = await lockMember(tx, userId);
  const until = input.until ? new Date(Date.parse(`${input.until}T00:00:00+05:30`) + DAY_MS) : null;
  if (until && until <= now) throw new ApiError(400, 'The end date must be today or later', 'invalid', [{ path: 'until', message: 'The end date must be today or later' }]);
  await tx`update users set suspended_at = ${now}, suspended_until = ${until}, suspended_reason = ${input.reason} where id = ${userId}`;
  await revokeUserSessions(tx, userId, now);
  await tx`delete from push_subscriptions where user_id = ${userId}`;
  const after = { suspended_at: now, suspended_until: until, suspended_reason: input.reason };
  await recordAudit(tx, { adminId, action: 'member.suspend', targetKind: 'member', targetId: userId, reason: input.reason, before: shown(before), after: shown(after) }, now);
  return shown(after);
}

export async function unsuspendMember(tx: TransactionSql, userId: string, adminId: string, now: Date) {
  const before = await lockMember(tx, userId);
  if (!before.suspended_at) return shown(before);
  await tx`update users set suspended_at = null, suspended_until = null, suspended_reason = null where id = ${userId}`;
  await recordAudit(tx, { adminId, action: 'member.unsuspend', targetKind: 'member', targetId: userId, before: shown(before), after: { suspended: false } }, now);
  return { suspended: false };
}

/** Members suspended now, newest first: for the admin's list. */
export async function suspendedMembers(tx: TransactionSql | Sql, now: Date): Promise<SuspendedMember[]> {
  const rows = await tx<{ id: string; full_name: string; roll_number: string | null; suspended_at: Date; suspended_until: Date | null; suspended_reason: string | null }[]>`
    select id, full_name, roll_number::text, suspended_at, suspended_until, suspended_reason from users
    where suspended_at is not null and (suspended_until is null or suspended_until > ${now}) order by suspended_at desc limit 500`;
  return rows.map((r) => ({ id: r.id, fullName: r.full_name, rollNumber: r.roll_number, since: r.suspended_at.toISOString(), until: r.suspended_until?.toISOString() ?? null, reason: r.suspended_reason ?? '' }));
}

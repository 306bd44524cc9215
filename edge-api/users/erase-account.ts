import type { Sql, TransactionSql } from 'postgres';
import { FORMER_MEMBER } from '#domain/accounts/account-deletion.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { PeriodicJob } from '../outbox/periodic-jobs.ts';
import { effectQueue } from '../outbox/effects.ts';

/** An erased account's password hash: no password ever matches it (password.ts parses only scrypt). */
const NO_PASSWORD = '!erased';
/** Accounts erased per pass: each is one transaction; the next pass goes on. */
const BATCH = 50;

/**
 * Erases one account in `tx` (docs/decisions/0141-leaving.md). What is the person's goes: contact
 * data, profile, photo and resume, sessions, push subscriptions, notifications, connections, job
 * alerts, tags in photos, preferences. What others rely on stays, under a tombstone whose name is
 * "Former member": their questions, answers, comments, jobs and photos, the messages in the other
 * member's thread, RSVPs an event counts, and paid donations, which keep the donor's name only.
 * The roster record is the college's and stays; its roll number may sign up again.
 */
export async function eraseAccount(tx: TransactionSql, userId: string, ctx: { now: Date; secret: string; adminId?: string; reason?: string }) {
  const [user] = await tx<{ email: string; full_name: string }[]>`select email, full_name from users where id = ${userId} and erased_at is null for update`;
  if (!user) return false;
  await tx`update donations set donor_name_kept = ${user.full_name} where donor_id = ${userId} and status in ('paid', 'refunded')`;
  for (const table of ['sessions', 'passkeys', 'totp_factors', 'recovery_codes', 'push_subscriptions', 'notifications', 'job_alerts', 'profile_files', 'login_addresses', 'account_codes', 'email_change_undos', 'member_activity', 'announcement_recipients', 'sync_clients']) {
    await tx`delete from ${tx(table)} where user_id = ${userId}`;
  }
  // Its archives' files go with the next hourly expiry (users/data-export-job.ts).
  await tx`update data_exports set status = case when status = 'preparing' then 'expired' else status end, expires_at = ${ctx.now} where user_id = ${userId} and status <> 'expired'`;
  await tx`delete from connections where user_low = ${userId} or user_high = ${userId}`;
  await tx`delete from photo_tags where user_id = ${userId}`;
  await tx`delete from member_blocks where blocker_id = ${userId} or blocked_id = ${userId}`;
  await tx`update notifications set actor_id = null where actor_id = ${userId}`;
  await tx`
    update profiles set job = null, skills = null, extra = null, phone = '', privacy = '{}', notification_channels = '{}',
      notification_digest = 'off', last_digest_at = null, read_receipts = false,
      deleted_at = coalesce(deleted_at, ${ctx.now})
    where user_id = ${userId}`;
  await tx`
    update users set full_name = ${FORMER_MEMBER}, email = ${`erased-${userId}@erased.invalid`}, roll_number = null, roster_id = null,
      password_hash = ${NO_PASSWORD}, suspended_at = null, suspended_until = null, suspended_reason = null,
      deactivated_at = coalesce(deactivated_at, ${ctx.now}), erase_after = null, erased_at = ${ctx.now}, updated_at = ${ctx.now}
    where id = ${userId}`;
  const audit = ctx.adminId ? { adminId: ctx.adminId, action: 'member.erase', reason: ctx.reason } : { adminId: userId, action: 'account.erase' };
  await recordAudit(tx, { ...audit, targetKind: 'member', targetId: userId }, ctx.now);
  // The last mail to the address, sent after it is gone from the account.
  await effectQueue(tx, { now: ctx.now, secret: ctx.secret }).enqueue({ kind: 'mail', template: 'account-erased', to: user.email, fullName: user.full_name });
  return true;
}

/** Erases every account whose 14 days have passed; answers how many. */
export async function eraseDueAccounts(sql: Sql, ctx: { now: Date; secret: string }) {
  let erased = 0;
  for (;;) {
    const due = await sql<{ id: string }[]>`
      select id from users where erased_at is null and erase_after <= ${ctx.now} order by erase_after limit ${BATCH}`;
    for (const { id } of due) if (await sql.begin((tx) => eraseAccount(tx, id, ctx))) erased += 1;
    if (due.length < BATCH) return erased;
  }
}

/** The dispatcher's job: hourly, so an account is erased within the hour after its 14 days. */
export const eraseAccountsJob = (sql: Sql, opts: { secret: string }): PeriodicJob => ({
  name: 'account erasure',
  everyMs: 60 * 60_000,
  run: async (now) => {
    await eraseDueAccounts(sql, { now, ...opts });
  },
});

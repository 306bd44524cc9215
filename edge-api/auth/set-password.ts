import type { TransactionSql } from 'postgres';
import { deviceName } from '#domain/accounts/device-name.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { revokeUserSessions } from './sessions.ts';
import { effectQueue } from '../outbox/effects.ts';
import { mailTime } from '../outbox/mail-time.ts';

type SetPassword = {
  user: { id: string; email: string; full_name: string };
  passwordHash: string;
  /** Which sessions end: all of the account's, all but the one asking, or none. */
  signOut: { all: true } | { allBut: string } | null;
  action: 'account.password-reset' | 'account.password-change';
  userAgent: string | undefined;
  now: Date;
  secret: string;
  appUrl: string;
};

/**
 * A new password in place, in `tx`: the sessions named end (their devices' next request is a 401,
 * their live streams end by ADR 0132's trigger), the audit log says so with the member as the
 * actor, and the member is mailed the time and the device. Returns how many sessions ended.
 */
export async function setPassword(tx: TransactionSql, p: SetPassword): Promise<number> {
  await tx`update users set password_hash = ${p.passwordHash}, updated_at = ${p.now} where id = ${p.user.id}`;
  const ended = p.signOut ? await revokeUserSessions(tx, p.user.id, p.now, 'allBut' in p.signOut ? p.signOut.allBut : null) : 0;
  await recordAudit(tx, { adminId: p.user.id, action: p.action, targetKind: 'user', targetId: p.user.id, after: { devicesSignedOut: ended } }, p.now);
  await effectQueue(tx, { now: p.now, secret: p.secret }).enqueue({
    kind: 'mail',
    template: 'password-changed',
    to: p.user.email,
    fullName: p.user.full_name,
    when: mailTime(p.now),
    device: deviceName(p.userAgent),
    otherDevices: ended > 0 ? 'signed-out' : 'kept',
    resetUrl: `${p.appUrl}/forgot-password`,
  });
  return ended;
}

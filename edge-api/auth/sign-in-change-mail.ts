import type { TransactionSql } from 'postgres';
import { effectQueue } from '../outbox/effects.ts';
import type { MailOf } from '../outbox/effect-types.ts';
import { mailTime } from '../outbox/mail-time.ts';

/**
 * Mails an account's member that how it signs in changed (a passkey added or removed, two-step
 * sign-in on or off), in `tx` with the change, so a change they did not make does not go unseen.
 */
export async function mailSignInChange(
  tx: TransactionSql,
  p: { userId: string; change: MailOf<'account-sign-in-changed'>['change']; name?: string; now: Date; secret: string; appUrl: string },
) {
  const [user] = await tx<{ email: string; full_name: string }[]>`select email, full_name from users where id = ${p.userId}`;
  if (!user) return;
  await effectQueue(tx, { now: p.now, secret: p.secret }).enqueue({
    kind: 'mail',
    template: 'account-sign-in-changed',
    to: user.email,
    fullName: user.full_name,
    change: p.change,
    name: p.name ?? '',
    when: mailTime(p.now),
    settingsUrl: `${p.appUrl}/settings/account`,
  });
}

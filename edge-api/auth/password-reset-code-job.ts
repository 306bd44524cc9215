import type { Sql, TransactionSql } from 'postgres';
import * as v from 'valibot';
import type { Clock } from '../deps.ts';
import { effectQueue } from '../outbox/effects.ts';
import { findUserBy } from '../users/user-view.ts';
import { issueAccountCode } from './account-codes.ts';
import { claimAttempt } from './rate-limit.ts';

const PayloadSchema = v.object({ rollNumberOrEmail: v.pipe(v.string(), v.maxLength(254)) });

/** Codes one account may be sent, however it is asked for (by roll number, by e-mail, from many addresses). */
export const RESET_SENDS_PER_ACCOUNT = { max: 3, windowMs: 15 * 60_000 };

type Account = { id: string; email: string; full_name: string };

/**
 * Within the account's send limit, issues a reset code and queues its mail, in `tx`. False when the
 * account was already sent as many codes as it may be in the window.
 */
export async function sendResetCode(tx: TransactionSql, user: Account, p: { secret: string; appUrl: string; now: Date }): Promise<boolean> {
  const claim = await claimAttempt(tx, [{ bucket: `reset-send:${user.id}`, ...RESET_SENDS_PER_ACCOUNT }], p.now);
  if (!claim.ok) return false;
  const code = await issueAccountCode(tx, p.secret, { userId: user.id, purpose: 'password_reset', email: user.email }, p.now);
  await effectQueue(tx, { now: p.now, secret: p.secret }).enqueue({
    kind: 'mail',
    template: 'password-reset-code',
    to: user.email,
    fullName: user.full_name,
    code,
    resetUrl: `${p.appUrl}/forgot-password`,
  });
  return true;
}

/**
 * The dispatcher's handler for 'password-reset-code' (ADR 0140): finds the account asked for and,
 * within its send limit, mails it a new code. An unknown account, or one over its limit, gets
 * nothing, and nobody is told which: the request answered the same before this ran.
 */
export function passwordResetCodeJob(deps: { sql: Sql; secret: string; appUrl: string; clock: Clock }) {
  return async (payload: unknown) => {
    const { rollNumberOrEmail } = v.parse(PayloadSchema, payload);
    const ident = rollNumberOrEmail.toLowerCase();
    const user = await findUserBy(deps.sql, /^\d+$/.test(ident) ? { rollNumber: ident } : { email: ident });
    if (!user) return;
    const now = deps.clock.now();
    await deps.sql.begin((tx) => sendResetCode(tx, user, { secret: deps.secret, appUrl: deps.appUrl, now }));
  };
}

import type { Sql } from 'postgres';
import * as v from 'valibot';
import type { Clock } from '../deps.ts';
import { effectQueue } from '../outbox/effects.ts';
import { findUserBy } from '../users/user-view.ts';
import { issueAccountCode } from './account-codes.ts';
import { claimAttempt } from './rate-limit.ts';

const PayloadSchema = v.object({ rollNumberOrEmail: v.pipe(v.string(), v.maxLength(254)) });

/** Codes one account may be sent, however it is asked for (by roll number, by e-mail, from many addresses). */
export const RESET_SENDS_PER_ACCOUNT = { max: 3, windowMs: 15 * 60_000 };

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
    await deps.sql.begin(async (tx) => {
      const claim = await claimAttempt(tx, [{ bucket: `reset-send:${user.id}`, ...RESET_SENDS_PER_ACCOUNT }], now);
      if (!claim.ok) return;
      const code = await issueAccountCode(tx, deps.secret, { userId: user.id, purpose: 'password_reset', email: user.email }, now);
      await effectQueue(tx, { now, secret: deps.secret }).enqueue({
        kind: 'mail',
        template: 'password-reset-code',
        to: user.email,
        fullName: user.full_name,
        code,
        resetUrl: `${deps.appUrl}/forgot-password`,
      });
    });
  };
}

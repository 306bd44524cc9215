import type { Sql, TransactionSql } from 'postgres';
import { judgeCode, type CodeFailure } from './code-check.ts';
import { newCode, secretHash } from './secret-hash.ts';

type Tx = Sql | TransactionSql;

/** What an account's code is for: it checks for that purpose of that account only. */
export type CodePurpose = 'password_reset' | 'email_change';

export const ACCOUNT_CODE_TTL_MS = 15 * 60_000;

// The purpose and the account are hashed with the code: a code made for one never checks for another.
const codeHash = (secret: string, purpose: CodePurpose, userId: string, code: string) => secretHash(secret, `${purpose}:${userId}:${code}`);

/** Makes a new code for an account's purpose, mailed to `email`; earlier live ones for it stop working. */
export async function issueAccountCode(tx: Tx, secret: string, to: { userId: string; purpose: CodePurpose; email: string }, now: Date) {
  const code = newCode();
  await tx`
    update account_codes set expires_at = ${now}
    where user_id = ${to.userId} and purpose = ${to.purpose} and used_at is null and expires_at > ${now}`;
  await tx`
    insert into account_codes (user_id, purpose, email, code_hash, expires_at, created_at)
    values (${to.userId}, ${to.purpose}, ${to.email}, ${codeHash(secret, to.purpose, to.userId, code)},
      ${new Date(now.getTime() + ACCOUNT_CODE_TTL_MS)}, ${now})`;
  return code;
}

export type AccountCodeCheck = { ok: true; email: string } | { ok: false; reason: CodeFailure };

/**
 * Checks a code against the account's newest one for `purpose` and, when it is right, marks it
 * used in `tx`, the transaction that acts on it: a code is spent only with what it allowed. The
 * caller returns a failure from its transaction rather than throwing, so a wrong try still counts.
 */
export async function checkAccountCode(tx: TransactionSql, secret: string, by: { userId: string; purpose: CodePurpose }, code: string, now: Date): Promise<AccountCodeCheck> {
  const [row] = await tx<{ id: string; email: string; code_hash: string; attempts: number; expires_at: Date; used_at: Date | null }[]>`
    select id, email, code_hash, attempts, expires_at, used_at from account_codes
    where user_id = ${by.userId} and purpose = ${by.purpose}
    order by seq desc limit 1 for update`;
  const judged = judgeCode(row, codeHash(secret, by.purpose, by.userId, code), now);
  if (!judged.ok) {
    if (judged.countTry) await tx`update account_codes set attempts = attempts + 1 where id = ${row!.id}`;
    return { ok: false, reason: judged.reason };
  }
  await tx`update account_codes set used_at = ${now}, attempts = attempts + 1 where id = ${row!.id}`;
  return { ok: true, email: row!.email };
}

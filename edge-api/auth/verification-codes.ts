import type { Sql, TransactionSql } from 'postgres';
import { judgeCode, type CodeFailure } from './code-check.ts';
import { newCode, secretHash } from './secret-hash.ts';

type Tx = Sql | TransactionSql;

export const CODE_TTL_MS = 10 * 60_000;

/** Makes a new code for a roster row; earlier live codes for it stop working. Returns the code. */
export async function issueCode(tx: Tx, secret: string, roster: { id: string; email: string }, now: Date) {
  const code = newCode();
  await tx`update verification_codes set expires_at = ${now} where roster_id = ${roster.id} and used_at is null and expires_at > ${now}`;
  await tx`
    insert into verification_codes (roster_id, email, code_hash, expires_at, created_at)
    values (${roster.id}, ${roster.email}, ${secretHash(secret, code)}, ${new Date(now.getTime() + CODE_TTL_MS)}, ${now})`;
  return code;
}

export type CodeCheck = { ok: true; rosterId: string } | { ok: false; reason: CodeFailure };

/**
 * Checks a code against the newest code for a roster row or an e-mail address (judgeCode); a right
 * code presented again is told apart ('used'), so the other tab of the same signup can say so.
 */
export async function checkCode(sql: Sql, secret: string, by: { rosterId: string } | { email: string }, code: string, now: Date) {
  return sql.begin(async (tx): Promise<CodeCheck> => {
    const where = 'rosterId' in by ? tx`roster_id = ${by.rosterId}` : tx`lower(email) = lower(${by.email})`;
    const [row] = await tx<{ id: string; roster_id: string; code_hash: string; attempts: number; expires_at: Date; used_at: Date | null }[]>`
      select id, roster_id, code_hash, attempts, expires_at, used_at from verification_codes
      where ${where} order by seq desc limit 1 for update`;
    const judged = judgeCode(row, secretHash(secret, code), now);
    if (!judged.ok) {
      if (judged.countTry) await tx`update verification_codes set attempts = attempts + 1 where id = ${row!.id}`;
      return { ok: false, reason: judged.reason };
    }
    await tx`update verification_codes set used_at = ${now}, attempts = attempts + 1 where id = ${row!.id}`;
    return { ok: true, rosterId: row!.roster_id };
  });
}

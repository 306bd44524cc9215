import { timingSafeEqual } from 'node:crypto';

/** Why a mailed code did not check: none to check, used already, past its time, out of tries, or not it. */
export type CodeFailure = 'none' | 'used' | 'expired' | 'exhausted' | 'wrong';

export const MAX_CODE_ATTEMPTS = 5;

type StoredCode = { code_hash: string; attempts: number; expires_at: Date; used_at: Date | null };

/**
 * Judges a code against the newest stored one (signup's and an account's alike). Every wrong try
 * counts; after five the code is dead even for the right value; a right code works once. `count`
 * says what the caller writes back: a wrong try, the code used, or nothing.
 */
export function judgeCode(row: StoredCode | undefined, givenHash: string, now: Date): { ok: true } | { ok: false; reason: CodeFailure; countTry: boolean } {
  if (!row) return { ok: false, reason: 'none', countTry: false };
  const given = Buffer.from(givenHash);
  const expected = Buffer.from(row.code_hash);
  const matches = given.length === expected.length && timingSafeEqual(given, expected);
  // Nothing is left to guess on a used code: a wrong value is simply invalid and not counted.
  if (row.used_at) return { ok: false, reason: matches ? 'used' : 'none', countTry: false };
  if (row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'exhausted', countTry: false };
  if (row.expires_at <= now) return { ok: false, reason: 'expired', countTry: false };
  if (!matches) return { ok: false, reason: 'wrong', countTry: true };
  return { ok: true };
}

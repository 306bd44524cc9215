import type { Sql, TransactionSql } from 'postgres';
import type { SecondStepMethod } from '#domain/accounts/two-step.ts';
import { open } from '../outbox/seal.ts';
import { secretHash } from './secret-hash.ts';
import { fromBase32, matchTotp } from './totp.ts';

type Db = Sql | TransactionSql;
/** A sealed TOTP secret opens only for its own account. */
export const totpSealContext = (userId: string) => `totp:${userId}`;

/** Recovery codes as they are shown: 'k7q2-m9x4', lowercase letters and digits a person reads without doubt. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What the account can give as its second step; empty when it needs none. */
export async function secondStepMethods(sql: Db, userId: string): Promise<SecondStepMethod[]> {
  const [row] = await (sql as Sql)<{ totp: boolean; passkeys: number; required: boolean }[]>`
    select exists (select 1 from totp_factors where user_id = ${userId} and confirmed_at is not null) as totp,
      (select count(*)::int from passkeys where user_id = ${userId}) as passkeys,
      (select require_admin_second_step from security_settings where id) as required`;
  if (row!.totp) return ['totp', 'recovery-code', ...(row!.passkeys > 0 ? (['passkey'] as const) : [])];
  return row!.required && row!.passkeys > 0 ? ['passkey'] : [];
}

/**
 * Checks a second step's code: a TOTP code (each works once) or an unused recovery code (spent
 * now). Run in the transaction that then starts the session.
 */
export async function checkSecondStep(tx: TransactionSql, p: { userId: string; code: string; secret: string; now: Date }): Promise<boolean> {
  const [factor] = await tx<{ secret_sealed: string; last_step: string }[]>`
    select secret_sealed, last_step from totp_factors where user_id = ${p.userId} and confirmed_at is not null for update`;
  if (!factor) return false;
  if (/^\d{6}$/.test(p.code)) {
    const secret = fromBase32(await open(p.secret, factor.secret_sealed, totpSealContext(p.userId)));
    const step = await matchTotp(secret, p.code, p.now, Number(factor.last_step));
    if (step === null) return false;
    await tx`update totp_factors set last_step = ${step} where user_id = ${p.userId}`;
    return true;
  }
  const hash = recoveryCodeHash(p.secret, p.code);
  const spent = await tx`update recovery_codes set used_at = ${p.now} where user_id = ${p.userId} and code_hash = ${hash} and used_at is null returning id`;
  return spent.length === 1;
}

export const recoveryCodeHash = (secret: string, code: string) => secretHash(secret, `recovery:${normalizeRecovery(code)}`);

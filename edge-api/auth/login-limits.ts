import type { Sql, TransactionSql } from 'postgres';
import type { AppConfig } from '../deps.ts';
import { effectQueue } from '../outbox/effects.ts';
import { claimAttempt, releaseAttempt, type Claim, type Limit } from './rate-limit.ts';

// docs/decisions/0055-login-lockout-per-address.md
const MINUTE_MS = 60_000;
/** Per account and address: a stranger's guesses lock out only the stranger's address. */
const PAIR = { max: 10, windowMs: 15 * MINUTE_MS };
/** Per address, over every account: higher, because a campus network puts many students behind one. */
const ADDRESS = { max: 50, windowMs: 15 * MINUTE_MS };
/** Per account, from addresses it has not signed in from: past 20 failures in an hour, a back-off. */
const BACKOFF = { after: 20, windowMs: 60 * MINUTE_MS, firstMs: 5_000, doubleEvery: 5, maxMs: 60_000 };
const KNOWN_FOR_MS = 30 * 24 * 60 * MINUTE_MS;
const ALERT_EVERY_MS = 24 * 60 * MINUTE_MS;

/** One attempt per 5 s from the 20th failure in the hour, doubling every 5 failures, at most one a minute. */
export const backoffSpacingMs = (failures: number) =>
  failures < BACKOFF.after ? 0 : Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** Math.floor((failures - BACKOFF.after) / BACKOFF.doubleEvery));

export type LoginAccount = { id: string; email: string; full_name: string };

/** A claimed attempt, to give back if the password is right. */
export type LoginClaim = { ok: true; limits: Limit[]; address: string; now: Date };
export type LoginRefusal = { ok: false; message: string; retryAfterSeconds: number };

/**
 * Claims one login attempt before the password is checked. The account back-off counts the account
 * (whatever name was typed), or the typed name when no account has it, so both look alike.
 */
export async function claimLogin(
  sql: Sql,
  config: AppConfig,
  attempt: { account: LoginAccount | undefined; name: string; address: string; now: Date },
): Promise<LoginClaim | LoginRefusal> {
  const { account, address, now } = attempt;
  const key = account ? `user:${account.id}` : `name:${attempt.name}`;
  return sql.begin(async (tx) => {
    const limits: Limit[] = [
      { bucket: `login:pair:${key}:${address}`, ...PAIR },
      { bucket: `login:ip:${address}`, ...ADDRESS },
    ];
    // The member's own addresses are not slowed by what strangers do elsewhere.
    const slowed = !account || !(await isKnownAddress(tx, account.id, address, now));
    if (slowed) limits.push({ bucket: `login:account:${key}`, windowMs: BACKOFF.windowMs, spacingMs: backoffSpacingMs });
    const claim = await claimAttempt(tx, limits, now);
    if (!claim.ok) return refusal(claim);
    // The claim that starts the back-off tells the member, in this transaction: once, not per attempt.
    if (account && slowed && claim.counts[2] === BACKOFF.after) await alertMember(tx, config, account, now);
    return { ok: true, limits, address, now } as const;
  });
}

/** A good login: the address's pair bucket starts afresh, the other claims are given back, the address is known. */
export async function releaseLogin(sql: Sql, claim: LoginClaim, userId: string) {
  await sql.begin(async (tx) => {
    await releaseAttempt(tx, claim.limits, claim.now, [claim.limits[0]!.bucket]);
    await tx`
      insert into login_addresses (user_id, address, last_login_at) values (${userId}, ${claim.address}, ${claim.now})
      on conflict (user_id, address) do update set last_login_at = excluded.last_login_at`;
    await tx`delete from login_addresses where user_id = ${userId} and last_login_at < ${new Date(claim.now.getTime() - KNOWN_FOR_MS)}`;
  });
}

async function isKnownAddress(tx: TransactionSql, userId: string, address: string, now: Date) {
  const since = new Date(now.getTime() - KNOWN_FOR_MS);
  const rows = await tx`select 1 from login_addresses where user_id = ${userId} and address = ${address} and last_login_at > ${since}`;
  return rows.length > 0;
}

function refusal(claim: Extract<Claim, { ok: false }>): LoginRefusal {
  const seconds = Math.ceil(claim.waitMs / 1000);
  const message =
    'max' in claim.refusedBy
      ? 'Too many failed login attempts. Please try again in 15 minutes.'
      : `Too many failed login attempts for this account. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  return { ok: false, message, retryAfterSeconds: seconds };
}

async function alertMember(tx: TransactionSql, config: AppConfig, account: LoginAccount, now: Date) {
  // At most one such mail a day, however often the failures climb past the threshold again.
  const alert = await claimAttempt(tx, [{ bucket: `login:alert:${account.id}`, max: 1, windowMs: ALERT_EVERY_MS }], now);
  if (!alert.ok) return;
  await effectQueue(tx, { now, secret: config.jwtSecret }).enqueue({
    kind: 'mail',
    template: 'login-backoff',
    to: account.email,
    fullName: account.full_name,
    loginUrl: `${config.appUrl}/login`,
  });
}

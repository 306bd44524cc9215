import type { Sql, TransactionSql } from 'postgres';

const CHALLENGE_TTL_MS = 5 * 60_000;
const LOOPBACK = new Set(['127.0.0.1', '[::1]']);

export type RelyingParty = { rpID: string; rpName: string; origins: string[] };

/**
 * The relying party is the app's own host (APP_URL). Browsers refuse an IP address as one, so a
 * server on a loopback address uses 'localhost' (open it at http://localhost:PORT to use passkeys);
 * any other IP address has none (docs/decisions/0143-passkeys.md).
 */
export function relyingParty(appUrl: string): RelyingParty | null {
  const url = new URL(appUrl);
  if (LOOPBACK.has(url.hostname)) {
    const local = new URL(appUrl);
    local.hostname = 'localhost';
    return { rpID: 'localhost', rpName: 'Alumni Portal', origins: [local.origin] };
  }
  if (/^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[')) return null;
  return { rpID: url.hostname, rpName: 'Alumni Portal', origins: [url.origin] };
}

type Purpose = 'register' | 'sign-in';

/** Keeps a ceremony's challenge for 5 minutes; answers its id, which the client sends back. */
export async function issueChallenge(sql: Sql | TransactionSql, p: { challenge: string; purpose: Purpose; userId: string | null; now: Date }) {
  const q = sql as Sql;
  // Old ones go as new ones come, so unauthenticated sign-in options cannot pile up rows.
  await q`delete from webauthn_challenges where expires_at < ${new Date(p.now.getTime() - CHALLENGE_TTL_MS)}`;
  const [row] = await q<{ id: string }[]>`
    insert into webauthn_challenges (challenge, purpose, user_id, expires_at)
    values (${p.challenge}, ${p.purpose}, ${p.userId}, ${new Date(p.now.getTime() + CHALLENGE_TTL_MS)}) returning id`;
  return row!.id;
}

/**
 * Spends a challenge: it must be for this purpose (and account), unexpired and unused. Null
 * otherwise; a second use of the same one, even at the same moment, is null.
 */
export async function takeChallenge(sql: Sql | TransactionSql, p: { id: string; purpose: Purpose; userId: string | null; now: Date }) {
  const [row] = await (sql as Sql)<{ challenge: string }[]>`
    update webauthn_challenges set used_at = ${p.now}
    where id = ${p.id} and purpose = ${p.purpose} and user_id is not distinct from ${p.userId} and used_at is null and expires_at > ${p.now}
    returning challenge`;
  return row?.challenge ?? null;
}

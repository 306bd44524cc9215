import type { Sql, TransactionSql } from 'postgres';
import { newOpaqueToken, secretHash } from './secret-hash.ts';

type Tx = Sql | TransactionSql;

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;

/** How much of a user agent is kept: enough to name the device, not a place to store a payload. */
const USER_AGENT_MAX = 300;

/** The User-Agent header as a session keeps it: printable, capped; null when missing. */
export const keptUserAgent = (header: string | undefined) => header?.replace(/[^\x20-\x7e]/g, '').slice(0, USER_AGENT_MAX) || null;

/** Starts a session for a user; returns its id and the first refresh token (only its hash is stored). */
export async function startSession(tx: Tx, secret: string, userId: string, now: Date, userAgent?: string) {
  const [session] = await tx<{ id: string }[]>`
    insert into sessions (user_id, created_at, last_seen_at, user_agent)
    values (${userId}, ${now}, ${now}, ${keptUserAgent(userAgent)}) returning id`;
  const refreshToken = await issueRefreshToken(tx, secret, session!.id, now);
  return { sessionId: session!.id, refreshToken };
}

async function issueRefreshToken(tx: Tx, secret: string, sessionId: string, now: Date) {
  const token = newOpaqueToken();
  await tx`
    insert into refresh_tokens (token_hash, session_id, expires_at, created_at)
    values (${secretHash(secret, token)}, ${sessionId}, ${new Date(now.getTime() + REFRESH_TTL_MS)}, ${now})`;
  return token;
}

export type Rotation =
  | { ok: true; sessionId: string; userId: string; role: 'admin' | 'member'; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'deleted' };

/**
 * Exchanges a refresh token for a new one. A token that was already used means it was stolen or
 * replayed: the whole session is revoked, so both the thief and the member must sign in again.
 */
export async function rotateRefreshToken(sql: Sql, secret: string, token: string, now: Date, userAgent?: string): Promise<Rotation> {
  return sql.begin(async (tx) => {
    const [row] = await tx<
      { session_id: string; expires_at: Date; used_at: Date | null; revoked_at: Date | null; user_id: string; role: 'admin' | 'member'; deactivated_at: Date | null }[]
    >`
      select t.session_id, t.expires_at, t.used_at, s.revoked_at, s.user_id, u.role, u.deactivated_at
      from refresh_tokens t join sessions s on s.id = t.session_id join users u on u.id = s.user_id
      where t.token_hash = ${secretHash(secret, token)}
      for update of t`;
    if (!row) return { ok: false, reason: 'unknown' } as const;
    // A deleted account's devices are told so: they empty themselves (ADR 0141).
    if (row.revoked_at) return { ok: false, reason: row.deactivated_at ? 'deleted' : 'revoked' } as const;
    if (row.used_at) {
      await tx`update sessions set revoked_at = ${now} where id = ${row.session_id}`;
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expires_at <= now) return { ok: false, reason: 'expired' } as const;
    await tx`update refresh_tokens set used_at = ${now} where token_hash = ${secretHash(secret, token)}`;
    // A browser updates itself: the session is named after the one it is now.
    await tx`
      update sessions set last_seen_at = ${now}, user_agent = coalesce(${keptUserAgent(userAgent)}, user_agent)
      where id = ${row.session_id}`;
    const refreshToken = await issueRefreshToken(tx, secret, row.session_id, now);
    return { ok: true, sessionId: row.session_id, userId: row.user_id, role: row.role, refreshToken } as const;
  });
}

/** Ends every live session of an account, or all but `keep` (the one asking); answers how many ended. */
export async function revokeUserSessions(tx: Tx, userId: string, now: Date, keep: string | null = null): Promise<number> {
  const { count } = await tx`
    update sessions set revoked_at = ${now}
    where user_id = ${userId} and revoked_at is null and (${keep}::uuid is null or id <> ${keep}::uuid)`;
  return count;
}

export async function revokeSession(sql: Tx, sessionId: string, now: Date) {
  await sql`update sessions set revoked_at = ${now} where id = ${sessionId} and revoked_at is null`;
}

export async function revokeByRefreshToken(sql: Tx, secret: string, token: string, now: Date) {
  await sql`
    update sessions set revoked_at = ${now}
    where revoked_at is null
      and id = (select session_id from refresh_tokens where token_hash = ${secretHash(secret, token)})`;
}

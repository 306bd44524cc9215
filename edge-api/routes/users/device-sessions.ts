import type { Context } from 'hono';
import { deviceName } from '#domain/accounts/device-name.ts';
import { DEVICE_NOT_SIGNED_IN, DEVICE_SIGNED_OUT, otherDevicesSignedOut, type DeviceSessionList, type OtherDevicesSignedOut } from '#domain/accounts/device-sessions.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { clearSessionCookies } from '#api/auth/cookies.ts';
import { revokeUserSessions } from '#api/auth/sessions.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';

/** More than any member signs in on; older ones still end with "sign out all other devices". */
const LISTED_MAX = 100;

type SessionRow = { id: string; user_agent: string | null; created_at: Date; last_seen_at: Date | null };

/**
 * GET /api/users/sessions: the account's live sessions, this one first, then by last contact. A
 * session whose refresh token has run out (30 days unused) can never come back and is left out.
 */
export const listSessions = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const me = c.var.user!;
  const rows = await c.var.sql<SessionRow[]>`
    select s.id, s.user_agent, s.created_at, s.last_seen_at from sessions s
    where s.user_id = ${me.id} and s.revoked_at is null
      and exists (select 1 from refresh_tokens t where t.session_id = s.id and t.used_at is null and t.expires_at > ${deps.clock.now()})
    order by s.id = ${me.sessionId} desc, coalesce(s.last_seen_at, s.created_at) desc
    limit ${LISTED_MAX}`;
  const body: DeviceSessionList = {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceName(row.user_agent ?? undefined),
      signedInAt: row.created_at.toISOString(),
      lastSeenAt: (row.last_seen_at ?? row.created_at).toISOString(),
      current: row.id === me.sessionId,
    })),
  };
  return c.json(body);
};

/**
 * DELETE /api/users/sessions/:id: signs one of the account's devices out (its next request is a
 * 401, its live stream ends). Another account's session, or one already ended, is a 404 alike.
 */
export const endSession = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const me = c.var.user!;
  const id = pathId(c.req.param('id'), DEVICE_NOT_SIGNED_IN);
  const now = deps.clock.now();
  const ended = await c.var.sql.begin(async (tx) => {
    const [row] = await tx<{ user_agent: string | null }[]>`
      update sessions set revoked_at = ${now} where id = ${id} and user_id = ${me.id} and revoked_at is null returning user_agent`;
    if (!row) return false;
    const device = deviceName(row.user_agent ?? undefined);
    await recordAudit(tx, { adminId: me.id, action: 'account.device-sign-out', targetKind: 'session', targetId: id, after: { device } }, now);
    return true;
  });
  if (!ended) throw new ApiError(404, DEVICE_NOT_SIGNED_IN, 'not_found');
  if (id === me.sessionId) clearSessionCookies(c, deps.config);
  return c.json({ message: DEVICE_SIGNED_OUT });
};

/** DELETE /api/users/sessions: every session of the account but this one ends. */
export const endOtherSessions = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const me = c.var.user!;
  const now = deps.clock.now();
  const count = await c.var.sql.begin(async (tx) => {
    const count = await revokeUserSessions(tx, me.id, now, me.sessionId);
    if (count > 0) await recordAudit(tx, { adminId: me.id, action: 'account.device-sign-out', targetKind: 'user', targetId: me.id, after: { devicesSignedOut: count } }, now);
    return count;
  });
  const body: OtherDevicesSignedOut = { message: otherDevicesSignedOut(count), devicesSignedOut: count };
  return c.json(body);
};

import type { TransactionSql } from 'postgres';
import { connectionIdOf } from '#domain/connections/connection-id.ts';
import { CONNECTION_MESSAGES as M, DAILY_REQUEST_LIMIT } from '#domain/connections/connection.ts';
import { claimAttempt } from '../auth/rate-limit.ts';
import { ApiError } from '../http/api-error.ts';
import { serverMutator } from '../sync/mutator.ts';

// The connection lifecycle (issue 13; docs/decisions/0078-connections.md), one row per pair. Each
// write locks the pair's row (or, for a pair never seen, its insert), so two members asking each
// other at once end up connected rather than with two requests.

type PairRow = { id: string; requested_by: string; status: 'pending' | 'connected'; deleted_at: Date | null };

const DAY_MS = 86_400_000;

async function lockPair(tx: TransactionSql, id: string) {
  const [row] = await tx<PairRow[]>`select id, requested_by, status, deleted_at from connections where id = ${id} for update`;
  return row && !row.deleted_at ? row : undefined;
}

async function requireMember(tx: TransactionSql, userId: string) {
  const [member] = await tx`select 1 from users where id = ${userId} and role = 'member'`;
  if (!member) throw new ApiError(404, M.memberNotFound, 'not_found');
}

export const connectUser = serverMutator('connectUser', {
  roles: ['member'],
  async run(tx, { userId }, { user, now }) {
    if (userId === user.id) throw new ApiError(400, M.self, 'connect_self');
    await requireMember(tx, userId);
    const id = await connectionIdOf(user.id, userId);
    const [low, high] = [user.id, userId].sort();
    // A pair never seen gets its row first (a concurrent first request waits here, then finds it).
    await tx`
      insert into connections (id, user_low, user_high, requested_by, status, requested_at, deleted_at)
      values (${id}, ${low!}, ${high!}, ${user.id}, 'pending', ${now}, ${now})
      on conflict (id) do nothing`;
    const live = await lockPair(tx, id);
    if (live?.status === 'connected') throw new ApiError(409, M.alreadyConnected, 'already_connected');
    if (live?.requested_by === user.id) throw new ApiError(409, M.alreadySent, 'already_requested');
    if (live) {
      // They asked first: asking back is accepting.
      await tx`update connections set status = 'connected', connected_at = ${now} where id = ${id}`;
      return;
    }
    const claim = await claimAttempt(tx, [{ bucket: `connect:${user.id}`, max: DAILY_REQUEST_LIMIT, windowMs: DAY_MS }], now);
    if (!claim.ok) throw new ApiError(429, M.tooMany, 'rate_limited');
    await tx`
      update connections set requested_by = ${user.id}, status = 'pending', requested_at = ${now}, connected_at = null, deleted_at = null
      where id = ${id}`;
  },
});

/** The live request `connectionId` addressed to `user`, locked; refused when it is not one. */
async function receivedRequest(tx: TransactionSql, connectionId: string, userId: string) {
  const [row] = await tx<PairRow[]>`
    select id, requested_by, status, deleted_at from connections
    where id = ${connectionId} and ${userId} in (user_low, user_high) and deleted_at is null
    for update`;
  if (!row) throw new ApiError(404, M.requestGone, 'request_gone');
  if (row.requested_by === userId) throw new ApiError(403, M.ownRequest, 'own_request');
  return row;
}

export const acceptConnection = serverMutator('acceptConnection', {
  roles: ['member'],
  async run(tx, { connectionId }, { user, now }) {
    const row = await receivedRequest(tx, connectionId, user.id);
    if (row.status === 'connected') return; // accepted already, on another device
    await tx`update connections set status = 'connected', connected_at = ${now} where id = ${connectionId}`;
  },
});

export const rejectConnection = serverMutator('rejectConnection', {
  roles: ['member'],
  async run(tx, { connectionId }, { user, now }) {
    const row = await receivedRequest(tx, connectionId, user.id);
    if (row.status === 'connected') throw new ApiError(409, M.alreadyConnected, 'already_connected');
    await tx`update connections set deleted_at = ${now} where id = ${connectionId}`;
  },
});

export const removeConnection = serverMutator('removeConnection', {
  roles: ['member'],
  async run(tx, { userId }, { user, now }) {
    const id = await connectionIdOf(user.id, userId);
    if (!(await lockPair(tx, id))) throw new ApiError(404, M.notConnected, 'not_connected');
    await tx`update connections set deleted_at = ${now} where id = ${id}`;
  },
});

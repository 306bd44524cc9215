import type { TransactionSql } from 'postgres';
import { connectionIdOf } from '#domain/connections/connection-id.ts';
import { CONNECTION_MESSAGES as M, DAILY_REQUEST_LIMIT } from '#domain/connections/connection.ts';
import { claimAttempt } from '../auth/rate-limit.ts';
import { notify } from '../notifications/notify.ts';
import { ApiError } from '../http/api-error.ts';
import { serverMutator, type MutatorContext } from '../sync/mutator.ts';

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
  const [member] = await tx`select 1 from users where id = ${userId} and role = 'member' and deactivated_at is null`;
  if (!member) throw new ApiError(404, M.memberNotFound, 'not_found');
}

/**
 * Tells `to`, in the write's own transaction (issues 13, 29): an inbox line, and a push or a mail
 * as they chose. Repeated messages of one kind collapse at the push service (the topic) and on the
 * device (the tag). A request's push offers 'Accept', which works with the app closed.
 */
async function announce(tx: TransactionSql, ctx: MutatorContext, kind: 'request' | 'accepted', fromId: string, to: string, connectionId: string) {
  const [from] = await tx<{ full_name: string; roll_number: string }[]>`select full_name, roll_number from users where id = ${fromId}`;
  const name = from?.full_name ?? 'A member';
  const subject = { type: 'connection', id: connectionId } as const;
  if (kind === 'accepted') {
    const tag = 'connection-accepted';
    return notify(tx, ctx, { to, kind: 'connection-accepted', subject, title: name, actorId: fromId, url: `/profiles/${from?.roll_number ?? ''}`, push: { title: 'Connection accepted', tag, topic: tag } });
  }
  const [recipient] = await tx<{ email: string; full_name: string }[]>`select email, full_name from users where id = ${to}`;
  const tag = 'connection-request';
  await notify(tx, ctx, {
    to,
    kind: 'connection-request',
    subject,
    title: name,
    actorId: fromId,
    url: '/network',
    push: { title: 'New connection request', tag, topic: tag, accept: { connectionId } },
    mail: recipient && { kind: 'mail', template: 'connection-request', to: recipient.email, fullName: recipient.full_name, senderName: name, networkUrl: `${ctx.appUrl}/network` },
  });
}

export const connectUser = serverMutator('connectUser', {
  roles: ['member'],
  async run(tx, { userId }, ctx) {
    const { user, now } = ctx;
    if (userId === user.id) throw new ApiError(400, M.self, 'connect_self');
    await requireMember(tx, userId);
    // A block (issue 31), either way, refuses requests as it refuses messages.
    const [blocked] = await tx`select 1 from member_blocks where (blocker_id = ${user.id} and blocked_id = ${userId}) or (blocker_id = ${userId} and blocked_id = ${user.id})`;
    if (blocked) throw new ApiError(403, M.blocked, 'blocked');
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
      await announce(tx, ctx, 'accepted', user.id, userId, id);
      return;
    }
    const claim = await claimAttempt(tx, [{ bucket: `connect:${user.id}`, max: DAILY_REQUEST_LIMIT, windowMs: DAY_MS }], now);
    if (!claim.ok) throw new ApiError(429, M.tooMany, 'rate_limited');
    await tx`
      update connections set requested_by = ${user.id}, status = 'pending', requested_at = ${now}, connected_at = null, deleted_at = null
      where id = ${id}`;
    await announce(tx, ctx, 'request', user.id, userId, id);
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
  async run(tx, { connectionId }, ctx) {
    const { user, now } = ctx;
    const row = await receivedRequest(tx, connectionId, user.id);
    if (row.status === 'connected') return; // accepted already, on another device
    await tx`update connections set status = 'connected', connected_at = ${now} where id = ${connectionId}`;
    await announce(tx, ctx, 'accepted', user.id, row.requested_by, connectionId);
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

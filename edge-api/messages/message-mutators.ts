import type { TransactionSql } from 'postgres';
import { connectionIdOf } from '#domain/connections/connection-id.ts';
import { conversationIdOf, DELETE_WINDOW_MS, MESSAGE_LIMITS, MESSAGE_TEXTS as M } from '#domain/messages/message.ts';
import { claimAttempt } from '../auth/rate-limit.ts';
import { ApiError } from '../http/api-error.ts';
import { serverMutator } from '../sync/mutator.ts';
import { fileReport } from '../moderation/file-report.ts';
import { announceMessage } from './announce-message.ts';

// Messages between connected members (issue 31; docs/decisions/0106-messages.md). A conversation's
// order is the order its sends commit in: each takes the next `seq` under the conversation row's
// lock. A message's id is the client's, so a replayed send lands once.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Whether `from` may message `to` now: a member, connected, and neither has blocked the other. */
async function requireMaySend(tx: TransactionSql, from: string, to: string) {
  const [state] = await tx<{ member: boolean; connected: boolean; blocked: boolean }[]>`
    select exists (select 1 from users where id = ${to} and role = 'member' and deactivated_at is null) as member,
      exists (select 1 from connections where id = ${await connectionIdOf(from, to)} and status = 'connected' and deleted_at is null) as connected,
      exists (select 1 from member_blocks where (blocker_id = ${from} and blocked_id = ${to}) or (blocker_id = ${to} and blocked_id = ${from})) as blocked`;
  if (!state?.member) throw new ApiError(404, M.memberNotFound, 'not_found');
  if (state.blocked) throw new ApiError(403, M.blocked, 'blocked');
  if (!state.connected) throw new ApiError(403, M.notConnected, 'not_connected');
}

/** The side (`low` or `high`) of the conversation `userId` is on, with the row locked; undefined if not theirs. */
async function lockMine(tx: TransactionSql, conversationId: string, userId: string) {
  const [row] = await tx<{ side: 'low' | 'high'; last_seq: string }[]>`
    select case when user_low = ${userId} then 'low' else 'high' end as side, last_seq from conversations
    where id = ${conversationId} and (user_low = ${userId} or user_high = ${userId}) for update`;
  return row;
}

export const sendMessage = serverMutator('sendMessage', {
  roles: ['member'],
  async run(tx, { id, toUserId, text }, ctx) {
    const { user, now } = ctx;
    if (toUserId === user.id) throw new ApiError(400, M.self, 'message_self');
    const conversationId = await conversationIdOf(user.id, toUserId);
    const [sent] = await tx<{ sender_id: string; conversation_id: string }[]>`select sender_id, conversation_id from messages where id = ${id}`;
    if (sent) {
      // The same message again (a REST retry, another replay): it is there once already.
      if (sent.sender_id === user.id && sent.conversation_id === conversationId) return;
      throw new ApiError(409, 'This message id is already taken', 'id_taken');
    }
    await requireMaySend(tx, user.id, toUserId);
    const [low, high] = [user.id, toUserId].sort() as [string, string];
    const started = await tx`
      insert into conversations (id, user_low, user_high, created_at) values (${conversationId}, ${low}, ${high}, ${now})
      on conflict (id) do nothing returning id`;
    const claim = await claimAttempt(
      tx,
      [
        { bucket: `message:${user.id}`, max: MESSAGE_LIMITS.perMinute, windowMs: MINUTE_MS },
        ...(started.length ? [{ bucket: `conversation:${user.id}`, max: MESSAGE_LIMITS.newConversationsPerDay, windowMs: DAY_MS }] : []),
      ],
      now,
    );
    if (!claim.ok) throw new ApiError(429, claim.refusedBy.bucket.startsWith('message:') ? M.tooFast : M.tooManyConversations, 'rate_limited');
    // The next place in the conversation, under its row's lock; the sender has read and has their own message.
    const side = low === user.id ? 'low' : 'high';
    const [{ seq }] = await tx.unsafe<[{ seq: string }]>(
      `update conversations set last_seq = last_seq + 1, last_message_at = $2,
         ${side}_read_seq = last_seq + 1, ${side}_delivered_seq = last_seq + 1
       where id = $1 returning last_seq as seq`,
      [conversationId, now],
    );
    await tx`
      insert into messages (id, conversation_id, sender_id, recipient_id, seq, text, sent_at)
      values (${id}, ${conversationId}, ${user.id}, ${toUserId}, ${seq}, ${text}, ${now})`;
    await announceMessage(tx, ctx, { conversationId, from: user.id, to: toUserId, text, seq: Number(seq) });
  },
});

export const deleteMessage = serverMutator('deleteMessage', {
  roles: ['member'],
  async run(tx, { messageId }, { user, now }) {
    const [message] = await tx<{ sender_id: string; sent_at: Date; retracted_at: Date | null; conversation_id: string }[]>`
      select sender_id, sent_at, retracted_at, conversation_id from messages where id = ${messageId} for update`;
    if (!message || (message.sender_id !== user.id && !(await lockMine(tx, message.conversation_id, user.id)))) throw new ApiError(404, M.notFound, 'not_found');
    if (message.sender_id !== user.id) throw new ApiError(403, M.notYours, 'forbidden');
    if (message.retracted_at) return;
    if (now.getTime() - new Date(message.sent_at).getTime() > DELETE_WINDOW_MS) throw new ApiError(409, M.tooLate, 'too_late');
    await tx`update messages set text = '', retracted_at = ${now} where id = ${messageId}`;
    // The list's last line may have been this one.
    await tx`update conversations set version = version where id = ${message.conversation_id}`;
  },
});

/** Moves the member's own mark forward (never back, never past the last message); nothing when it would not move. */
const markUpTo = (mark: 'read' | 'delivered') =>
  async (tx: TransactionSql, { conversationId, upTo }: { conversationId: string; upTo: number }, userId: string) => {
    const mine = await lockMine(tx, conversationId, userId);
    if (!mine) throw new ApiError(404, M.conversationNotFound, 'not_found');
    const to = Math.min(upTo, Number(mine.last_seq));
    // Reading is also having: a read mark carries the delivered mark with it.
    const columns = mark === 'read' ? [`${mine.side}_read_seq`, `${mine.side}_delivered_seq`] : [`${mine.side}_delivered_seq`];
    await tx.unsafe(
      `update conversations set ${columns.map((c) => `${c} = greatest(${c}, $2)`).join(', ')}
       where id = $1 and (${columns.map((c) => `${c} < $2`).join(' or ')})`,
      [conversationId, to],
    );
  };

export const markConversationRead = serverMutator('markConversationRead', {
  roles: ['member'],
  run: (tx, args, { user }) => markUpTo('read')(tx, args, user.id),
});

export const markConversationDelivered = serverMutator('markConversationDelivered', {
  roles: ['member'],
  run: (tx, args, { user }) => markUpTo('delivered')(tx, args, user.id),
});

/** The pair's conversation, if any, is re-stamped: its `canSend` changed for both. */
async function restampPair(tx: TransactionSql, a: string, b: string) {
  await tx`update conversations set version = version where id = ${await conversationIdOf(a, b)}`;
}

export const blockMember = serverMutator('blockMember', {
  roles: ['member'],
  async run(tx, { userId }, { user, now }) {
    if (userId === user.id) throw new ApiError(400, M.self, 'block_self');
    const [member] = await tx`select 1 from users where id = ${userId} and role = 'member'`;
    if (!member) throw new ApiError(404, M.memberNotFound, 'not_found');
    await tx`insert into member_blocks (blocker_id, blocked_id, created_at) values (${user.id}, ${userId}, ${now}) on conflict do nothing`;
    await restampPair(tx, user.id, userId);
  },
});

export const unblockMember = serverMutator('unblockMember', {
  roles: ['member'],
  async run(tx, { userId }, { user }) {
    await tx`delete from member_blocks where blocker_id = ${user.id} and blocked_id = ${userId}`;
    await restampPair(tx, user.id, userId);
  },
});

/** Kept for reports queued by the app before reportContent (issue 32): one queue for every kind. */
export const reportMessage = serverMutator('reportMessage', {
  roles: ['member'],
  async run(tx, { id, messageId, reason }, { user, now }) {
    await fileReport(tx, { id, kind: 'message', targetId: messageId, reason: 'other', details: reason }, user.id, now);
  },
});

export const setReadReceipts = serverMutator('setReadReceipts', {
  roles: ['member'],
  async run(tx, { on }, { user }) {
    const changed = await tx`update profiles set read_receipts = ${on} where user_id = ${user.id} and read_receipts <> ${on} returning 1`;
    // Both sides of each of the member's conversations see the receipts come or go.
    if (changed.length) await tx`update conversations set version = version where user_low = ${user.id} or user_high = ${user.id}`;
  },
});

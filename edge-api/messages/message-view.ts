import type { Sql, TransactionSql } from 'postgres';
import { FIRST_PULL_MESSAGES, type Conversation, type Message } from '#domain/messages/message.ts';
import type { SessionUser } from '../deps.ts';
import { hidesWords, removalColumns, removalFor, type RemovalRow } from '../moderation/removal.ts';
import { FORMER_PERSON_JOINS, PERSON_FIELDS, toPersonCard, type PersonRow } from '../people/person-view.ts';
import { PREPARED, type SyncedTable } from '../sync/pull.ts';

type ConversationRow = Omit<PersonRow, 'id'> & {
  id: string;
  person_id: string;
  version: string;
  deleted_at: Date | null;
  last_seq: string;
  my_read: string;
  my_delivered: string;
  other_delivered: string;
  other_read: string;
  receipts: boolean;
  can_send: boolean;
  blocked_by_me: boolean;
  unread: number;
  last_text: string | null;
  last_sender: string | null;
  last_sent_at: Date | null;
  last_retracted: boolean | null;
  updated_at: Date;
};

// A member's side of each conversation ($1): the other member's card, the marks of both sides as
// this member sees them, whether a message may be sent now, and the newest message.
const MINE = `
  select cv.id, cv.version, cv.deleted_at, cv.last_seq, coalesce(cv.last_message_at, cv.created_at) as updated_at,
    case when cv.user_low = $1 then cv.low_read_seq else cv.high_read_seq end as my_read,
    case when cv.user_low = $1 then cv.low_delivered_seq else cv.high_delivered_seq end as my_delivered,
    case when cv.user_low = $1 then cv.high_delivered_seq else cv.low_delivered_seq end as other_delivered,
    case when cv.user_low = $1 then cv.high_read_seq else cv.low_read_seq end as other_read,
    coalesce((select bool_and(rp.read_receipts) from profiles rp where rp.user_id in (cv.user_low, cv.user_high)), true) as receipts,
    exists (select 1 from member_blocks b where b.blocker_id = $1 and b.blocked_id = u.id) as blocked_by_me,
    are_connected(u.id, $1) and not exists (
      select 1 from member_blocks b where (b.blocker_id = $1 and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = $1)
    ) as can_send,
    are_connected(u.id, $1) as connected,
    (select count(*)::int from messages m where m.conversation_id = cv.id and m.sender_id <> $1
      and m.seq > case when cv.user_low = $1 then cv.low_read_seq else cv.high_read_seq end and m.retracted_at is null) as unread,
    lm.text as last_text, lm.sender_id as last_sender, lm.sent_at as last_sent_at,
    lm.retracted_at is not null or (lm.removed_at is not null and lm.sender_id <> $1) as last_retracted,
    u.id as person_id, ${PERSON_FIELDS}
  from conversations cv
  join users u on u.id = case when cv.user_low = $1 then cv.user_high else cv.user_low end
  ${FORMER_PERSON_JOINS}
  left join lateral (select text, sender_id, sent_at, retracted_at, removed_at from messages where conversation_id = cv.id order by seq desc limit 1) lm on true
  where (cv.user_low = $1 or cv.user_high = $1)`;

function toConversation(row: ConversationRow, user: SessionUser, now: Date): Conversation {
  return {
    _id: row.id,
    other: toPersonCard({ ...row, id: row.person_id }, user, now),
    lastMessage:
      row.last_sender === null
        ? null
        : { text: row.last_retracted ? '' : (row.last_text ?? ''), senderId: row.last_sender, sentAt: new Date(row.last_sent_at!).toISOString(), deleted: !!row.last_retracted },
    lastSeq: Number(row.last_seq),
    unread: row.unread,
    readSeq: Number(row.my_read),
    deliveredSeq: Number(row.my_delivered),
    otherDeliveredSeq: Number(row.other_delivered),
    otherReadSeq: row.receipts ? Number(row.other_read) : null,
    canSend: row.can_send,
    blockedByMe: row.blocked_by_me,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export const conversationsTable: SyncedTable<Conversation, ConversationRow> = {
  changedProbe: 'coalesce((select max(version) from conversations where user_low = $2), 0) > $1 or coalesce((select max(version) from conversations where user_high = $2), 0) > $1',
  changedSince: (tx, user, cursor, limit) =>
    tx.unsafe<ConversationRow[]>(`${MINE} and cv.version > $2 order by cv.version limit $3`, [user.id, cursor, limit], PREPARED),
  toClient: (row, user) => toConversation(row, user, new Date()),
};

export type MessageRow = RemovalRow & {
  id: string; conversation_id: string; sender_id: string; text: string; seq: string; sent_at: Date; retracted_at: Date | null; version: string; deleted_at: Date | null;
};

const MESSAGE_FIELDS = `m.id, m.conversation_id, m.sender_id, m.text, m.seq, m.sent_at, m.retracted_at, m.version, m.deleted_at, ${removalColumns('m')}`;

/** A message as `viewerId` gets it: one the moderators removed keeps its place, without its words for the recipient. */
export const toMessage = (row: MessageRow, viewerId: string): Message => {
  const removed = removalFor(row, row.sender_id, viewerId);
  return {
    _id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    text: row.retracted_at || hidesWords(removed) ? '' : row.text,
    seq: Number(row.seq),
    sentAt: new Date(row.sent_at).toISOString(),
    deletedAt: row.retracted_at ? new Date(row.retracted_at).toISOString() : null,
    ...(removed ? { removed } : {}),
  };
};

/**
 * The member's messages, sent and received. A device's first pull (every page of it with `first`,
 * or the page from cursor 0 for a client that does not say) takes each conversation's newest
 * FIRST_PULL_MESSAGES; older ones page in through GET /api/messages/{id}.
 */
export const messagesTable: SyncedTable<Message, MessageRow> = {
  changedProbe: 'coalesce((select max(version) from messages where sender_id = $2), 0) > $1 or coalesce((select max(version) from messages where recipient_id = $2), 0) > $1',
  changedSince: (tx, user, cursor, limit, first) =>
    tx.unsafe<MessageRow[]>(
      `select ${MESSAGE_FIELDS} from messages m join conversations c on c.id = m.conversation_id
       where (m.sender_id = $1 or m.recipient_id = $1) and m.version > $2
         ${first || cursor === 0 ? `and m.seq > c.last_seq - ${FIRST_PULL_MESSAGES}` : ''}
       order by m.version limit $3`,
      [user.id, cursor, limit], PREPARED),
  toClient: (row, user) => toMessage(row, user.id),
};

/** GET /api/messages: the member's conversations, newest first. */
export async function myConversations(sql: Sql, user: SessionUser, now: Date): Promise<Conversation[]> {
  const rows = await sql.unsafe<ConversationRow[]>(`${MINE} and cv.deleted_at is null order by updated_at desc, cv.id`, [user.id]);
  return rows.map((row) => toConversation(row, user, now));
}

/** A page of a conversation's messages before `before` (newest first), if the member is in it. */
export async function olderMessages(sql: Sql | TransactionSql, user: SessionUser, conversationId: string, before: number, limit: number): Promise<Message[] | undefined> {
  const [member] = await sql`select 1 from conversations where id = ${conversationId} and (user_low = ${user.id} or user_high = ${user.id})`;
  if (!member) return undefined;
  const rows = await sql.unsafe<MessageRow[]>(
    `select ${MESSAGE_FIELDS} from messages m where m.conversation_id = $1 and m.seq < $2 order by m.seq desc limit $3`,
    [conversationId, before, limit],
  );
  return rows.map((row) => toMessage(row, user.id));
}

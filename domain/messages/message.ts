import * as v from 'valibot';
import { hashedUuid } from '../hashed-uuid.ts';
import type { PersonCard } from '../people/person-card.ts';
import type { Removal } from '../moderation/report.ts';
import { requiredText } from '../validation.ts';
import { countText } from '../count-text.ts';

// Messages between connected members (issue 31; docs/decisions/0106-messages.md), declared once for
// the server, the devices that mirror them and the tests.

export const MESSAGE_MAX_CHARS = 4000;
/** A member may delete a message for both within this long of sending it. */
export const DELETE_WINDOW_MS = 15 * 60_000;
/** Sends a minute, and conversations a member may start in a day. */
export const MESSAGE_LIMITS = { perMinute: 30, newConversationsPerDay: 300 } as const;
/** Messages a new device gets per conversation; older ones page in while online. */
export const FIRST_PULL_MESSAGES = 200;

export const MESSAGE_TEXTS = {
  empty: 'Please write a message',
  tooLong: `A message can be at most ${countText(MESSAGE_MAX_CHARS)} characters`,
  self: 'You cannot message yourself',
  notConnected: 'You can message only members you are connected to',
  blocked: 'You cannot message this member',
  tooFast: `You have sent ${MESSAGE_LIMITS.perMinute} messages in a minute. Please wait a moment.`,
  tooManyConversations: `You have started ${MESSAGE_LIMITS.newConversationsPerDay} conversations today. Please try again tomorrow.`,
  notFound: 'Message not found',
  notYours: 'You can delete only your own messages',
  tooLate: 'A message can be deleted only within 15 minutes of sending it',
  memberNotFound: 'Member not found',
  conversationNotFound: 'Conversation not found',
  reasonEmpty: 'Please say what is wrong with this message',
  deleted: 'This message was deleted',
} as const;

/** The conversation of two members: the same id on every device and the server, whoever writes first. */
export async function conversationIdOf(a: string, b: string): Promise<string> {
  const [low, high] = [a.toLowerCase(), b.toLowerCase()].sort();
  return hashedUuid(`conversation:${low}:${high}`);
}

/** One message, as both members' devices keep it. `seq` orders a conversation (the server's). */
export type Message = {
  _id: string;
  conversationId: string;
  senderId: string;
  /** Empty once deleted. */
  text: string;
  seq: number;
  sentAt: string;
  deletedAt: string | null;
  /** Removed by the moderators: for the recipient, `text` is empty (issue 32). */
  removed?: Removal;
};

/** A member's side of a conversation (the synced table `conversations`). */
export type Conversation = {
  _id: string;
  /** The other member, as they allow this member to see them. */
  other: PersonCard;
  lastMessage: { text: string; senderId: string; sentAt: string; deleted: boolean } | null;
  /** The newest message's seq. */
  lastSeq: number;
  /** Messages from the other member this member has not read. */
  unread: number;
  /** This member has read up to here. */
  readSeq: number;
  /** This member's devices have the other member's messages up to here. */
  deliveredSeq: number;
  /** The other member's device has this member's messages up to here. */
  otherDeliveredSeq: number;
  /** The other member has read up to here; null when either of them turned read receipts off. */
  otherReadSeq: number | null;
  /** Connected, and neither has blocked the other: new messages may be sent. */
  canSend: boolean;
  /** This member blocked the other. */
  blockedByMe: boolean;
  updatedAt: string;
};

/** An own message's state, as its ticks show it. */
export type MessageState = 'waiting' | 'sent' | 'delivered' | 'read';

export function messageState(message: Pick<Message, 'seq'> | { seq?: undefined }, conversation: Pick<Conversation, 'otherDeliveredSeq' | 'otherReadSeq'> | undefined): MessageState {
  if (message.seq === undefined || !conversation) return message.seq === undefined ? 'waiting' : 'sent';
  if (conversation.otherReadSeq !== null && message.seq <= conversation.otherReadSeq) return 'read';
  if (message.seq <= conversation.otherDeliveredSeq) return 'delivered';
  return 'sent';
}

const id = (message: string) => v.pipe(v.string(message), v.uuid(message));
const seq = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

export const MessageTextSchema = requiredText(
  v.pipe(v.string(MESSAGE_TEXTS.empty), v.trim(), v.nonEmpty(MESSAGE_TEXTS.empty), v.maxLength(MESSAGE_MAX_CHARS, MESSAGE_TEXTS.tooLong)),
);

/** sendMessage: a client-made id, so a replay is the same message and lands once. */
export const SendMessageArgsSchema = v.object({ id: id('Invalid message id'), toUserId: id(MESSAGE_TEXTS.memberNotFound), text: MessageTextSchema });
export const DeleteMessageArgsSchema = v.object({ messageId: id(MESSAGE_TEXTS.notFound) });
/** markConversationRead / markConversationDelivered: up to a seq (never moves back). */
export const ConversationSeqArgsSchema = v.object({ conversationId: id(MESSAGE_TEXTS.conversationNotFound), upTo: seq });
export const BlockArgsSchema = v.object({ userId: id(MESSAGE_TEXTS.memberNotFound) });
export const ReportMessageArgsSchema = v.object({
  id: id('Invalid report id'),
  messageId: id(MESSAGE_TEXTS.notFound),
  reason: requiredText(v.pipe(v.string(MESSAGE_TEXTS.reasonEmpty), v.trim(), v.nonEmpty(MESSAGE_TEXTS.reasonEmpty), v.maxLength(500, 'Must be at most 500 characters'))),
});
export const ReadReceiptsArgsSchema = v.object({ on: v.boolean('Choose on or off') });

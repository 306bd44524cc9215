import { conversationIdOf } from '#domain/messages/message.ts';
import type { PersonCard } from '#domain/people/person-card.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import { localDb } from '#pwa/sync/local-db.ts';
import type { LocalConversation, LocalMessage } from './local-messages.ts';

// Every message write is a queued mutation (docs/adding-a-synced-write.md): it shows at once,
// offline too, and the server applies it once, in the order it was made (ADR 0106).

const strip = <T extends { _pending?: boolean }>({ _pending, ...row }: T) => row;

/** Queues a message to `other`: it shows in the thread at once as waiting, and the list moves it to the top. */
export async function sendMessage(userId: string, other: PersonCard, text: string) {
  const conversationId = await conversationIdOf(userId, other._id);
  const now = new Date().toISOString();
  const message = { _id: crypto.randomUUID(), conversationId, senderId: userId, text: text.trim(), seq: 0, sentAt: now, deletedAt: null };
  const known = await localDb.conversations.get(conversationId);
  const conversation = {
    ...(known ? strip(known) : { _id: conversationId, other, lastSeq: 0, unread: 0, readSeq: 0, deliveredSeq: 0, otherDeliveredSeq: 0, otherReadSeq: 0, canSend: true, blockedByMe: false }),
    lastMessage: { text: message.text, senderId: userId, sentAt: now, deleted: false },
    updatedAt: now,
  };
  await enqueue({
    userId,
    name: 'sendMessage',
    args: { id: message._id, toUserId: other._id, text: message.text },
    writes: [
      { table: 'messages', key: message._id, value: message },
      { table: 'conversations', key: conversationId, value: conversation },
    ],
    label: `Message to ${other.fullName}`,
  });
  return conversationId;
}

export async function deleteMessage(userId: string, message: LocalMessage) {
  await enqueue({
    userId,
    name: 'deleteMessage',
    args: { messageId: message._id },
    writes: [{ table: 'messages', key: message._id, value: { ...strip(message), text: '', deletedAt: new Date().toISOString() } }],
    label: 'Message deleted',
  });
}

/** The thread is open: what the other member sent up to `upTo` is read (and so delivered). Nothing when it already is. */
export async function markRead(userId: string, conversation: LocalConversation, upTo: number) {
  if (upTo <= conversation.readSeq) return;
  const row = { ...strip(conversation), readSeq: upTo, deliveredSeq: Math.max(conversation.deliveredSeq, upTo), unread: 0 };
  await enqueue({ userId, name: 'markConversationRead', args: { conversationId: conversation._id, upTo }, writes: [{ table: 'conversations', key: row._id, value: row }], label: 'Messages read' });
}

/** This device has the other member's messages up to `upTo`: their ticks turn to delivered. */
export async function markDelivered(userId: string, conversation: LocalConversation, upTo: number) {
  if (upTo <= conversation.deliveredSeq) return;
  const row = { ...strip(conversation), deliveredSeq: upTo };
  await enqueue({ userId, name: 'markConversationDelivered', args: { conversationId: conversation._id, upTo }, writes: [{ table: 'conversations', key: row._id, value: row }], label: 'Messages delivered' });
}

export async function setBlocked(userId: string, conversation: LocalConversation, blocked: boolean) {
  const row = { ...strip(conversation), blockedByMe: blocked, canSend: false };
  await enqueue({
    userId,
    name: blocked ? 'blockMember' : 'unblockMember',
    args: { userId: conversation.other._id },
    writes: [{ table: 'conversations', key: row._id, value: row }],
    label: `${blocked ? 'Block' : 'Unblock'} ${conversation.other.fullName}`,
  });
}


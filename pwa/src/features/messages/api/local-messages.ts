import { useLiveQuery } from 'dexie-react-hooks';
import Dexie from 'dexie';
import { hasPulled, localDb, type LocalRow } from '#pwa/sync/local-db.ts';
import { byCode } from '#domain/compare-text.ts';

// Conversations and messages as this device keeps them (issue 31): they open at once and with no
// signal; the engine's pull (poked within a second, ADR 0105) brings the other member's messages.

export type LocalConversation = LocalRow<'conversations'>;
export type LocalMessage = LocalRow<'messages'>;

/** A message queued on this device and not yet given its place by the server. */
export const isWaiting = (m: LocalMessage) => !!m._pending && m.seq === 0;

export function useConversations(userId: string) {
  return useLiveQuery(async () => {
    const [conversations, pulled] = await Promise.all([localDb.conversations.orderBy('updatedAt').reverse().toArray(), hasPulled(userId)]);
    return { pulled, conversations: conversations.filter((c) => c.lastMessage !== null || c._pending) };
  }, [userId]);
}

export const useConversation = (conversationId: string) => useLiveQuery(async () => (await localDb.conversations.get(conversationId)) ?? null, [conversationId]);

/**
 * The newest `limit` messages of a thread in its order: the server's `seq`, then what waits to be
 * sent in the order it was written (the outbox's order, which is the order the server will give
 * it). Read newest first through the [conversationId+seq] index, so a long thread opens as fast as a short one.
 */
export function useThread(conversationId: string, limit: number) {
  return useLiveQuery(async () => {
    const placed = await localDb.messages
      .where('[conversationId+seq]')
      .between([conversationId, 1], [conversationId, Dexie.maxKey])
      .reverse()
      .limit(limit)
      .toArray();
    const waiting = (await localDb.messages.where('[conversationId+seq]').equals([conversationId, 0]).toArray()).sort((a, b) => byCode(a.sentAt, b.sentAt));
    return [...placed.reverse(), ...waiting];
  }, [conversationId, limit]);
}

/** Unread messages over every conversation: the nav's count. */
export const useUnreadMessages = (userId: string) =>
  useLiveQuery(async () => (userId ? (await localDb.conversations.toArray()).reduce((n, c) => n + c.unread, 0) : 0), [userId]);

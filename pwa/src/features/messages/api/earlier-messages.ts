import type { Message } from '#domain/messages/message.ts';
import { api } from '#pwa/lib/api-client.ts';
import { localDb } from '#pwa/sync/local-db.ts';

/** Older messages than a device's first pull brought (ADR 0106), fetched while online and kept on the device. */
export async function fetchEarlier(conversationId: string, before: number) {
  const { messages } = await api.get<{ messages: Message[] }>(`/api/messages/${conversationId}?before=${before}&limit=100`);
  await localDb.messages.bulkPut(messages);
  return messages.length;
}

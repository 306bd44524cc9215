import { useEffect } from 'react';
import { useRoute } from 'wouter';
import { CountIconLink } from '#pwa/components/ui/count-icon-link.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { localDb } from '#pwa/sync/local-db.ts';
import { useLiveQuery } from 'dexie-react-hooks';
import { useUnreadMessages } from '../api/local-messages.ts';
import { markDelivered } from '../api/message-actions.ts';
import { ChatIcon } from './chat-icon.tsx';

/**
 * This device has what the other members sent: their ticks turn to delivered. Runs wherever the
 * app is open, so delivered means on this device, not seen (that is read, in the thread).
 */
function useDeliveredMarks(userId: string) {
  const behind = useLiveQuery(async () => (userId ? (await localDb.conversations.toArray()).filter((c) => !c._pending && c.lastSeq > c.deliveredSeq) : []), [userId]);
  useEffect(() => {
    for (const c of behind ?? []) void markDelivered(userId, c, c.lastSeq).catch(() => {});
  }, [behind, userId]);
}

/** The nav's way to /messages (issue 31), with the unread messages over all conversations. */
export function MessagesLink() {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const unread = useUnreadMessages(userId) ?? 0;
  const [here] = useRoute('/messages/*?');
  useDeliveredMarks(userId);
  return (
    <CountIconLink href="/messages" name="Messages" count={unread} current={here}>
      <ChatIcon />
    </CountIconLink>
  );
}

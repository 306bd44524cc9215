import { useEffect } from 'react';
import { Link, useRoute } from 'wouter';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { localDb } from '#pwa/sync/local-db.ts';
import { useLiveQuery } from 'dexie-react-hooks';
import { useUnreadMessages } from '../api/local-messages.ts';
import { markDelivered } from '../api/message-actions.ts';
import { ChatIcon } from './chat-icon.tsx';

const iconLink =
  'relative inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400';

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
    <Link
      href="/messages"
      aria-label={unread ? `Messages, ${unread} unread` : 'Messages'}
      aria-current={here ? 'page' : undefined}
      className={`${iconLink} ${here ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300' : ''}`}
    >
      <ChatIcon />
      {unread > 0 && (
        <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

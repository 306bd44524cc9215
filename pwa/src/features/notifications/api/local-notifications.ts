import { useLiveQuery } from 'dexie-react-hooks';
import { hasPulled, localDb, type LocalRow } from '#pwa/sync/local-db.ts';

// The inbox as this device keeps it (the synced `notifications` table, issue 29): it opens at
// once and with no signal; the sync engine's pull brings the server's new lines.

export type LocalNotification = LocalRow<'notifications'>;

export type InboxView = {
  /** False until this member's first pull has landed: the list shows 'Loading ...' until then. */
  pulled: boolean;
  /** Newest first, by the last happening each line stands for. */
  lines: LocalNotification[];
  unread: number;
};

export const isUnread = (line: LocalNotification) => line.readAt === null;

export function useInbox(userId: string): InboxView | undefined {
  return useLiveQuery(async () => {
    const [lines, pulled] = await Promise.all([localDb.notifications.orderBy('updatedAt').reverse().toArray(), hasPulled(userId)]);
    return { pulled, lines, unread: lines.filter(isUnread).length };
  }, [userId]);
}

/** How many lines the member has not opened: the bell's count and the app badge. */
export const useUnreadCount = (userId: string): number | undefined =>
  useLiveQuery(() => (userId ? localDb.notifications.filter(isUnread).count() : 0), [userId]);

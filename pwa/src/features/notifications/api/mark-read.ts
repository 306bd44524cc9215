import { enqueue } from '#pwa/sync/enqueue.ts';
import type { Write } from '#pwa/sync/local-db.ts';
import { isUnread, type LocalNotification } from './local-notifications.ts';

// Reading the inbox is a queued write like any other (docs/adding-a-synced-write.md): the line
// shows read at once, offline too, and the server hears of it once.

/** The line the member just opened. Nothing is queued for a line already read. */
export async function markRead(userId: string, line: LocalNotification) {
  if (!isUnread(line)) return;
  const { _pending, ...row } = line;
  await enqueue({
    userId,
    name: 'markNotificationRead',
    args: { id: line._id },
    writes: [{ table: 'notifications', key: line._id, value: { ...row, readAt: new Date().toISOString() } }],
    label: 'Notification read',
  });
}

/**
 * Every line shown: up to the newest `updatedAt` on screen, so a line that arrives on the server
 * meanwhile stays unread there (and here, once pulled).
 */
export async function markAllRead(userId: string, lines: readonly LocalNotification[]) {
  const unread = lines.filter(isUnread);
  if (unread.length === 0) return;
  const upTo = lines.reduce((newest, l) => (l.updatedAt > newest ? l.updatedAt : newest), lines[0]!.updatedAt);
  const readAt = new Date().toISOString();
  const writes: Write[] = unread.map(({ _pending, ...row }) => ({ table: 'notifications', key: row._id, value: { ...row, readAt } }));
  await enqueue({ userId, name: 'markAllNotificationsRead', args: { upTo }, writes, label: 'All notifications read' });
}

import { useRoute } from 'wouter';
import { CountIconLink } from '#pwa/components/ui/count-icon-link.tsx';
import { BellIcon } from '#pwa/components/icons/common-icons.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { useUnreadCount } from '../api/local-notifications.ts';
import { useAppBadge } from '../hooks/use-app-badge.ts';

/** The nav's bell (issue 29): the inbox, with how many lines are unread, and the app badge to match. */
export function NotificationsBell() {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const unread = useUnreadCount(userId);
  const [here] = useRoute('/notifications');
  useAppBadge(unread);
  return (
    <CountIconLink href="/notifications" name="Notifications" count={unread ?? 0} current={here}>
      <BellIcon className="size-6" />
    </CountIconLink>
  );
}

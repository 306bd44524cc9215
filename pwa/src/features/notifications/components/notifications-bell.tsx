import { Link, useRoute } from 'wouter';
import { BellIcon } from '#pwa/components/icons/common-icons.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { useUnreadCount } from '../api/local-notifications.ts';
import { useAppBadge } from '../hooks/use-app-badge.ts';

const iconLink =
  'relative inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400';

/** The nav's bell (issue 29): the inbox, with how many lines are unread, and the app badge to match. */
export function NotificationsBell() {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const unread = useUnreadCount(userId);
  const [here] = useRoute('/notifications');
  useAppBadge(unread);
  const count = unread ?? 0;
  return (
    <Link
      href="/notifications"
      aria-label={count ? `Notifications, ${count} unread` : 'Notifications'}
      aria-current={here ? 'page' : undefined}
      className={`${iconLink} ${here ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300' : ''}`}
    >
      <BellIcon className="size-6" />
      {count > 0 && (
        <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

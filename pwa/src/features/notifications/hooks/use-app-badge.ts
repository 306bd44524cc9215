import { useEffect } from 'react';

type BadgeNavigator = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/**
 * The installed app's icon shows the unread count (the Badging API, where the browser has it). Called
 * from one place, the nav's bell, so the badge follows the same number the member sees; cleared when
 * the bell goes (signed out).
 */
export function useAppBadge(unread: number | undefined) {
  useEffect(() => {
    if (unread === undefined) return;
    const nav = navigator as BadgeNavigator;
    if (unread > 0) void nav.setAppBadge?.(unread).catch(() => undefined);
    else void nav.clearAppBadge?.().catch(() => undefined);
  }, [unread]);
  useEffect(
    () => () => {
      void (navigator as BadgeNavigator).clearAppBadge?.().catch(() => undefined);
    },
    [],
  );
}

import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '#pwa/components/icons/common-icons.tsx';
import { BrandLink } from '#pwa/components/ui/logo.tsx';
import { NavLinks } from './nav-links.tsx';
import { SessionActions } from './session-actions.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { PeopleSearchBox } from '#pwa/features/people/components/people-search-box.tsx';
import { isAdminUser, useSessionStore } from '#pwa/stores/session-store.ts';
import { useIdle } from '#pwa/hooks/use-idle.ts';
import { lazyWithPreload } from '#pwa/lib/lazy-route.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';

// Members only, and with Headless UI and the local database: kept out of the first-load chunk.
const { Component: RequestsSheet } = lazyWithPreload(() => import('#pwa/features/connections/components/requests-sheet.tsx').then((m) => m.RequestsSheet));
// Members: their messages (issue 31), with the unread count.
const { Component: MessagesLink } = lazyWithPreload(() => import('#pwa/features/messages/components/messages-link.tsx').then((m) => m.MessagesLink));
// Signed-in users: the inbox's bell, with its unread count and the app badge (issue 29).
const { Component: NotificationsBell } = lazyWithPreload(() =>
  import('#pwa/features/notifications/components/notifications-bell.tsx').then((m) => m.NotificationsBell),
);

// The mobile menu is a native popover: it opens, closes on Escape or a press outside, and gives focus
// back with no script, so it works on a page whose app has not started (ADR 0097), and keeps
// Headless UI out of the first-load chunk. Its button's name follows the popover's state in CSS.
// The links need the width of a desktop (xl); the search box and the session button fit in the bar
// from a tablet (md) up.
/** A lazily loaded icon of the bar: its place is kept until the browser is idle and its chunk is in. */
function NavIcon({ idle, children }: { idle: boolean; children: ReactNode }) {
  const place = <span aria-hidden="true" className="inline-block size-10" />;
  if (!idle) return place;
  return (
    <ErrorBoundary fallback={place}>
      <Suspense fallback={place}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function NavBar() {
  const menuRef = useRef<HTMLDivElement>(null);
  const close = () => {
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover();
  };
  const member = useSessionStore((s) => (s.user && !isAdminUser(s.user) ? s.user._id : null));
  const signedIn = useSessionStore((s) => !!s.user);
  // The bells bring Dialog and the local database: after the page's own first paint, their places kept.
  const idle = useIdle();

  useEffect(() => {
    const wide = window.matchMedia('(min-width: 80rem)');
    const onWide = (event: MediaQueryListEvent) => event.matches && close();
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, []);

  return (
    <header className="group/nav sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/90">
      <PageFrame as="nav" aria-label="Main">
        <div className="flex h-16 items-center gap-4 2xl:gap-6">
          <BrandLink onNavigate={close} compact={!!member} besideLinks={signedIn} />
          <div className="hidden xl:block">
            <NavLinks layout="bar" />
          </div>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <PeopleSearchBox className="hidden w-56 md:block xl:w-48" />
            {signedIn && (
              // The inbox's bell, the messages and the connection requests, side by side.
              <div className="flex items-center">
                <NavIcon idle={idle}>
                  <NotificationsBell />
                </NavIcon>
                {member && (
                  <NavIcon idle={idle}>
                    <MessagesLink />
                  </NavIcon>
                )}
                {member && (
                  <NavIcon idle={idle}>
                    <RequestsSheet />
                  </NavIcon>
                )}
              </div>
            )}
            <ThemeToggle />
            <div className="hidden md:block">
              <SessionActions />
            </div>
            <button
              type="button"
              popoverTarget="mobile-menu"
              className="inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 xl:hidden dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400"
            >
              <span className="group-has-[#mobile-menu:popover-open]/nav:hidden">
                <MenuIcon className="size-6" />
                <span className="sr-only">Open menu</span>
              </span>
              <span className="hidden group-has-[#mobile-menu:popover-open]/nav:block">
                <CloseIcon className="size-6" />
                <span className="sr-only">Close menu</span>
              </span>
            </button>
          </div>
        </div>
        <div
          id="mobile-menu"
          ref={menuRef}
          popover="auto"
          className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-y border-slate-200 bg-white p-0 text-slate-700 shadow-lg backdrop:bg-slate-950/20 xl:hidden dark:backdrop:bg-black/60 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300"
        >
          <PageFrame className="py-3">
            <PeopleSearchBox className="mb-3 md:hidden" onNavigate={close} />
            <NavLinks layout="menu" onNavigate={close} />
            <div className="mt-3 border-t border-slate-200 pt-4 pb-2 md:hidden dark:border-slate-800">
              <SessionActions fullWidth onNavigate={close} />
            </div>
          </PageFrame>
        </div>
      </PageFrame>
    </header>
  );
}

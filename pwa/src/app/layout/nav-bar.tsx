import { Suspense, useEffect, useRef, useState } from 'react';
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

// A hand-rolled disclosure: a button with aria-expanded is all the mobile menu needs,
// and it keeps Headless UI out of the first-load chunk. The links need the width of a desktop
// (xl); the search box and the session button fit in the bar from a tablet (md) up.
export function NavBar() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const member = useSessionStore((s) => (s.user && !isAdminUser(s.user) ? s.user._id : null));
  // The bell brings Dialog and the local database: after the page's own first paint, its place kept.
  const idle = useIdle();
  const bellPlace = <span aria-hidden="true" className="inline-block size-10" />;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onWide = (event: MediaQueryListEvent) => event.matches && setOpen(false);
    const wide = window.matchMedia('(min-width: 80rem)');
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/90">
      <PageFrame as="nav" aria-label="Main">
        <div className="flex h-16 items-center gap-4 2xl:gap-6">
          <BrandLink onNavigate={close} />
          <div className="hidden xl:block">
            <NavLinks layout="bar" />
          </div>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <PeopleSearchBox className="hidden w-56 md:block xl:w-48" />
            {member &&
              (idle ? (
                <ErrorBoundary fallback={bellPlace}>
                  <Suspense fallback={bellPlace}>
                    <RequestsSheet />
                  </Suspense>
                </ErrorBoundary>
              ) : (
                bellPlace
              ))}
            <ThemeToggle />
            <div className="hidden md:block">
              <SessionActions />
            </div>
            <button
              ref={buttonRef}
              type="button"
              onClick={() => setOpen((value) => !value)}
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? 'Close menu' : 'Open menu'}
              className="inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 xl:hidden dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400"
            >
              {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            </button>
          </div>
        </div>
        <div id="mobile-menu" hidden={!open} className="border-t border-slate-200 py-3 xl:hidden dark:border-slate-800">
          <PeopleSearchBox className="mb-3 md:hidden" onNavigate={close} />
          <NavLinks layout="menu" onNavigate={close} />
          <div className="mt-3 border-t border-slate-200 pt-4 pb-2 md:hidden dark:border-slate-800">
            <SessionActions fullWidth onNavigate={close} />
          </div>
        </div>
      </PageFrame>
    </header>
  );
}

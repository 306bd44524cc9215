import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { releaseHeldInput, takeOverFailed } from '#pwa/lib/held-input.ts';
import { retryFailedChunks } from '#pwa/lib/lazy-route.tsx';
import { revealIfLeft } from '#pwa/lib/screen-snapshot.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { SyncRunner } from '../sync-runner.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';

/** Full-height placeholder while a page chunk loads: keeps the footer below the fold (CLS 0). */
function PageFallback() {
  return (
    <div className="flex min-h-dvh items-start justify-center pt-32" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <span className="fade-in-late size-8 animate-spin rounded-full border-3 border-indigo-200 border-t-indigo-600 dark:border-slate-700 dark:border-t-indigo-400" />
    </div>
  );
}

/**
 * In the page's own Suspense boundary, so its effect runs once the page has hydrated, not only the
 * shell around it (React hydrates a boundary after the shell): presses held until then are replayed.
 */
function PageTakenOver() {
  useEffect(releaseHeldInput, []);
  return null;
}

export function MainLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useLayoutEffect(() => revealIfLeft(location), [location]);
  // A thread ends at its composer, as a chat does (ADR 0106).
  const footer = !location.startsWith('/messages/');
  // A member's screens draw from IndexedDB after their first paint: with the page at least a window
  // tall, the footer starts below the fold, so rows arriving move nothing in view (CLS 0.4–0.95 on
  // /messages, /notifications and /memories otherwise). A visitor's pages come prerendered, whole.
  const signedIn = useSessionStore((s) => !!s.user);
  const tall = footer && signedIn;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-indigo-600 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-600"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <NavBar />
      <SyncRunner />
      <main id="main" tabIndex={-1} className={`flex-1 focus:outline-none ${tall ? 'min-h-dvh' : ''}`}>
        <ErrorBoundary resetKey={location} onReset={retryFailedChunks} onCatch={takeOverFailed}>
          <Suspense fallback={<PageFallback />}>
            {children}
            <PageTakenOver />
          </Suspense>
        </ErrorBoundary>
      </main>
      {footer && <Footer />}
      <UpdatePrompt />
    </div>
  );
}

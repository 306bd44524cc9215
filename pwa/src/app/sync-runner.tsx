import { Suspense, useEffect } from 'react';
import { useOnline } from '../hooks/use-online.ts';
import { toast } from '#pwa/lib/toast.ts';
import { refreshSession } from '../lib/refresh-session.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { afterNextPaint } from '../lib/when-idle.ts';
import { importWhenOnline } from '../lib/import-when-online.ts';
import { lazyWithPreload } from '../lib/lazy-route.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

// Dexie and the engine load only for a signed-in user, never on a visitor's first page.
const { Component: SyncStatusBar } = lazyWithPreload(() => import('../components/sync/sync-status-bar.tsx').then((m) => m.SyncStatusBar));

/** Issue 55: told once, by the tab whose pull found the server's new epoch. */
export const RESTORED_NOTICE = 'The portal was restored from a backup; your device has been refreshed';

/** Runs the offline sync engine for the signed-in user and shows its status under the nav bar. */
export function SyncRunner() {
  const userId = useSessionStore((s) => s.user?._id ?? null);

  useEffect(() => {
    if (!userId) return;
    let stop: (() => Promise<void>) | undefined;
    let stopUploads: (() => void) | undefined;
    let cancelled = false;
    const start = async () => {
      const [{ startSyncEngine }, { resumeUploads }] = await Promise.all([
        importWhenOnline(() => import('../sync/sync-engine.ts')),
        // Waiting photo uploads go on from any screen, not only their album's (ADR 0133).
        importWhenOnline(() => import('../features/memories/uploads/resume-uploads.ts')),
      ]);
      if (cancelled) return;
      stopUploads = resumeUploads(userId);
      stop = startSyncEngine({
        userId,
        token: () => useSessionStore.getState().token,
        refresh: refreshSession,
        onSignedOut: () => toast('Please log in again. Your unsent changes are kept on this device.', { icon: '🔒', duration: 5000 }),
        onRejected: (entries) =>
          entries.forEach((e) => toast.error(`Not saved: ${e.label}. ${e.lastError ?? ''}`.trim(), { duration: 6000 })),
        onRestored: () => toast(RESTORED_NOTICE, { icon: '🔄', duration: 8000 }),
      });
    };
    // After the screen's first paint: the cached rows are on screen before the engine reads and pushes.
    const cancelStart = afterNextPaint(() => void start());
    return () => {
      cancelled = true;
      cancelStart();
      stopUploads?.();
      void stop?.();
    };
  }, [userId]);

  // Until the member's bar has loaded (its chunk waits for the network when offline), the
  // visitor's notice says the app is offline: going offline is never silent.
  return (
    <ErrorBoundary fallback={<OfflineNotice />}>
      <Suspense fallback={<OfflineNotice />}>{userId ? <SyncStatusBar userId={userId} /> : <OfflineNotice />}</Suspense>
    </ErrorBoundary>
  );
}

/** Visitors get the offline notice without loading the sync store; so does a member until their bar loads. */
function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" data-testid="offline-notice" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      You are offline. Pages you have opened before still work.
    </div>
  );
}


import { Suspense, useState } from 'react';
// As in use-submit.ts: the browser location, not wouter's hooks, keeps wouter out of this chunk.
import { navigate } from 'wouter/use-browser-location';
import type { UnsentChoice } from '#pwa/components/sync/unsent-changes-dialog.tsx';
import { importWhenOnline } from '#pwa/lib/import-when-online.ts';
import { lazyWithPreload } from '#pwa/lib/lazy-route.tsx';
import { LOGOUT_MESSAGE, logout } from '#pwa/lib/logout.ts';
import { setSigningOut } from '#pwa/lib/refresh-session.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { useSubmit } from './use-submit.ts';

// Headless UI and the outbox code load only when someone signs out.
const { Component: UnsentChangesDialog } = lazyWithPreload(() => import('#pwa/components/sync/unsent-changes-dialog.tsx').then((m) => m.default));
const syncModules = () => importWhenOnline(() => Promise.all([import('#pwa/sync/forget-member.ts'), import('#pwa/sync/sync-engine.ts')]));

/**
 * Signing out (spec section 4, Session): asks first when changes have not been sent yet, revokes
 * the session on the server, stops the sync engine and removes the member's synced rows from this
 * device, then shows 'Logout Successfully ...' and leaves for / after `redirectMs`. Render `dialog`.
 */
export function useSignOut({ failedMessage, redirectMs, onLeave }: { failedMessage: string; redirectMs: number; onLeave?: () => void }) {
  const userId = useSessionStore((s) => s.user?._id ?? null);
  const [unsent, setUnsent] = useState(0);

  const { status, submit } = useSubmit(
    async (choice: Exclude<UnsentChoice, 'cancel'>) => {
      if (!userId) return { ok: false, message: failedMessage };
      setSigningOut(true);
      if ((await logout()) === 'failed') {
        setSigningOut(false);
        return { ok: false, message: failedMessage };
      }
      try {
        const [{ forgetSyncedData }, { stopSyncEngine }] = await syncModules();
        await stopSyncEngine();
        await forgetSyncedData(choice === 'discard' ? { discardOutboxOf: userId } : {});
      } catch (error) {
        setSigningOut(false); // the session has ended on the server: its next 401 goes to /login as usual
        throw error;
      }
      return { ok: true, message: LOGOUT_MESSAGE };
    },
    {
      next: () => {
        onLeave?.();
        navigate('/'); // first, so a member-only page's guard does not send a signed-out user to /login
        useSessionStore.getState().clearSession();
        setSigningOut(false);
      },
      delayMs: redirectMs,
    },
  );

  const signOut = async () => {
    if (!userId || status !== 'idle') return;
    const [{ unsentCount }] = await syncModules();
    const count = await unsentCount(userId);
    if (count > 0) setUnsent(count);
    else await submit('keep');
  };

  const choose = (choice: UnsentChoice) => {
    setUnsent(0);
    if (choice !== 'cancel') void submit(choice);
  };

  const dialog =
    unsent > 0 ? (
      <Suspense fallback={null}>
        <UnsentChangesDialog count={unsent} onChoose={choose} />
      </Suspense>
    ) : null;
  return { busy: status !== 'idle', signOut, dialog };
}

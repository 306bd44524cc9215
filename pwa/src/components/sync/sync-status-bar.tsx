import { toast } from '#pwa/lib/toast.ts';
import { SYNC_STORAGE_FULL_MESSAGE } from '#pwa/sync/storage-error.ts';
import { discardRejected, retryRejected, useSyncStatus } from '#pwa/sync/sync-status.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

const ACTION =
  'rounded-md px-2 py-0.5 font-medium underline underline-offset-2 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700 dark:hover:bg-red-900/40';

/**
 * Under the nav bar: whether the app is offline, how many changes wait to be sent, and which ones
 * the server refused (with its reason), to retry or discard.
 */
export function SyncStatusBar({ userId }: { userId: string }) {
  const { online, pending, rejected, paused, storageFull } = useSyncStatus(userId);
  if (online && pending === 0 && rejected.length === 0 && !paused && !storageFull) return null;
  const waiting = pending === 1 ? '1 change is waiting to be sent.' : `${pending} changes are waiting to be sent.`;
  return (
    <div className="border-b border-amber-200 bg-amber-50 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
      <PageFrame className="flex flex-col gap-2 py-2">
        <p role="status" data-testid="sync-status">
          {!online && <strong className="font-semibold">You are offline. </strong>}
          {paused === 'signed-out' && <strong className="font-semibold">Log in again to send your changes. </strong>}
          {pending > 0 ? waiting : !online ? 'Changes you make are saved on this device.' : null}
          {storageFull && <span className="block font-semibold">{SYNC_STORAGE_FULL_MESSAGE}</span>}
        </p>
        {rejected.length > 0 && (
          <ul className="flex flex-col gap-1" aria-label="Changes that were not saved">
            {rejected.map((e) => (
              <li key={e.seq} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-red-800 dark:text-red-200">
                <span>
                  <span className="font-semibold">Not saved: {e.label}.</span> {e.lastError}
                </span>
                <button type="button" onClick={() => void retryRejected(e)} className={ACTION}>
                  Retry
                </button>
                {e.name === 'sendMessage' && (
                  // A refused message (issue 31) is the member's words: they can take them elsewhere.
                  <button
                    type="button"
                    onClick={() => void navigator.clipboard?.writeText((e.args as { text: string }).text).then(() => toast.success('Message copied'), () => toast.error('Could not copy'))}
                    className={ACTION}
                  >
                    Copy message
                  </button>
                )}
                <button type="button" onClick={() => void discardRejected(e.seq!)} className={ACTION}>
                  Discard
                </button>
              </li>
            ))}
          </ul>
        )}
      </PageFrame>
    </div>
  );
}

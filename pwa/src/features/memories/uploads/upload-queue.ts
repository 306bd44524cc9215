import type { UploadState } from '#domain/memories/photo.ts';
import { byCode } from '#domain/compare-text.ts';
import { localDb, type UploadEntry } from '#pwa/sync/local-db.ts';
import { UploadRefused } from './upload-protocol.ts';

export type SendOne = (entry: UploadEntry) => Promise<UploadState>;

/** The member's oldest upload that waits to be sent, if any. */
export async function nextWaiting(userId: string): Promise<UploadEntry | undefined> {
  return (await localDb.uploads.where('userId').equals(userId).toArray()).filter((e) => e.status === 'waiting').sort((a, b) => byCode(a.createdAt, b.createdAt))[0];
}

/**
 * Sends the member's waiting uploads one at a time, oldest first, in a page or in the service
 * worker. Resolves 'done' when none waits, 'interrupted' when one got no answer (it stays waiting).
 */
export async function sendWaiting(userId: string, send: SendOne): Promise<'done' | 'interrupted'> {
  for (;;) {
    if (!navigator.onLine) return 'interrupted';
    const next = await nextWaiting(userId);
    if (!next) return 'done';
    try {
      await send(next);
      await localDb.uploads.update(next.id, { status: 'processing', sent: next.size, error: null });
    } catch (err) {
      if (!(err instanceof UploadRefused)) return 'interrupted';
      await localDb.uploads.update(next.id, { status: 'failed', error: err.message });
    }
  }
}

const LOCK = 'alumni-portal-uploads';

/** One sender per device (tabs and the service worker): 'busy' when another holds the queue. */
export async function underUploadLock<T>(locks: LockManager | undefined, fn: () => Promise<T>): Promise<T | 'busy'> {
  if (!locks) return fn();
  return locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? fn() : 'busy' as const));
}

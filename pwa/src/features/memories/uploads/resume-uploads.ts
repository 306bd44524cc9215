import { runUploads, stopUploads } from './upload-runner.ts';
import { UPLOAD_SYNC_TAG } from './upload-sync.ts';

/**
 * Resumes the member's waiting uploads wherever the app is open, not only on their album: at
 * start, when the browser comes online, and when the service worker's Background Sync asks.
 * Returns stop() (sign-out).
 */
export function resumeUploads(userId: string): () => void {
  const onOnline = () => void runUploads(userId, { now: true });
  const onWorkerMessage = (e: MessageEvent) => (e.data as { type?: string } | null)?.type === UPLOAD_SYNC_TAG && void runUploads(userId);
  window.addEventListener('online', onOnline);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  void runUploads(userId);
  return () => {
    stopUploads();
    window.removeEventListener('online', onOnline);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}

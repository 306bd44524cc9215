/** The Background Sync tag for Memory Lane's waiting uploads (the service worker answers it). */
export const UPLOAD_SYNC_TAG = 'sync-uploads';

/** Asks the service worker to send the waiting uploads once connectivity returns, even with no tab open. */
export async function requestUploadSync() {
  try {
    const reg = (await navigator.serviceWorker?.getRegistration()) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await reg?.sync?.register(UPLOAD_SYNC_TAG);
  } catch {
    // No Background Sync here: an open tab still resumes them (resume-uploads.ts).
  }
}

import { registerBackgroundSync } from '#pwa/lib/background-sync.ts';

/** The Background Sync tag for Memory Lane's waiting uploads (the service worker answers it). */
export const UPLOAD_SYNC_TAG = 'sync-uploads';

/** Asks the service worker to send the waiting uploads once connectivity returns, even with no tab open. */
// Without Background Sync, an open tab still resumes them (resume-uploads.ts).
export const requestUploadSync = () => registerBackgroundSync(UPLOAD_SYNC_TAG);

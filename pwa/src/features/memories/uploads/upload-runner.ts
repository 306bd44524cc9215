import { create } from 'zustand';
import { MAX_PHOTO_BYTES, MAX_VIDEO_BYTES, PHOTO_TEXTS } from '#domain/memories/photo.ts';
import { deviceBackOff } from '#pwa/sync/device-back-off.ts';
import { localDb, type UploadEntry } from '#pwa/sync/local-db.ts';
import { sendUpload } from './send-upload.ts';
import { sendWaiting, underUploadLock } from './upload-queue.ts';
import { requestUploadSync } from './upload-sync.ts';

/** Bytes of each upload the server has or is receiving now, for the progress bars (not stored). */
export const useUploadProgress = create<Record<string, number>>(() => ({}));

let running: Promise<void> | null = null;
let again = false;
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends the member's waiting uploads one at a time, oldest first, while there is a connection.
 * Called wherever the app is open (resume-uploads.ts), when files are added and when the album
 * opens; a call while it runs makes it look again when it is done. An upload that gets no answer
 * is tried again by itself after the member's upload back-off on this device (ADR 0133), which
 * every call waits out unless `now` (files just added, Retry, the browser back online) resets it.
 */
export function runUploads(userId: string, { now = false } = {}): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  clearTimeout(retry);
  const backOff = deviceBackOff('uploads', userId);
  running = (async () => {
    if (now) await backOff.reset();
    const wait = await backOff.wait();
    if (wait > 0) return retryIn(userId, wait);
    do {
      again = false;
      const send = () => sendWaiting(userId, (entry) => sendUpload(entry, (bytes) => useUploadProgress.setState({ [entry.id]: bytes })));
      const outcome = await underUploadLock(navigator.locks, send);
      if (outcome === 'busy') return; // another tab or the service worker sends them
      if (outcome === 'interrupted') {
        clearProgress();
        // Offline, the 'online' event and the service worker take it from here; online, a timer.
        if (navigator.onLine) retryIn(userId, await backOff.failed());
        return requestUploadSync();
      }
      await backOff.reset();
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

function retryIn(userId: string, ms: number) {
  clearTimeout(retry);
  retry = setTimeout(() => void runUploads(userId), ms);
}

/** Signed out: no retry goes on for the member who left. */
export function stopUploads() {
  clearTimeout(retry);
  retry = undefined;
}

// An upload that got no answer is no longer 'Uploading …%': it waits its turn again.
const clearProgress = () => useUploadProgress.setState({}, true);

/** Keeps `files` on the device for `albumId` and starts sending them. A file too large is refused here. */
export async function addUploads(userId: string, albumId: string, files: File[]) {
  const now = Date.now();
  const entries: UploadEntry[] = files.map((file, i) => {
    const media = file.type.startsWith('video/') ? 'video' : 'photo';
    const tooBig = file.size > (media === 'video' ? MAX_VIDEO_BYTES : MAX_PHOTO_BYTES) || file.size === 0;
    return {
      id: crypto.randomUUID(), userId, albumId, file, fileName: file.name, media, size: file.size, sent: 0,
      status: tooBig ? 'failed' : 'waiting', error: tooBig ? (file.size === 0 ? 'The file is empty' : PHOTO_TEXTS.tooBig) : null,
      createdAt: new Date(now + i).toISOString(),
    };
  });
  await localDb.uploads.bulkAdd(entries);
  void runUploads(userId, { now: true });
}

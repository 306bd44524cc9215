import { create } from 'zustand';
import { MAX_PHOTO_BYTES, MAX_VIDEO_BYTES, PHOTO_TEXTS } from '#domain/memories/photo.ts';
import { localDb, type UploadEntry } from '#pwa/sync/local-db.ts';
import { sendUpload, UploadRefused } from './send-upload.ts';
import { byCode } from '#domain/compare-text.ts';

/** Bytes of each upload the server has or is receiving now, for the progress bars (not stored). */
export const useUploadProgress = create<Record<string, number>>(() => ({}));

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the member's waiting uploads one at a time, oldest first, while there is a connection.
 * Called when files are added, when the album opens and when the device comes online; a call
 * while it runs makes it look again when it is done.
 */
export function runUploads(userId: string): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      for (;;) {
        if (!navigator.onLine) return;
        const next = (await localDb.uploads.where('userId').equals(userId).toArray())
          .filter((e) => e.status === 'waiting')
          .sort((a, b) => byCode(a.createdAt, b.createdAt))[0];
        if (!next) break;
        if (!(await sendOne(next))) return; // interrupted: wait for the connection
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

async function sendOne(entry: UploadEntry): Promise<boolean> {
  try {
    await sendUpload(entry, (bytes) => useUploadProgress.setState({ [entry.id]: bytes }));
    await localDb.uploads.update(entry.id, { status: 'processing', sent: entry.size, error: null });
    return true;
  } catch (err) {
    if (err instanceof UploadRefused) {
      await localDb.uploads.update(entry.id, { status: 'failed', error: err.message });
      return true;
    }
    await localDb.uploads.update(entry.id, { error: null });
    return false;
  }
}

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
  void runUploads(userId);
}

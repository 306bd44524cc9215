import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef } from 'react';
import { localDb, type UploadEntry } from '#pwa/sync/local-db.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { addUploads, runUploads, useUploadProgress } from './upload-runner.ts';
import { byCode } from '#domain/compare-text.ts';

export type PendingUpload = {
  id: string; albumId: string; fileName: string; media: 'photo' | 'video'; previewUrl: string | null;
  size: number; sent: number; status: 'waiting' | 'sending' | 'processing' | 'failed'; error: string | null;
};

const NONE: UploadEntry[] = [];

/**
 * The member's uploads to an album that the server has not finished: each with a preview from the
 * local file, its progress, and what it waits for. An upload leaves the list once its photo row has
 * arrived by a pull; the grid shows that row from then on.
 */
export function useAlbumUploads(albumId: string) {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const found = useLiveQuery(async () => {
    const mine = await localDb.uploads.where('albumId').equals(albumId).filter((e) => e.userId === userId).toArray();
    const arrived = await localDb.photos.bulkGet(mine.filter((e) => e.status === 'processing').map((e) => e.id));
    const landed = arrived.filter((p) => p && p.status !== 'processing').map((p) => p!._id);
    return { entries: mine.filter((e) => !landed.includes(e.id)).sort((a, b) => byCode(a.createdAt, b.createdAt)), landed };
  }, [albumId, userId]);
  const entries = found?.entries ?? NONE;
  // A live query only reads: the entries whose photo has come are let go here.
  const landed = found?.landed.join(',') ?? '';
  useEffect(() => {
    if (landed) void localDb.uploads.bulkDelete(landed.split(','));
  }, [landed]);
  const progress = useUploadProgress();
  const previews = usePreviews(entries);

  // Opening the album looks once more (after the back-off); the app resumes them from any screen.
  useEffect(() => {
    if (userId) void runUploads(userId);
  }, [userId]);

  const uploads: PendingUpload[] = entries.map((e) => {
    const inFlight = progress[e.id];
    const sending = e.status === 'waiting' && inFlight !== undefined && navigator.onLine;
    return {
      id: e.id, albumId: e.albumId, fileName: e.fileName, media: e.media, previewUrl: previews.get(e.id) ?? null, size: e.size,
      sent: e.status === 'processing' ? e.size : (inFlight ?? e.sent), status: sending ? 'sending' : e.status, error: e.error,
    };
  });
  return {
    uploads,
    add: (files: File[]) => addUploads(userId, albumId, files),
    retry: (id: string) => void localDb.uploads.update(id, { status: 'waiting', error: null }).then(() => runUploads(userId, { now: true })),
    remove: async (id: string) => void (await localDb.uploads.delete(id)),
  };
}

/** Object URLs of the photos' local files, made once each and let go when they leave. */
function usePreviews(entries: UploadEntry[]) {
  const urls = useRef(new Map<string, string>());
  const current = useMemo(() => {
    const next = new Map<string, string>();
    for (const e of entries) {
      if (e.media !== 'photo') continue;
      next.set(e.id, urls.current.get(e.id) ?? URL.createObjectURL(e.file));
    }
    for (const [id, url] of urls.current) if (!next.has(id)) URL.revokeObjectURL(url);
    urls.current = next;
    return next;
  }, [entries]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  return current;
}

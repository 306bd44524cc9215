import type { UploadState } from '#domain/memories/photo.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';
import { refreshSession } from '#pwa/lib/refresh-session.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import type { UploadEntry } from '#pwa/sync/local-db.ts';
import { sendWith, UploadInterrupted, UploadRefused, type ChunkAnswer, type UploadTransport } from './upload-protocol.ts';

export { UploadInterrupted, UploadRefused };

/** One chunk by XMLHttpRequest, the one browser API that reports an upload's progress. */
function sendChunk(id: string, offset: number, chunk: Blob, onProgress: (loaded: number) => void): Promise<ChunkAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PATCH', `/api/memories/uploads/${id}`);
    const token = useSessionStore.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Upload-Offset', String(offset));
    xhr.setRequestHeader('Content-Type', 'application/offset+octet-stream');
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      let body: ChunkAnswer['body'];
      try {
        body = JSON.parse(xhr.responseText) as ChunkAnswer['body'];
      } catch {
        body = null;
      }
      const header = xhr.getResponseHeader('Upload-Offset');
      resolve({ status: xhr.status, offset: header === null ? null : Number(header), body });
    };
    xhr.onerror = () => reject(new UploadInterrupted('The connection dropped'));
    xhr.ontimeout = xhr.onerror;
    xhr.timeout = 120_000;
    xhr.send(chunk);
  });
}

/** A page's transport: the session's bearer token, refreshed once on a 401. */
const pageTransport: UploadTransport = {
  async start(entry) {
    try {
      return await api.post<UploadState>(`/api/memories/albums/${entry.albumId}/uploads`, { id: entry.id, size: entry.size, fileName: entry.fileName.slice(0, 255) });
    } catch (err) {
      if (err instanceof HttpError && err.status >= 400 && err.status < 500) throw new UploadRefused(err.message);
      throw new UploadInterrupted(err instanceof Error ? err.message : 'The upload could not start');
    }
  },
  chunk: sendChunk,
  async state(id) {
    try {
      return await api.get<UploadState>(`/api/memories/uploads/${id}`);
    } catch (err) {
      if (err instanceof HttpError && err.status === 404) return null;
      throw new UploadInterrupted(err instanceof Error ? err.message : 'The upload could not be looked up');
    }
  },
  refresh: () => refreshSession(),
};

/** Sends `entry` from a page (see sendWith). */
export const sendUpload = (entry: UploadEntry, onSent: (bytes: number) => void) => sendWith(pageTransport, entry, onSent);

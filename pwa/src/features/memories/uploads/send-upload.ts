import type { UploadState } from '#domain/memories/photo.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';
import { refreshSession } from '#pwa/lib/refresh-session.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import type { UploadEntry } from '#pwa/sync/local-db.ts';

/** The server refused the file for good (its type, size, the album): the member is told why. */
export class UploadRefused extends Error {}
/** No answer: the upload waits for the connection and goes on from where the server is. */
export class UploadInterrupted extends Error {}

type ChunkAnswer = { status: number; offset: number | null; body: (UploadState & { message?: string }) | null };

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

/**
 * Sends `entry` from where the server says it stands: the start is replay-safe (the device's id),
 * each chunk says its offset, and a 409 tells where to go on from. Resolves with the finished
 * upload (its photo row); `onSent` hears every confirmed and in-flight byte count.
 */
export async function sendUpload(entry: UploadEntry, onSent: (bytes: number) => void): Promise<UploadState> {
  let state: UploadState;
  try {
    state = await api.post<UploadState>(`/api/memories/albums/${entry.albumId}/uploads`, { id: entry.id, size: entry.size, fileName: entry.fileName.slice(0, 255) });
  } catch (err) {
    if (err instanceof HttpError && err.status >= 400 && err.status < 500) throw new UploadRefused(err.message);
    throw new UploadInterrupted(err instanceof Error ? err.message : 'The upload could not start');
  }
  let offset = state.received;
  let refreshed = false;
  while (!state.photo) {
    onSent(offset);
    const chunk = entry.file.slice(offset, offset + state.chunkBytes);
    const answer = await sendChunk(entry.id, offset, chunk, (loaded) => onSent(offset + loaded));
    if (answer.status === 401 && !refreshed) {
      refreshed = true;
      if (await refreshSession()) continue;
    }
    if (answer.status === 409 && answer.offset !== null) {
      offset = answer.offset; // the server has more (or less) than we thought: go on from there
      continue;
    }
    if (answer.status >= 400 && answer.status < 500) throw new UploadRefused(answer.body?.message ?? 'The server refused this file');
    if (answer.status !== 200 || !answer.body) throw new UploadInterrupted(`The server answered ${answer.status}`);
    state = answer.body;
    offset = state.received;
  }
  onSent(state.size);
  return state;
}

import type { UploadState } from '#domain/memories/photo.ts';
import type { UploadEntry } from '#pwa/sync/local-db.ts';

/** The server refused the file for good (its type, size, the album): the member is told why. */
export class UploadRefused extends Error {}
/** No answer: the upload waits for the connection and goes on from where the server is. */
export class UploadInterrupted extends Error {}

export type ChunkAnswer = { status: number; offset: number | null; body: (UploadState & { message?: string }) | null };

/** How a page (XMLHttpRequest, the bearer token) or the service worker (fetch, the cookie) talks to the server. */
export type UploadTransport = {
  /** `POST …/uploads`; throws UploadRefused on a 4xx, UploadInterrupted on anything else. */
  start(entry: UploadEntry): Promise<UploadState>;
  /** `PATCH /uploads/:id` with one chunk; throws UploadInterrupted when no answer came. */
  chunk(id: string, offset: number, chunk: Blob, onProgress: (loaded: number) => void): Promise<ChunkAnswer>;
  /** `GET /uploads/:id`: where the server stands, null when it has no such upload. */
  state(id: string): Promise<UploadState | null>;
  /** A 401: true when a fresh session is in place to try once more. */
  refresh(): Promise<boolean>;
};

/**
 * Sends `entry` from where the server says it stands: the start is replay-safe (the device's id),
 * each chunk says its offset, and a 409 tells where to go on from. Before a refusal is believed the
 * server is asked where the upload stands: a lost answer to the last chunk, sent again, finds the
 * upload complete, and that upload is done, not failed. Resolves with the finished upload (its
 * photo row); `onSent` hears every confirmed and in-flight byte count.
 */
export async function sendWith(transport: UploadTransport, entry: UploadEntry, onSent: (bytes: number) => void): Promise<UploadState> {
  let state = await transport.start(entry);
  let offset = state.received;
  let refreshed = false;
  while (!state.photo) {
    onSent(offset);
    const chunk = entry.file.slice(offset, offset + state.chunkBytes);
    const answer = await transport.chunk(entry.id, offset, chunk, (loaded) => onSent(offset + loaded));
    if (answer.status === 401 && !refreshed) {
      refreshed = true;
      if (await transport.refresh()) continue;
    }
    if (answer.status === 409 && answer.offset !== null) {
      offset = answer.offset; // the server has more (or less) than we thought: go on from there
      continue;
    }
    if (answer.status >= 400 && answer.status < 500) {
      const there = answer.status === 401 ? null : await transport.state(entry.id);
      if (there?.photo) {
        state = there;
        break;
      }
      throw new UploadRefused(answer.body?.message ?? 'The server refused this file');
    }
    if (answer.status !== 200 || !answer.body) throw new UploadInterrupted(`The server answered ${answer.status}`);
    state = answer.body;
    offset = state.received;
  }
  onSent(state.size);
  return state;
}

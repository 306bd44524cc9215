import type { UploadState } from '#domain/memories/photo.ts';
import { deviceBackOff } from '#pwa/sync/device-back-off.ts';
import { getMeta, metaKeys } from '#pwa/sync/local-db.ts';
import { sendWith, UploadInterrupted, UploadRefused, type UploadTransport } from './upload-protocol.ts';
import { sendWaiting, underUploadLock } from './upload-queue.ts';
import { UPLOAD_SYNC_TAG } from './upload-sync.ts';

const json = async (res: Response) => (await res.json().catch(() => null)) as (UploadState & { message?: string }) | null;

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, credentials: 'include' });
  } catch {
    throw new UploadInterrupted('The connection dropped');
  }
}

/** The service worker's transport: fetch with the session cookie (no progress to show, no token). */
const workerTransport: UploadTransport = {
  async start(entry) {
    const res = await call(`/api/memories/albums/${entry.albumId}/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ id: entry.id, size: entry.size, fileName: entry.fileName.slice(0, 255) }),
    });
    const body = await json(res);
    if (res.ok && body) return body;
    // Signed out meanwhile: not the file's fault, a page sends it after the next sign-in.
    if (res.status >= 400 && res.status < 500 && res.status !== 401) throw new UploadRefused(body?.message ?? 'The server refused this file');
    throw new UploadInterrupted(`The server answered ${res.status}`);
  },
  async chunk(id, offset, chunk) {
    const res = await call(`/api/memories/uploads/${id}`, {
      method: 'PATCH',
      headers: { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: chunk,
    });
    const header = res.headers.get('Upload-Offset');
    return { status: res.status, offset: header === null ? null : Number(header), body: await json(res) };
  },
  async state(id) {
    const res = await call(`/api/memories/uploads/${id}`, { headers: { Accept: 'application/json' } });
    if (res.status === 404) return null;
    if (!res.ok) throw new UploadInterrupted(`The server answered ${res.status}`);
    return (await json(res))!;
  },
  refresh: async () => false,
};

/**
 * Background Sync for Memory Lane's waiting uploads: an open tab is asked to send them; with none
 * open the worker sends them itself with the session cookie. The member's upload back-off on this
 * device comes first (ADR 0133); throwing makes the browser try again later.
 */
export async function replayUploadsInWorker(worker: ServiceWorkerGlobalScope) {
  const userId = await getMeta<string>(metaKeys.activeUser);
  if (!userId) return;
  const backOff = deviceBackOff('uploads', userId);
  if ((await backOff.wait()) > 0) throw new Error('The uploads wait out their back-off');
  const windows = await worker.clients.matchAll({ type: 'window' });
  if (windows.length) {
    windows.forEach((w) => w.postMessage({ type: UPLOAD_SYNC_TAG }));
    return;
  }
  const outcome = await underUploadLock(worker.navigator.locks, () => sendWaiting(userId, (entry) => sendWith(workerTransport, entry, () => {})));
  if (outcome === 'interrupted') {
    await backOff.failed();
    throw new Error('The uploads could not be sent yet');
  }
  if (outcome === 'done') await backOff.reset();
}

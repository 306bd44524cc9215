import { getMeta, metaKeys } from './local-db.ts';
import { pushOutbox } from './push-outbox.ts';

/**
 * Background Sync in the service worker: an open tab is asked to sync (it has the session in
 * memory); with no tab open, the worker pushes the signed-in member's outbox itself, authenticated
 * by the session cookie. Throwing makes the browser try again later.
 */
export async function replayInWorker(worker: ServiceWorkerGlobalScope) {
  const windows = await worker.clients.matchAll({ type: 'window' });
  if (windows.length) {
    windows.forEach((w) => w.postMessage({ type: 'sync-outbox' }));
    return;
  }
  const userId = await getMeta<string>(metaKeys.activeUser);
  if (!userId) return;
  const push = () => pushOutbox(userId, { token: () => null });
  const outcome = worker.navigator.locks
    ? await worker.navigator.locks.request('alumni-portal-sync', push)
    : await push();
  if (outcome.kind === 'offline' || outcome.kind === 'retry') throw new Error('The outbox could not be sent yet');
}

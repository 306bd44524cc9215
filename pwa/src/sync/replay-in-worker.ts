import { deviceBackOff } from './device-back-off.ts';
import { getMeta, metaKeys } from './local-db.ts';
import { pushOutbox } from './push-outbox.ts';

/**
 * Background Sync in the service worker: an open tab is asked to sync (it has the session in
 * memory); with no tab open, the worker pushes the signed-in member's outbox itself, authenticated
 * by the session cookie. Throwing makes the browser try again later. Either way the member's
 * back-off on this device comes first (ADR 0133): a browser that is online fires a sync the moment
 * it is registered, and without it a failing push that registers one again would loop at once.
 */
export async function replayInWorker(worker: ServiceWorkerGlobalScope) {
  const userId = await getMeta<string>(metaKeys.activeUser);
  const backOff = userId ? deviceBackOff('sync', userId) : undefined;
  if (backOff && (await backOff.wait()) > 0) throw new Error('The outbox waits out its back-off');
  const windows = await worker.clients.matchAll({ type: 'window' });
  if (windows.length) {
    windows.forEach((w) => w.postMessage({ type: 'sync-outbox' }));
    return;
  }
  if (!userId || !backOff) return;
  const push = () => pushOutbox(userId, { token: () => null });
  const outcome = worker.navigator.locks
    ? await worker.navigator.locks.request('alumni-portal-sync', push)
    : await push();
  if (outcome.kind === 'offline' || outcome.kind === 'retry') {
    await backOff.failed();
    throw new Error('The outbox could not be sent yet');
  }
  if (outcome.kind === 'pushed') await backOff.reset();
}

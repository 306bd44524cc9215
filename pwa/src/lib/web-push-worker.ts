/// <reference lib="webworker" />
import type { PushMessage } from '#domain/push/push-subscription.ts';
import { enqueue, type Write } from '../sync/enqueue.ts';
import { getMeta, localDb, metaKeys } from '../sync/local-db.ts';
import { replayInWorker } from '../sync/replay-in-worker.ts';
import { registerBackgroundSync } from './background-sync.ts';
import { SYNC_TAG } from '../sync/sync-tag.ts';
import { memberShellUser } from './member-shell.ts';

// The service worker's side of Web Push (docs/decisions/0079-web-push.md).

/** The notification's own data: where a click goes, the request its 'Accept' answers, and how new it is. */
type ShownData = { url: string; accept?: { connectionId: string }; order?: number };
/** What Chromium shows beyond TypeScript's NotificationOptions: action buttons, and no second alert for a replaced one. */
type ShownOptions = NotificationOptions & { actions?: { action: string; title: string }[]; renotify?: boolean };
const ACCEPT = 'accept';

const FALLBACK: PushMessage = { title: 'Alumni Portal', body: 'You have a new notification', url: '/network', tag: 'alumni-portal' };

function readMessage(event: PushEvent): PushMessage {
  try {
    return { ...FALLBACK, ...(event.data?.json() as Partial<PushMessage>) };
  } catch {
    return FALLBACK;
  }
}

/**
 * The app badge: the inbox's unread lines on this device, plus the one just announced unless an
 * unread line of the same thing is here already (a second answer adds to its question's line).
 */
async function unreadAfter(message: PushMessage) {
  const unread = await localDb.notifications.filter((n) => n.readAt === null).toArray();
  return unread.length + (unread.some((n) => n.url === message.url) ? 0 : 1);
}

/** A notification of the same tag, newer than this push (which arrived late), is on screen. */
async function newerShown(worker: ServiceWorkerGlobalScope, message: PushMessage) {
  if (message.order === undefined) return false;
  const shown = await worker.registration.getNotifications({ tag: message.tag }).catch(() => []);
  return shown.some((n) => ((n.data as Partial<ShownData> | null)?.order ?? -Infinity) > message.order!);
}

/**
 * 'Accept' on a connection request's notification, with the app closed and maybe offline: queued
 * in the outbox like the app's own Accept (the row shows connected at once), then sent now if it
 * can be; otherwise Background Sync, or the app at its next start, sends it. Exactly once either
 * way: the server applies a client's mutation id once, and accepting twice changes nothing.
 */
async function acceptInWorker(worker: ServiceWorkerGlobalScope, connectionId: string): Promise<boolean> {
  const userId = (await getMeta<string>(metaKeys.activeUser)) ?? (await memberShellUser());
  if (!userId) return false;
  const request = await localDb.connections.get(connectionId);
  const writes: Write[] = [];
  if (request?.status === 'pending' && request.direction === 'received') {
    const { _pending, ...row } = request;
    writes.push({ table: 'connections', key: connectionId, value: { ...row, status: 'connected', connectedAt: new Date().toISOString() } });
  }
  await enqueue({ userId, name: 'acceptConnection', args: { connectionId }, writes, label: `Accept ${request?.user.fullName ?? 'connection request'}` });
  try {
    await replayInWorker(worker); // an open app is asked to send it; with none, the worker sends it
  } catch {
    await registerBackgroundSync(SYNC_TAG, worker.registration);
  }
  return true;
}

/** Keeps the worker alive for `work` where the event allows it; the work runs either way. */
function extend(event: ExtendableEvent, work: Promise<unknown>) {
  try {
    event.waitUntil(work);
  } catch {
    // An event the browser did not make (the browser test dispatches one) cannot be extended.
  }
}

/** Shows one push: unless a newer one of its tag is on screen, then the badge, and a word to an open app. */
async function show(worker: ServiceWorkerGlobalScope, message: PushMessage) {
  if (await newerShown(worker, message)) return;
  const data: ShownData = { url: message.url, ...(message.accept ? { accept: message.accept } : {}), ...(message.order !== undefined ? { order: message.order } : {}) };
  const options: ShownOptions = {
    body: message.body,
    // One notification per thing: a later push with its tag replaces it, quietly.
    tag: message.tag,
    renotify: false,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data,
    ...(message.accept ? { actions: [{ action: ACCEPT, title: 'Accept' }] } : {}),
  };
  await worker.registration.showNotification(message.title, options);
  const count = await unreadAfter(message).catch(() => 1);
  if ('setAppBadge' in worker.navigator) await worker.navigator.setAppBadge(count).catch(() => undefined);
  // An open app pulls at once, so its bell and sheet show the request without a reload.
  (await worker.clients.matchAll({ type: 'window' })).forEach((w) => w.postMessage({ type: 'sync-outbox' }));
}

export function listenForPushes(worker: ServiceWorkerGlobalScope) {
  // One push at a time: whether a push is older news is read from what the one before it showed.
  let shown: Promise<void> = Promise.resolve();
  worker.addEventListener('push', (event) => {
    const message = readMessage(event);
    shown = shown.then(() => show(worker, message)).catch(() => undefined);
    extend(event, shown);
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as Partial<ShownData> | null;
    const url = new URL(data?.url ?? '/network', worker.location.origin).href;
    const open = async () => {
      const [client] = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (!client) return void (await worker.clients.openWindow(url));
      await client.focus().catch(() => undefined); // needs the click's user activation
      await client.navigate(url).catch(() => worker.clients.openWindow(url));
    };
    const accept = event.action === ACCEPT ? data?.accept : undefined;
    // 'Accept' answers the request where it is; with no member on this device, the app opens instead.
    extend(event, accept ? acceptInWorker(worker, accept.connectionId).then((done) => done || open()) : open());
  });

  // The push service replaced the subscription: subscribe again with the same key and tell the
  // server, authenticated by the session cookie like the worker's outbox replay.
  worker.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as Event & { oldSubscription?: PushSubscription | null; waitUntil(p: Promise<unknown>): void };
    const key = change.oldSubscription?.options.applicationServerKey;
    if (!key) return;
    change.waitUntil(
      (async () => {
        const next = await worker.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
        await fetch('/api/push/subscription', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(next.toJSON()),
        });
      })(),
    );
  });
}

/// <reference lib="webworker" />
import type { PushMessage } from '#domain/push/push-subscription.ts';
import { localDb } from '../sync/local-db.ts';

// The service worker's side of Web Push (docs/decisions/0079-web-push.md).

const FALLBACK: PushMessage = { title: 'Alumni Portal', body: 'You have a new notification', url: '/network', tag: 'alumni-portal' };

function readMessage(event: PushEvent): PushMessage {
  try {
    return { ...FALLBACK, ...(event.data?.json() as Partial<PushMessage>) };
  } catch {
    return FALLBACK;
  }
}

/** Requests waiting on this device, plus the one just announced if the device has not pulled it yet. */
async function waitingRequests(message: PushMessage) {
  const known = await localDb.connections.filter((c) => c.status === 'pending' && c.direction === 'received').count();
  return message.tag === 'connection-request' ? known + 1 : known;
}

export function listenForPushes(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('push', (event) => {
    const message = readMessage(event);
    event.waitUntil(
      (async () => {
        await worker.registration.showNotification(message.title, {
          body: message.body,
          tag: message.tag,
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          data: { url: message.url },
        });
        const count = await waitingRequests(message).catch(() => 0);
        if ('setAppBadge' in worker.navigator) await worker.navigator.setAppBadge(count).catch(() => undefined);
        // An open app pulls at once, so its bell and sheet show the request without a reload.
        (await worker.clients.matchAll({ type: 'window' })).forEach((w) => w.postMessage({ type: 'sync-outbox' }));
      })(),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/network', worker.location.origin).href;
    const opening = (async () => {
      const [open] = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (!open) return void (await worker.clients.openWindow(url));
      await open.focus().catch(() => undefined); // needs the click's user activation
      await open.navigate(url).catch(() => worker.clients.openWindow(url));
    })();
    try {
      event.waitUntil(opening);
    } catch {
      // An event the browser did not make (the browser test dispatches one) cannot be extended; the work still runs.
    }
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

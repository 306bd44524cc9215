/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { PRERENDERED_PAGES, SNAPSHOT_SHELL_FILE } from '#domain/prerendered-pages.ts';
import { memberShellUser } from './lib/member-shell.ts';
import { withScreenSnapshot } from './lib/screen-snapshot-worker.ts';
import { cachePhotos } from './lib/photo-cache-worker.ts';
import { listenForPushes } from './lib/web-push-worker.ts';
import { replayInWorker } from './sync/replay-in-worker.ts';
import { SYNC_TAG } from './sync/sync-tag.ts';
import { replayUploadsInWorker } from './features/memories/uploads/upload-in-worker.ts';
import { UPLOAD_SYNC_TAG } from './features/memories/uploads/upload-sync.ts';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The app shell: every built asset, injected at build time by vite-plugin-pwa.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A prerendered public page answers for its path (ADR 0084); every other client-side route renders
// from the precached app shell, index.html. Online or offline, as the server would answer. A signed-in
// member gets the shell everywhere: the visitor's markup would only be parsed and hidden (ADR 0086),
// with their last screen at that address painted in it while the app starts (ADR 0095).
const shell = createHandlerBoundToURL('/index.html');
const snapshotShell = createHandlerBoundToURL(`/${SNAPSHOT_SHELL_FILE}`);
const pages = new Map(PRERENDERED_PAGES.map((page) => [page.path as string, createHandlerBoundToURL(`/${page.file}`)]));
registerRoute(
  new NavigationRoute(
    async (options) => {
      const path = options.url.pathname;
      const member = await memberShellUser();
      const page = pages.get(path);
      if (!member) return (page ?? shell)(options);
      return withScreenSnapshot(path + options.url.search, member, () => snapshotShell(options), () => shell(options));
    },
    // A text file the server sends (robots.txt, the licences' notices), not a page of the app.
    { denylist: [/^\/api\//, /\.txt$/] },
  ),
);

// Memory Lane's photo sizes, kept (bounded) so that albums once viewed open offline.
cachePhotos(self);

// The first install takes control at once; later versions wait until the user accepts the update
// prompt, which sends SKIP_WAITING (workbox-window's messageSkipWaiting).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync: replay the outbox (pwa/src/sync/replay-in-worker.ts) and send Memory Lane's
// waiting uploads when connectivity returns, each after its back-off (ADR 0133).
self.addEventListener('sync', (event) => {
  const e = event as ExtendableEvent & { tag: string };
  if (e.tag === SYNC_TAG) e.waitUntil(replayInWorker(self));
  if (e.tag === UPLOAD_SYNC_TAG) e.waitUntil(replayUploadsInWorker(self));
});

// Web Push: each push shown as a notification (one per thing, by tag), the app badge, a click to its
// screen, and a connection request's 'Accept' queued in the outbox from here (web-push-worker.ts).
listenForPushes(self);

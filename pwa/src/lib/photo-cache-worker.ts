/// <reference lib="webworker" />
import { CACHED_PHOTO_PATH, keepPhoto, PHOTO_CACHE, trimPhotos } from './photo-cache.ts';

const TRIM_EVERY = 25;
let sinceTrim = 0;

/**
 * Answers a photo size from the cache when it is there (they never change: the address carries
 * the photo's ready time), else from the network, keeping a copy: albums once viewed open offline.
 */
export function cachePhotos(self: ServiceWorkerGlobalScope) {
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || !CACHED_PHOTO_PATH.test(url.pathname)) return;
    event.respondWith(
      (async () => {
        const hit = await (await caches.open(PHOTO_CACHE)).match(request);
        if (hit) return hit;
        const res = await fetch(request);
        if (res.status === 200) {
          const kept = keepPhoto(request, res.clone()).then(() => {
            if (++sinceTrim >= TRIM_EVERY) {
              sinceTrim = 0;
              return trimPhotos();
            }
          });
          event.waitUntil(kept.catch(() => undefined));
        }
        return res;
      })(),
    );
  });
}

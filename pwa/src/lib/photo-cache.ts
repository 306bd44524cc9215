// Memory Lane's photos on this device (issue 34, ADR 0116): the service worker keeps each size it
// fetched in one cache, at most PHOTO_CACHE_MAX_BYTES, the oldest let go first; a photo the member
// may no longer see leaves it at the pull that says so, and the whole cache goes at sign-out.

export const PHOTO_CACHE = 'memories-photos';
export const PHOTO_CACHE_MAX_BYTES = 200 * 1024 * 1024;
const STORED_AT = 'x-stored-at';
/** The sizes the grid and the viewer show; originals and videos are not kept. */
export const CACHED_PHOTO_PATH = /^\/api\/memories\/photos\/[0-9a-f-]{36}\/(small|medium|large)$/;
const SIZES = ['small', 'medium', 'large'] as const;

/** Drops every kept size of these photos (the pull's tombstones). */
export async function forgetPhotos(ids: string[]) {
  if (!ids.length || typeof caches === 'undefined') return;
  const cache = await caches.open(PHOTO_CACHE);
  await Promise.all(ids.flatMap((id) => SIZES.map((size) => cache.delete(`/api/memories/photos/${id}/${size}`, { ignoreSearch: true }))));
}

/** Drops the member's photos from the device (sign-out). */
export const forgetAllPhotos = () => (typeof caches === 'undefined' ? Promise.resolve(false) : caches.delete(PHOTO_CACHE));

/** Keeps a fetched size, stamped with when, so the oldest go first. */
export async function keepPhoto(request: Request, response: Response) {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  const body = await response.blob();
  headers.set('content-length', String(body.size));
  await (await caches.open(PHOTO_CACHE)).put(request, new Response(body, { status: 200, headers }));
}

/** Lets the oldest kept sizes go until the rest fit in `maxBytes`. */
export async function trimPhotos(maxBytes = PHOTO_CACHE_MAX_BYTES) {
  const cache = await caches.open(PHOTO_CACHE);
  const kept = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const res = await cache.match(request);
      return { request, bytes: Number(res?.headers.get('content-length') ?? 0), at: Number(res?.headers.get(STORED_AT) ?? 0) };
    }),
  );
  let total = kept.reduce((sum, k) => sum + k.bytes, 0);
  for (const k of kept.sort((a, b) => a.at - b.at)) {
    if (total <= maxBytes) break;
    await cache.delete(k.request);
    total -= k.bytes;
  }
}

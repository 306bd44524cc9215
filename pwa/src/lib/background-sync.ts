// Background Sync (Chromium): the service worker is woken for `tag` once connectivity returns, even
// with no tab open. Not in TypeScript's DOM types, and absent from other browsers, where an open
// tab's own triggers still cover it.

type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Registers `tag` on `registration` (the page's, when not given), where the browser can. */
export async function registerBackgroundSync(tag: string, registration?: ServiceWorkerRegistration): Promise<void> {
  try {
    const reg = (registration ?? (await navigator.serviceWorker?.getRegistration())) as WithSync | undefined;
    await reg?.sync?.register(tag);
  } catch {
    // Not here, or refused: nothing to do.
  }
}

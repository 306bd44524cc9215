/** Failed fetches of a chunk while the browser says it is online, before the error is let through. */
const ONLINE_ATTEMPTS = 3;
const RETRY_BASE_MS = 1000;

const backOnline = () =>
  new Promise<void>((resolve) => {
    if (navigator.onLine) return resolve();
    window.addEventListener('online', () => resolve(), { once: true });
  });

/**
 * A dynamic import that outlasts a lost connection: a chunk that could not be fetched (the member
 * went offline before the service worker had cached it) is asked for again once the browser is
 * back online, so the screen shows its loading state meanwhile instead of breaking, and a part that
 * failed (the bell, the sync engine) does not take the whole app down with it (docs/decisions/0093).
 * Only failures while online count towards the limit: a chunk that is really gone (a deploy
 * removed it) still ends in the error, for the error boundary's "Reload the page".
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  const attempt = (failuresOnline: number): Promise<T> =>
    load().catch(async (error: unknown) => {
      const offline = !navigator.onLine;
      if (!offline && failuresOnline + 1 >= ONLINE_ATTEMPTS) throw error;
      await backOnline();
      if (!offline) await new Promise((r) => setTimeout(r, RETRY_BASE_MS * 2 ** failuresOnline));
      return attempt(offline ? failuresOnline : failuresOnline + 1);
    });
  return attempt(0);
}

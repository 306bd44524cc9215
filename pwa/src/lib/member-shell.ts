// Where a signed-in member's navigations should start (ADR 0086): the service worker cannot read
// localStorage, so the page leaves a marker in Cache Storage that both can see. The same cache
// holds the member's last screens (screen-snapshot.ts, ADR 0095); signing out empties it.
export const NAVIGATION_CACHE = 'alumni-navigation';
const MARKER = '/__member-shell';

/** Page side: the signed-in member's id while someone is signed in on this device; cleared on sign-out. */
export function rememberMemberShell(userId: string | undefined, { fresh = false } = {}) {
  if (typeof caches === 'undefined') return; // an insecure origin has no Cache Storage, nor a worker
  // A new session starts without the last one's screens; signing out leaves nothing behind.
  const forget = fresh || !userId ? caches.delete(NAVIGATION_CACHE) : Promise.resolve(true);
  void forget
    .then(async () => {
      if (userId) await (await caches.open(NAVIGATION_CACHE)).put(MARKER, new Response(userId));
    })
    .catch(() => undefined); // storage refused: navigations keep the visitor pages, which still work
}

/** Worker side: the id of the member signed in on this device, if any. */
export async function memberShellUser(): Promise<string | undefined> {
  try {
    const marker = await (await caches.open(NAVIGATION_CACHE)).match(MARKER);
    return marker ? (await marker.text()) || undefined : undefined;
  } catch {
    return undefined;
  }
}

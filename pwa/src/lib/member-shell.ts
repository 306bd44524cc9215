// Where a signed-in member's navigations should start (ADR 0086): the service worker cannot read
// localStorage, so the page leaves a marker in Cache Storage that both can see.
const CACHE = 'alumni-navigation';
const MARKER = '/__member-shell';

/** Page side: set while someone is signed in on this device, cleared on sign-out. */
export function rememberMemberShell(signedIn: boolean) {
  if (typeof caches === 'undefined') return; // an insecure origin has no Cache Storage, nor a worker
  void caches
    .open(CACHE)
    .then(async (cache) => {
      if (signedIn) await cache.put(MARKER, new Response('1'));
      else await cache.delete(MARKER);
    })
    .catch(() => undefined); // storage refused: navigations keep the visitor pages, which still work
}

/** Worker side: whether this device's navigations are a member's. */
export async function prefersMemberShell(): Promise<boolean> {
  try {
    return (await (await caches.open(CACHE)).match(MARKER)) !== undefined;
  } catch {
    return false;
  }
}

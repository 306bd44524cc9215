// docs/decisions/0061-password-hashing-on-workers.md
const ON_WORKERS = (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent === 'Cloudflare-Workers';

let started = 0;
let nextAt = 0;
let lastMs = 100; // until a hash here has been timed

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a password hash when it is its turn. workerd computes a hash on the isolate's only thread, so
 * twenty logins at once held every other request for a second. There, hashes run one at a time,
 * each in a fresh turn of the event loop, and after a hash that took t ms the next waits t ms: when
 * logins queue, hashing gets at most half of the isolate's time. Node hashes in its thread pool and
 * starts at once.
 *
 * Each caller waits on its own timer and rechecks, so no request ever waits on another's promise
 * (workerd cancels those when the other request ends); a cancelled caller simply drops out.
 */
export async function inTurn<T>(hash: () => Promise<T>): Promise<T> {
  if (!ON_WORKERS) return hash();
  for (;;) {
    const seen = started;
    await sleep(Math.max(0, nextAt - Date.now()));
    if (started === seen && Date.now() >= nextAt) break;
  }
  started += 1;
  const t0 = Date.now();
  // Held for the hash and a gap as long, even should this request be cancelled and never return.
  nextAt = t0 + 2 * lastMs;
  try {
    return await hash();
  } finally {
    // workerd's clock moves only between events; the hash's callback arrives in a later one.
    const now = Date.now();
    lastMs = now - t0;
    nextAt = now + lastMs;
  }
}

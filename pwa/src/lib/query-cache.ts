/**
 * The cache behind useOnlineQuery (docs/decisions/0040-online-reads.md): data read from the API
 * that the device does not keep in IndexedDB. Plain TypeScript, no React, so its rules are tested
 * on their own (query-cache.test.ts).
 *
 * - One request per key at a time; every user of a key shares its answer.
 * - Data is kept `keepMs` after its last user leaves, then dropped; a user who comes back before
 *   that gets it without a request. Errors are never kept: the next user asks again.
 * - A newer request for a key cancels the older one; the last user leaving cancels a request still
 *   on its way (nobody is waiting for it).
 */

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

/** Spec section 7: unused data is kept 60 seconds. */
export const DEFAULT_KEEP_MS = 60_000;

/** One shared object, so a snapshot of a loading key stays the same between reads. */
export const LOADING: QueryState<never> = Object.freeze({ status: 'loading' });

type Entry = {
  state: QueryState<unknown>;
  fetcher: Fetcher<unknown>;
  keepMs: number;
  listeners: Set<() => void>;
  controller: AbortController | null;
  dropTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set by clear(): dropped as soon as its last user leaves. */
  expired: boolean;
};

export type QueryCache = ReturnType<typeof createQueryCache>;

export function createQueryCache() {
  const entries = new Map<string, Entry>();

  const setState = (entry: Entry, state: QueryState<unknown>) => {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  };

  const drop = (key: string, entry: Entry) => {
    clearTimeout(entry.dropTimer);
    entry.controller?.abort();
    entry.controller = null;
    if (entries.get(key) === entry) entries.delete(key);
  };

  /** Starts a request; one still on its way for the same key is cancelled and its answer ignored. */
  const run = (entry: Entry) => {
    entry.controller?.abort();
    const controller = new AbortController();
    entry.controller = controller;
    if (entry.state !== LOADING) setState(entry, LOADING);
    const settle = (state: QueryState<unknown>) => {
      if (entry.controller !== controller) return; // cancelled, replaced or dropped meanwhile
      entry.controller = null;
      setState(entry, state);
    };
    entry.fetcher(controller.signal).then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
  };

  const leave = (key: string, entry: Entry, listener: () => void) => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0 || entries.get(key) !== entry) return;
    if (entry.state.status !== 'success' || entry.expired || entry.keepMs <= 0) return drop(key, entry);
    entry.dropTimer = setTimeout(() => drop(key, entry), entry.keepMs);
  };

  return {
    /**
     * Registers a user of `key` until the returned function is called. The first user (or the first
     * after an error) starts the request. `key` must name everything the fetcher depends on.
     */
    observe<T>(key: string, fetcher: Fetcher<T>, listener: () => void, keepMs = DEFAULT_KEEP_MS): () => void {
      let entry = entries.get(key);
      if (!entry) {
        entry = { state: LOADING, fetcher, keepMs, listeners: new Set(), controller: null, dropTimer: undefined, expired: false };
        entries.set(key, entry);
      }
      clearTimeout(entry.dropTimer);
      entry.dropTimer = undefined;
      entry.keepMs = keepMs;
      entry.listeners.add(listener);
      const idle = entry.state.status === 'loading' && !entry.controller;
      if (idle || entry.state.status === 'error' || entry.expired) {
        entry.expired = false;
        run(entry);
      }
      const current = entry;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        leave(key, current, listener);
      };
    },

    /** What the users of `key` see now; the same object until it changes. */
    read<T>(key: string): QueryState<T> {
      return (entries.get(key)?.state ?? LOADING) as QueryState<T>;
    },

    /** Asks again for a key in use (Retry); an unused one is simply dropped. */
    refetch(key: string) {
      const entry = entries.get(key);
      if (!entry) return;
      if (entry.listeners.size > 0) run(entry);
      else drop(key, entry);
    },

    /** After a change on the server: keys starting with `prefix` in use ask again, the rest are dropped. */
    invalidate(prefix: string) {
      for (const [key, entry] of [...entries]) {
        if (!key.startsWith(prefix)) continue;
        if (entry.listeners.size > 0) run(entry);
        else drop(key, entry);
      }
    },

    /**
     * Another member signed in or out: nothing fetched for the previous one is served again. A screen
     * still showing it keeps it until it leaves (the route guards are already moving it on).
     */
    clear() {
      for (const [key, entry] of [...entries]) {
        if (entry.listeners.size > 0) entry.expired = true;
        else drop(key, entry);
      }
    },

    /** Whether anything is held for `key` (for tests and debugging). */
    has: (key: string) => entries.has(key),
  };
}

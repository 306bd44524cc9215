import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createQueryCache, DEFAULT_KEEP_MS, LOADING, type Fetcher } from '#pwa/lib/query-cache.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';

/** Spec section 7: people search results are kept 300 seconds. */
export const SEARCH_KEEP_MS = 300_000;

const cache = createQueryCache();

// What was fetched for one member is never shown to the next one on this device.
useSessionStore.subscribe((state, previous) => {
  if (state.user?._id !== previous.user?._id) cache.clear();
});

/** After a change on the server: screens showing keys that start with `prefix` load them again. */
export const invalidateOnline = (prefix: string) => cache.invalidate(prefix);

export type OnlineQuery<T> = (
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown }
) & { refetch: () => void };

type Options = {
  /** False while the screen has what it needs elsewhere (IndexedDB): nothing is fetched. */
  enabled?: boolean;
  /** How long the answer is kept after its last user leaves; 0 when IndexedDB keeps it. */
  keepMs?: number;
  /** While a new key loads, `data` is the last answer (a list keeps its rows while the next page loads). */
  keepPreviousData?: boolean;
};

const noop = () => undefined;

/**
 * Data read from the API that this device does not keep (docs/decisions/0040-online-reads.md).
 * `key` names everything `fetcher` depends on (path, query, viewer); the fetcher gets an
 * AbortSignal and throws on failure. Errors are returned, never kept: the next user asks again.
 */
export function useOnlineQuery<T>(key: string, fetcher: Fetcher<T>, options: Options = {}): OnlineQuery<T> {
  const { enabled = true, keepMs = DEFAULT_KEEP_MS, keepPreviousData = false } = options;
  // The latest closure runs, while the subscription follows only the key.
  const latest = useRef(fetcher);
  useLayoutEffect(() => {
    latest.current = fetcher;
  });

  const subscribe = useCallback(
    (onChange: () => void) => (enabled ? cache.observe(key, (signal) => latest.current(signal), onChange, keepMs) : noop),
    [key, enabled, keepMs],
  );
  const snapshot = () => (enabled ? cache.read<T>(key) : LOADING);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const refetch = useCallback(() => cache.refetch(key), [key]);

  // The last answer, remembered during render (React's pattern for values from earlier renders).
  const [previous, setPrevious] = useState<{ data: T } | null>(null);
  if (keepPreviousData && state.status === 'success' && previous?.data !== state.data) setPrevious({ data: state.data });
  if (keepPreviousData && state.status === 'error' && previous) setPrevious(null);

  if (state.status === 'success') return { status: 'success', data: state.data, error: undefined, refetch };
  if (state.status === 'error') return { status: 'error', data: undefined, error: state.error, refetch };
  return { status: 'loading', data: keepPreviousData ? previous?.data : undefined, error: undefined, refetch };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryCache, DEFAULT_KEEP_MS } from './query-cache.ts';

/** A fetcher whose calls the test answers by hand, one deferred promise per call. */
function controlledFetcher<T>() {
  const calls: Array<{ signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const fetcher = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

// Lets the fetcher's promise settle and the cache's `then` run.
const settle = () => Promise.resolve().then(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('query cache', () => {
  it('is 60 seconds by default, the spec retention for unused data', () => {
    expect(DEFAULT_KEEP_MS).toBe(60_000);
  });

  it('starts one request for the first user and shares its answer with every user', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = controlledFetcher<string>();
    const first = vi.fn();
    const second = vi.fn();
    cache.observe('k', fetcher, first);
    cache.observe('k', fetcher, second);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.read('k')).toEqual({ status: 'loading' });

    calls[0]!.resolve('data');
    await settle();
    expect(cache.read('k')).toEqual({ status: 'success', data: 'data' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps data 60 s after the last user leaves; a user within that time gets it without a request', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = controlledFetcher<string>();
    const leave = cache.observe('k', fetcher, () => undefined);
    calls[0]!.resolve('data');
    await settle();
    leave();

    vi.advanceTimersByTime(DEFAULT_KEEP_MS - 1);
    expect(cache.has('k')).toBe(true);
    const leaveAgain = cache.observe('k', fetcher, () => undefined);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.read('k')).toEqual({ status: 'success', data: 'data' });

    // The clock starts again when this second user leaves.
    leaveAgain();
    vi.advanceTimersByTime(DEFAULT_KEEP_MS - 1);
    expect(cache.has('k')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(cache.has('k')).toBe(false);
    expect(cache.read('k')).toEqual({ status: 'loading' });

    cache.observe('k', fetcher, () => undefined);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps data as long as the caller asks (people search: 300 s)', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = controlledFetcher<string>();
    cache.observe('search:ann', fetcher, () => undefined, 300_000)();
    // Left before the answer came: the request is cancelled and nothing is kept.
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(cache.has('search:ann')).toBe(false);

    const leave = cache.observe('search:ann', fetcher, () => undefined, 300_000);
    calls[1]!.resolve('ann');
    await settle();
    leave();
    vi.advanceTimersByTime(299_999);
    expect(cache.read('search:ann')).toEqual({ status: 'success', data: 'ann' });
    vi.advanceTimersByTime(1);
    expect(cache.has('search:ann')).toBe(false);
  });

  it('drops data at once with keepMs 0 (screens whose real cache is IndexedDB)', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = controlledFetcher<string>();
    const leave = cache.observe('fill', fetcher, () => undefined, 0);
    calls[0]!.resolve('stored');
    await settle();
    leave();
    expect(cache.has('fill')).toBe(false);
  });

  it('cancels an older request when a newer one starts, and ignores its late answer', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = controlledFetcher<string>();
    cache.observe('k', fetcher, () => undefined);
    cache.refetch('k');
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);

    calls[1]!.resolve('newer');
    calls[0]!.resolve('older');
    await settle();
    expect(cache.read('k')).toEqual({ status: 'success', data: 'newer' });
  });

  it('cancels a request when its last user leaves before the answer (e.g. the next page was asked for)', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = controlledFetcher<string>();
    const leavePage1 = cache.observe('page=1', fetcher, () => undefined);
    cache.observe('page=2', fetcher, () => undefined);
    leavePage1();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve('late page 1');
    await settle();
    expect(cache.has('page=1')).toBe(false);
  });

  it('does not keep errors: the user sees it, and the next user asks again', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = controlledFetcher<string>();
    const failure = new Error('500');
    const leave = cache.observe('k', fetcher, () => undefined);
    calls[0]!.reject(failure);
    await settle();
    expect(cache.read('k')).toEqual({ status: 'error', error: failure });

    // A second user arriving while the first still shows the error asks again for both.
    cache.observe('k', fetcher, () => undefined)();
    expect(fetcher).toHaveBeenCalledTimes(2);
    calls[1]!.reject(failure);
    await settle();

    leave();
    expect(cache.has('k')).toBe(false);
    cache.observe('k', fetcher, () => undefined);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(cache.read('k')).toEqual({ status: 'loading' });
  });

  it('asks again on refetch (Retry) after an error', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = controlledFetcher<string>();
    const seen = vi.fn();
    cache.observe('k', fetcher, seen);
    calls[0]!.reject(new Error('down'));
    await settle();
    cache.refetch('k');
    expect(cache.read('k')).toEqual({ status: 'loading' });
    calls[1]!.resolve('back');
    await settle();
    expect(cache.read('k')).toEqual({ status: 'success', data: 'back' });
    expect(seen).toHaveBeenCalledTimes(3); // error, loading, success
  });

  it('invalidate asks again for keys in use and drops the unused ones', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = controlledFetcher<string>();
    cache.observe('students?page=1', fetcher, () => undefined);
    const leave = cache.observe('students?page=2', fetcher, () => undefined);
    cache.observe('jobs', fetcher, () => undefined);
    calls.forEach((c, i) => c.resolve(`v${i}`));
    await settle();
    leave();

    cache.invalidate('students');
    expect(cache.read('students?page=1')).toEqual({ status: 'loading' });
    expect(cache.has('students?page=2')).toBe(false);
    expect(cache.read('jobs')).toEqual({ status: 'success', data: 'v2' });
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('clear drops unused data at once and data in use when its user leaves', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = controlledFetcher<string>();
    const leaveA = cache.observe('a', fetcher, () => undefined);
    const leaveB = cache.observe('b', fetcher, () => undefined);
    calls[0]!.resolve('a');
    calls[1]!.resolve('b');
    await settle();
    leaveA();
    expect(cache.has('a')).toBe(true); // kept for 60 s...

    cache.clear();
    expect(cache.has('a')).toBe(false);
    expect(cache.read('b')).toEqual({ status: 'success', data: 'b' }); // still on screen
    leaveB();
    expect(cache.has('b')).toBe(false);
  });
});

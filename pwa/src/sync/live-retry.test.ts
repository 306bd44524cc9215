import { describe, expect, it } from 'vitest';
import { LIVE_MAX_AGE_MS } from '#domain/sync/live.ts';
import { failedWaitMs, replacedWaitMs } from './live-retry.ts';

const [low, high] = [() => 0, () => 0.999_999];

describe('when the live stream is opened again', () => {
  it('after failures: 0.5–1 s, doubling, at most 30 s', () => {
    expect([1, 2, 3].map((n) => [failedWaitMs(n, low), failedWaitMs(n, high)])).toEqual([[500, 1000], [1000, 2000], [2000, 4000]]);
    expect([failedWaitMs(50, low), failedWaitMs(50, high)]).toEqual([15_000, 30_000]);
  });

  it('after the server replaced it with a newer stream of the member: 30–60 s, doubling, at most a stream’s age', () => {
    expect([1, 2].map((n) => [replacedWaitMs(n, low), replacedWaitMs(n, high)])).toEqual([[30_000, 60_000], [60_000, 120_000]]);
    expect([replacedWaitMs(40, low), replacedWaitMs(40, high)]).toEqual([LIVE_MAX_AGE_MS / 2, LIVE_MAX_AGE_MS]);
  });
});

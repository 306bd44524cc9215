import { describe, expect, it } from 'vitest';
import { afterFailure, later, MAX_BACKOFF_MS, waitLeft } from './back-off.ts';

describe('one back-off per member and device', () => {
  it('doubles from 1 s to 60 s, each wait between half and all of its step', () => {
    let state = undefined as ReturnType<typeof afterFailure> | undefined;
    const shortest: number[] = [];
    const longest: number[] = [];
    for (let i = 0; i < 9; i++) {
      const low = afterFailure(state, 0, () => 0);
      const high = afterFailure(state, 0, () => 0.999_999);
      shortest.push(waitLeft(low, 0));
      longest.push(waitLeft(high, 0));
      state = low;
    }
    expect(shortest).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(longest).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    expect(state!.failures).toBe(9);
  });

  it('counts on from what another tab or the service worker stored', () => {
    const stored = { failures: 3, until: 10_000 };
    expect(afterFailure(stored, 20_000, () => 0)).toEqual({ failures: 4, until: 24_000 });
  });

  it('waits what is left, none once it is over, and never longer than the longest step', () => {
    expect(waitLeft(undefined, 5)).toBe(0);
    expect(waitLeft({ failures: 2, until: 3000 }, 1000)).toBe(2000);
    expect(waitLeft({ failures: 2, until: 3000 }, 4000)).toBe(0);
    // A device clock set back by an hour: the stored 'until' is far ahead.
    expect(waitLeft({ failures: 2, until: 3_600_000 }, 0)).toBe(MAX_BACKOFF_MS);
  });

  it('takes the later of two views', () => {
    const a = { failures: 1, until: 100 };
    const b = { failures: 2, until: 200 };
    expect(later(a, b)).toBe(b);
    expect(later(b, a)).toBe(b);
    expect(later(undefined, a)).toBe(a);
    expect(later(a, undefined)).toBe(a);
  });
});

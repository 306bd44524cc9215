import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wakeTimer } from './wake-timer.ts';

describe('the sync engine wake timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps a change's 300 ms push when a cycle then asks for its 30 s poll", () => {
    const wake = vi.fn();
    const timer = wakeTimer(wake);
    timer.in(300); // a change was enqueued while a cycle ran
    timer.in(30_000); // the cycle ends: next poll
    vi.advanceTimersByTime(300);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('brings a later wake forward, and wakes once per due time', () => {
    const wake = vi.fn();
    const timer = wakeTimer(wake);
    timer.in(30_000);
    timer.in(0);
    vi.advanceTimersByTime(0);
    expect(wake).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(wake).toHaveBeenCalledTimes(1); // the 30 s wake was replaced, not kept as well
    timer.in(1000);
    timer.clear();
    vi.advanceTimersByTime(1000);
    expect(wake).toHaveBeenCalledTimes(1);
  });
});

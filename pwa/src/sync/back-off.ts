/**
 * One back-off per member and device (docs/decisions/0133-one-back-off-per-device.md): the wait
 * after the nth failure in a row is 1 s, 2 s, 4 s … up to 60 s, each between half and all of it
 * (jitter, so a thousand devices that lost the server together do not come back together).
 */
export type BackOff = { failures: number; until: number };

export const MAX_BACKOFF_MS = 60_000;

/** The back-off after one more failure at `now`. */
export function afterFailure(prev: BackOff | undefined, now: number, random: () => number = Math.random): BackOff {
  const failures = (prev?.failures ?? 0) + 1;
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures - 1, 16));
  return { failures, until: now + Math.round(base * (0.5 + random() / 2)) };
}

/** How long a push must still wait; never more than the longest step (a clock set back holds no device for long). */
export function waitLeft(state: BackOff | undefined, now: number): number {
  if (!state) return 0;
  return Math.min(MAX_BACKOFF_MS, Math.max(0, state.until - now));
}

/** The later of two views of the same back-off (what this tab knows, what the device stored). */
export const later = (a: BackOff | undefined, b: BackOff | undefined): BackOff | undefined => (!a ? b : !b ? a : a.until >= b.until ? a : b);

import { LIVE_MAX_AGE_MS } from '#domain/sync/live.ts';

/** A stream that failed (network, proxy, 5xx, silence) is opened again after 0.5–1 s, 1–2 s … up to 30 s. */
export const MAX_FAILED_WAIT_MS = 30_000;
/** A stream the server ended for a newer one of the member's (ADR 0132) waits 30–60 s, then 1–2 min … */
export const FIRST_REPLACED_WAIT_MS = 60_000;

const jittered = (base: number, random: () => number) => Math.round(base * (0.5 + random() / 2));

/** The wait after the nth failure in a row. */
export const failedWaitMs = (failures: number, random: () => number = Math.random) =>
  jittered(Math.min(MAX_FAILED_WAIT_MS, 1000 * 2 ** Math.min(failures - 1, 16)), random);

/**
 * The wait after the nth `replaced` in a row: the member holds the most streams a member may, and
 * this was their oldest. Reopening at once would end the next oldest, whose device would do the
 * same: eleven devices would take turns in a loop. Waiting longer each time, up to a stream's age
 * (5–10 min), keeps that churn to about what the streams' own ends cost; the 30 s poll goes on.
 */
export const replacedWaitMs = (replaced: number, random: () => number = Math.random) =>
  jittered(Math.min(LIVE_MAX_AGE_MS, FIRST_REPLACED_WAIT_MS * 2 ** Math.min(replaced - 1, 16)), random);

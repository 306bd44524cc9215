/**
 * The live channel (issue 30; docs/decisions/0105-live-pokes.md): `GET /api/sync/live`, a stream of
 * Server-Sent Events telling a member's open app to pull now. A poke carries no row, only which
 * synced table changed and the version it reached; what the member may see is the pull's to decide.
 */
export const LIVE_PATH = '/api/sync/live';

/** The `data` of an SSE `poke` event. `table` is absent on a catch-up poke after a reconnect. */
export type Poke = { table?: string; version: number };

/** SSE event names: `poke`, `ready` once the stream is listening, and `end` just before the server closes it. */
export const LIVE_EVENTS = { poke: 'poke', ready: 'ready', end: 'end' } as const;

/**
 * The `data` of an SSE `end` event (docs/decisions/0132-revoked-sessions-end-their-streams.md):
 * `revoked`, the session was signed out or suspended (a new stream would be refused); `replaced`,
 * the member opened more than LIVE_MAX_STREAMS_PER_MEMBER and this was the oldest (reopen later).
 */
export type LiveEnd = { reason: 'revoked' | 'replaced' };

/** The streams one member may hold open on a hub; the next one closes the oldest. */
export const LIVE_MAX_STREAMS_PER_MEMBER = 10;

/** A comment line every this often keeps proxies and the client from taking the stream for dead. */
export const LIVE_HEARTBEAT_MS = 25_000;

/**
 * A stream ends after this long (and the client opens the next at once), so a role that changed is
 * checked again within that time, and no stream outlives its access token. A revoked session's
 * streams end at once (ADR 0132).
 */
export const LIVE_MAX_AGE_MS = 10 * 60_000;

/** A client that hears nothing (not even a heartbeat) for this long takes the stream for dead. */
export const LIVE_SILENCE_MS = LIVE_HEARTBEAT_MS * 2 + 5_000;

/** Who a poke is for: everyone signed in, one member, or the members of a batch (migration 0023). */
export const topics = {
  everyone: '*',
  member: (userId: string) => `u:${userId}`,
  batch: (batch: string) => `b:${batch}`,
};

/** A poke and whom it is for: a NOTIFY payload on channel 'sync_poke' as migration 0023 writes it. */
export type PokeNotice = Poke & { to: string[] };

/** Sessions just revoked or deleted: a NOTIFY payload on 'sync_poke' as migration 0040 writes it. */
export type RevokeNotice = { revoke: string[] };

import * as v from 'valibot';
import type { SyncedChanges } from './synced-rows.ts';

/** The largest push body the server reads; the client builds its batches under it. */
export const PUSH_MAX_BYTES = 64 * 1024;
export const PUSH_MAX_MUTATIONS = 100;

/** Replicache-style push: a client's mutations, ids counting up from 1 per client. */
export const PushRequestSchema = v.object({
  clientId: v.pipe(v.string('clientId is required'), v.uuid('clientId must be a UUID')),
  mutations: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
        name: v.pipe(v.string(), v.maxLength(64)),
        args: v.unknown(),
      }),
    ),
    v.maxLength(PUSH_MAX_MUTATIONS, `At most ${PUSH_MAX_MUTATIONS} mutations per push`),
  ),
});
export type PushRequest = v.InferOutput<typeof PushRequestSchema>;
export type PushedMutation = PushRequest['mutations'][number];

export type MutationResult = {
  id: number;
  status: 'applied' | 'rejected';
  code?: string;
  message?: string;
};

export type PushResponse = { lastMutationId: number; results: MutationResult[] };

/**
 * 409 and 403 codes after which the client goes on under a fresh client id, pushing its whole
 * outbox again from id 1 (creates are idempotent by their ids, so nothing is doubled):
 * - `mutation_gap`: the first new id is not the one the server expects (`expected`);
 * - `client_state_mismatch`: an id the server has passed is not the mutation it recorded under it,
 *   or the server has no record of it (the device's or the server's state was restored or reset);
 * - `client_owned_by_another_user`: the client id belongs to another member.
 */
export const RESTART_CODES = ['mutation_gap', 'client_state_mismatch', 'client_owned_by_another_user'] as const;
export type RestartCode = (typeof RESTART_CODES)[number];

/** Rows in a pull page when the request names no `limit` (what clients before ADR 0085 get). */
export const PULL_PAGE_SIZE = 500;
/**
 * The most rows a pull page holds (the client asks for this many), and the most bytes of JSON:
 * a page ends before the row that would take it past `PULL_MAX_BYTES`, so a first pull of
 * thousands of rows takes a few round trips, each of a size a phone parses and stores at once
 * (docs/decisions/0085-faster-first-pull.md).
 */
export const PULL_MAX_ROWS = 2000;
export const PULL_MAX_BYTES = 1024 * 1024;

/**
 * Rows changed after `cursor` that this member may see now, oldest first; `deleted` holds rows
 * removed, or no longer visible to this member. `more` says another page follows.
 */
export type PullResponse<Rows extends Record<string, unknown[]> = SyncedChanges> = {
  /**
   * The server's sync epoch: a restore from a backup changes it, and a device whose cursor was
   * reached in another epoch empties its mirror and pulls from 0 (ADR 0153). Absent from a server
   * older than it.
   */
  epoch?: string;
  cursor: number;
  more: boolean;
  changes: Rows;
  deleted: { table: string; id: string }[];
};

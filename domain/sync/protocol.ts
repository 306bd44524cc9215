import * as v from 'valibot';

/** Replicache-style push: a client's mutations, ids counting up from 1 per client. */
export const PushRequestSchema = v.object({
  clientId: v.pipe(v.string('clientId is required'), v.uuid('clientId must be a UUID')),
  mutations: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.number(), v.integer(), v.minValue(1)),
        name: v.pipe(v.string(), v.maxLength(64)),
        args: v.unknown(),
      }),
    ),
    v.maxLength(100, 'At most 100 mutations per push'),
  ),
});
export type PushRequest = v.InferOutput<typeof PushRequestSchema>;

export type MutationResult = {
  id: number;
  status: 'applied' | 'rejected';
  code?: string;
  message?: string;
};

export type PushResponse = { lastMutationId: number; results: MutationResult[] };

/** 409 body when the first new mutation is not the one the server expects. */
export type MutationGap = { message: string; code: 'mutation_gap'; expected: number };

export const PULL_PAGE_SIZE = 500;

/** Rows changed after `cursor`, oldest first; `more` says another page follows. */
export type PullResponse<Rows extends Record<string, unknown[]> = Record<string, unknown[]>> = {
  cursor: number;
  more: boolean;
  changes: Rows;
  deleted: { table: string; id: string }[];
};

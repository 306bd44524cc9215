import type { Sql, TransactionSql } from 'postgres';
import { canonicalJson } from '#domain/sync/canonical-json.ts';
import type { MutationResult, PushedMutation, PushRequest, PushResponse } from '#domain/sync/protocol.ts';
import { ApiError } from '../http/api-error.ts';
import { lockSyncVersions, runMutator, type CallerContext, type ServerMutator } from './mutator.ts';

type Recorded = MutationResult & { name: string; hash: string | null };

/**
 * Applies a client's mutations in order, each in a savepoint, in one transaction. An id the server
 * has passed is answered with its recorded outcome only when it is the same mutation (name and
 * args fingerprint); anything else, or an id with no record, is a 409 `client_state_mismatch`
 * that makes the client go on under a fresh client id. A rejected mutation is recorded and still
 * advances the client's id, so one bad entry never blocks the queue behind it.
 */
export async function applyPush(
  sql: Sql,
  mutatorFor: (name: string) => ServerMutator | undefined,
  push: PushRequest,
  ctx: CallerContext,
): Promise<PushResponse> {
  const mutations = [...push.mutations].sort((a, b) => a.id - b.id);
  const hashes = await Promise.all(mutations.map(fingerprint));
  return sql.begin(async (tx) => {
    await lockSyncVersions(tx);
    await tx`
      insert into sync_clients (client_id, user_id, updated_at) values (${push.clientId}, ${ctx.user.id}, ${ctx.now})
      on conflict (client_id) do nothing`;
    const [client] = await tx<{ user_id: string; last_mutation_id: string }[]>`
      select user_id, last_mutation_id from sync_clients where client_id = ${push.clientId} for update`;
    if (client!.user_id !== ctx.user.id) {
      throw new ApiError(403, 'This device is signed in as another member', 'client_owned_by_another_user');
    }
    let last = Number(client!.last_mutation_id);
    const recorded = await recordedOutcomes(tx, push.clientId, mutations.map((m) => m.id));
    const results: MutationResult[] = [];
    for (const [i, m] of mutations.entries()) {
      const record = recorded.get(m.id);
      if (m.id <= last || record) {
        // Already processed: a replay only if it is the very same mutation.
        if (!record || record.name !== storable(m.name) || (record.hash !== null && record.hash !== hashes[i])) throw new MismatchError(m.id);
        results.push(outcome(record));
        last = Math.max(last, m.id);
        continue;
      }
      if (m.id !== last + 1) throw new GapError(last + 1);
      const result = await applyOne(tx, mutatorFor, m, ctx);
      await tx`
        insert into sync_mutations (client_id, mutation_id, name, args_hash, status, code, message, processed_at)
        values (${push.clientId}, ${m.id}, ${storable(m.name)}, ${hashes[i]!}, ${result.status}, ${result.code ?? null},
          ${result.message === undefined ? null : storable(result.message)}, ${ctx.now})`;
      results.push(result);
      last = m.id;
    }
    await tx`update sync_clients set last_mutation_id = ${last}, updated_at = ${ctx.now} where client_id = ${push.clientId}`;
    return { lastMutationId: last, results };
  });
}

export class GapError extends ApiError {
  constructor(readonly expected: number) {
    super(409, `Mutation ${expected} is missing`, 'mutation_gap');
  }
  override toBody() {
    return { ...super.toBody(), expected: this.expected };
  }
}

export class MismatchError extends ApiError {
  constructor(readonly mutationId: number) {
    super(409, `Mutation ${mutationId} is not the one this server recorded under that id`, 'client_state_mismatch');
  }
  override toBody() {
    return { ...super.toBody(), mutationId: this.mutationId };
  }
}

// Postgres text cannot hold NUL: the envelope takes any name (an unknown one is a rejected mutation,
// never a refused push that would block the queue), so the record keeps it with NUL escaped.
const storable = (text: string) => text.replaceAll('\u0000', '\\u0000');

/** SHA-256 of the mutation's name and canonical args: what "the same mutation" means. */
async function fingerprint(m: PushedMutation): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson({ name: m.name, args: m.args ?? null }));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function recordedOutcomes(tx: TransactionSql, clientId: string, ids: number[]) {
  if (ids.length === 0) return new Map<number, Recorded>();
  const rows = await tx<{ mutation_id: string; name: string; args_hash: string | null; status: 'applied' | 'rejected'; code: string | null; message: string | null }[]>`
    select mutation_id, name, args_hash, status, code, message from sync_mutations
    where client_id = ${clientId} and mutation_id in ${tx(ids)}`;
  return new Map(
    rows.map((r) => [Number(r.mutation_id), { id: Number(r.mutation_id), name: r.name, hash: r.args_hash, status: r.status, code: r.code ?? undefined, message: r.message ?? undefined }]),
  );
}

function outcome(r: Recorded): MutationResult {
  const result: MutationResult = { id: r.id, status: r.status };
  if (r.code) result.code = r.code;
  if (r.message) result.message = r.message;
  return result;
}

async function applyOne(
  tx: TransactionSql,
  mutatorFor: (name: string) => ServerMutator | undefined,
  m: PushedMutation,
  ctx: CallerContext,
): Promise<MutationResult> {
  const mutator = mutatorFor(m.name);
  if (!mutator) return { id: m.id, status: 'rejected', code: 'unknown_mutation', message: `Unknown mutation '${storable(m.name)}'` };
  try {
    await runMutator(tx, mutator, m.args, ctx);
    return { id: m.id, status: 'applied' };
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) return { id: m.id, status: 'rejected', code: e.code ?? 'rejected', message: e.message };
    throw e;
  }
}

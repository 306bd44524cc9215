import type { Sql, TransactionSql } from 'postgres';
import type { MutationResult, PushRequest, PushResponse } from '#domain/sync/protocol.ts';
import { parseWith } from '#domain/validation.ts';
import { ApiError } from '../http/api-error.ts';
import type { MutatorContext, MutatorRegistry } from './mutator.ts';

/**
 * Applies a client's mutations in order, each in a savepoint. Already-processed ids answer with
 * their recorded outcome; a rejected mutation is recorded and still advances the client's id, so
 * one bad entry never blocks the queue behind it.
 */
export async function applyPush(sql: Sql, registry: MutatorRegistry, push: PushRequest, ctx: MutatorContext): Promise<PushResponse> {
  const mutations = [...push.mutations].sort((a, b) => a.id - b.id);
  return sql.begin(async (tx) => {
    await tx`
      insert into sync_clients (client_id, user_id, updated_at) values (${push.clientId}, ${ctx.user.id}, ${ctx.now})
      on conflict (client_id) do nothing`;
    const [client] = await tx<{ user_id: string; last_mutation_id: string }[]>`
      select user_id, last_mutation_id from sync_clients where client_id = ${push.clientId} for update`;
    if (client!.user_id !== ctx.user.id) {
      throw new ApiError(403, 'This device is signed in as another member', 'client_owned_by_another_user');
    }
    let last = Number(client!.last_mutation_id);
    const fresh = mutations.filter((m) => m.id > last);
    fresh.forEach((m, i) => {
      if (m.id !== last + 1 + i) throw new GapError(last + 1 + i);
    });

    const recorded = await previousOutcomes(tx, push.clientId, mutations.filter((m) => m.id <= last).map((m) => m.id));
    const results: MutationResult[] = mutations.filter((m) => m.id <= last).map((m) => recorded.get(m.id) ?? { id: m.id, status: 'applied' });
    for (const m of fresh) {
      const result = await applyOne(tx, registry, m, ctx);
      await tx`
        insert into sync_mutations (client_id, mutation_id, name, status, code, message, processed_at)
        values (${push.clientId}, ${m.id}, ${m.name}, ${result.status}, ${result.code ?? null}, ${result.message ?? null}, ${ctx.now})`;
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

async function previousOutcomes(tx: TransactionSql, clientId: string, ids: number[]) {
  if (ids.length === 0) return new Map<number, MutationResult>();
  const rows = await tx<{ mutation_id: string; status: 'applied' | 'rejected'; code: string | null; message: string | null }[]>`
    select mutation_id, status, code, message from sync_mutations where client_id = ${clientId} and mutation_id in ${tx(ids)}`;
  return new Map(
    rows.map((r) => {
      const result: MutationResult = { id: Number(r.mutation_id), status: r.status };
      if (r.code) result.code = r.code;
      if (r.message) result.message = r.message;
      return [result.id, result];
    }),
  );
}

// Postgres data and constraint errors (classes 22 and 23) mean the mutation itself is bad.
const isDataError = (e: unknown) => typeof (e as { code?: unknown })?.code === 'string' && /^2[23]/.test((e as { code: string }).code);

async function applyOne(tx: TransactionSql, registry: MutatorRegistry, m: PushRequest['mutations'][number], ctx: MutatorContext): Promise<MutationResult> {
  const mutator = Object.hasOwn(registry, m.name) ? registry[m.name] : undefined;
  if (!mutator) return { id: m.id, status: 'rejected', code: 'unknown_mutation', message: `Unknown mutation '${m.name}'` };
  if (!mutator.roles.includes(ctx.user.role)) {
    return { id: m.id, status: 'rejected', code: 'forbidden', message: 'You do not have access to this' };
  }
  const parsed = parseWith(mutator.args, m.args);
  if (!parsed.ok) return { id: m.id, status: 'rejected', code: 'invalid', message: parsed.message };
  try {
    await tx.savepoint((sp) => mutator.run(sp, parsed.value, ctx));
    return { id: m.id, status: 'applied' };
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) return { id: m.id, status: 'rejected', code: e.code ?? 'rejected', message: e.message };
    if (isDataError(e)) return { id: m.id, status: 'rejected', code: 'invalid', message: 'This change could not be saved' };
    throw e;
  }
}

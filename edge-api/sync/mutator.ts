import type { Context } from 'hono';
import type { Sql, TransactionSql } from 'postgres';
import { mutations, type MutationArgs, type MutationName } from '#domain/sync/mutations.ts';
import { parseWith } from '#domain/validation.ts';
import type { AppDeps, AppEnv, Role, SessionUser } from '../deps.ts';
import { ApiError } from '../http/api-error.ts';
import type { EffectQueue } from '../outbox/effect-types.ts';
import { effectQueue } from '../outbox/effects.ts';

/** What a caller supplies: who, the server's time, and the secret that seals effects. */
export type CallerContext = { user: SessionUser; now: Date; secret: string; appUrl: string };

/**
 * What a mutator gets: the caller's user and time, and `effects`, which writes side effects (mail,
 * push…) to the outbox in the mutator's own transaction: kept if it succeeds, gone if it fails.
 */
export type MutatorContext = { user: SessionUser; now: Date; effects: EffectQueue; appUrl: string };

/** The caller context of a signed-in request. */
export const callerContext = (c: Context<AppEnv>, deps: AppDeps): CallerContext => ({
  user: c.var.user!,
  now: deps.clock.now(),
  secret: deps.config.jwtSecret,
  appUrl: deps.config.appUrl,
});

/**
 * A synced write's server side, defined once: who may run it and what it does. Its args schema is
 * the one in domain/ under the same name; `runMutator` checks both before `run` is called.
 */
export type ServerMutator<N extends MutationName = MutationName> = {
  name: N;
  roles: Role[];
  run(tx: TransactionSql, args: MutationArgs<N>, ctx: MutatorContext): Promise<void>;
};

export const serverMutator = <N extends MutationName>(name: N, def: Omit<ServerMutator<N>, 'name'>): ServerMutator<N> => ({
  name,
  ...def,
});

/**
 * Takes the lock under which synced rows get their versions (migration 0007). Writers take it
 * first, before any row lock, so that two writers never wait for each other in opposite order.
 */
export const lockSyncVersions = async (tx: TransactionSql) => {
  await tx`select lock_sync_versions()`;
};

// Postgres data and constraint errors (classes 22 and 23) mean the input itself is bad.
const isDataError = (e: unknown) => typeof (e as { code?: unknown })?.code === 'string' && /^2[23]/.test((e as { code: string }).code);

/**
 * Runs a write the way every caller must: the role is checked, the raw args are parsed with the
 * domain schema, and the mutator runs with server time, in a transaction of its own (given `Sql`,
 * a REST call) or in a savepoint of the caller's (given a transaction, a sync push). A refusal is
 * an ApiError: 403, 400 with the schema's issues, or the mutator's own; nothing of it is kept.
 * Returns the parsed args (a REST route reads the row it wrote by their id).
 */
export async function runMutator<N extends MutationName>(
  sql: Sql | TransactionSql,
  mutator: ServerMutator<N>,
  rawArgs: unknown,
  caller: CallerContext,
): Promise<MutationArgs<N>> {
  const { user, now, secret, appUrl } = caller;
  const ctx = (tx: TransactionSql): MutatorContext => ({ user, now, appUrl, effects: effectQueue(tx, { now, secret }) });
  if (!mutator.roles.includes(user.role)) throw new ApiError(403, 'You do not have access to this', 'forbidden');
  const parsed = parseWith(mutations[mutator.name].args, rawArgs);
  if (!parsed.ok) throw new ApiError(400, parsed.message, 'invalid', parsed.issues);
  const args = parsed.value as MutationArgs<N>;
  try {
    if ('savepoint' in sql) await sql.savepoint((sp) => mutator.run(sp, args, ctx(sp)));
    else
      await sql.begin(async (tx) => {
        await lockSyncVersions(tx);
        await mutator.run(tx, args, ctx(tx));
      });
  } catch (e) {
    if (isDataError(e)) throw new ApiError(400, 'This change could not be saved', 'invalid');
    throw e;
  }
  return args;
}

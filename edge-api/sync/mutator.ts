import type { TransactionSql } from 'postgres';
import type { GenericSchema, InferOutput } from 'valibot';
import type { Role, SessionUser } from '../deps.ts';

export type MutatorContext = { user: SessionUser; now: Date };

/**
 * A write, defined once: the REST route and the sync push both call `run` inside a transaction
 * with the server's time and the authenticated user, after checking `roles` and parsing `args`.
 */
export type ServerMutator<S extends GenericSchema = GenericSchema> = {
  args: S;
  roles: Role[];
  run(tx: TransactionSql, args: InferOutput<S>, ctx: MutatorContext): Promise<void>;
};

export const defineMutator = <S extends GenericSchema>(m: ServerMutator<S>) => m;

export type MutatorRegistry = Record<string, ServerMutator>;

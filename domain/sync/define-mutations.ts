import type { GenericSchema } from 'valibot';

/** A synced write as both sides know it: its args schema, with the spec's messages. */
export type MutationDef<S extends GenericSchema = GenericSchema> = { args: S };

/** Keeps each definition's exact schema type, so `MutationArgs<'createJob'>` is precise. */
export const defineMutations = <M extends Record<string, MutationDef>>(defs: M) => defs;

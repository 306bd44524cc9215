import type { Sql } from 'postgres';
import type { ObjectStore } from '../storage/object-store.ts';

/** What an upload's chunks and its completion need: the request's database, the store, its time. */
export type UploadDeps = { sql: Sql; store: ObjectStore; now: Date; secret: string; appUrl: string };

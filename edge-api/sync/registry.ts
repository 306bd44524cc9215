import { createJob } from '../jobs/create-job.ts';
import { jobsTable } from '../jobs/job-view.ts';
import type { MutatorRegistry } from './mutator.ts';
import type { SyncedTable } from './pull.ts';

/** Every mutation a client may push, by the names in domain/sync (DESIGN.md, Offline sync). */
export const serverMutators: MutatorRegistry = { createJob };

/** Every table a client mirrors through pull. */
export const syncedTables: SyncedTable[] = [jobsTable];

import { defineMutations } from '../sync/define-mutations.ts';
import { CreateJobArgsSchema } from './job-schema.ts';

/** The job portal's synced writes (args: the REST body plus a client-made id). */
export const jobMutations = defineMutations({
  createJob: { args: CreateJobArgsSchema },
});

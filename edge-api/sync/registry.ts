import { createJob } from '../jobs/create-job.ts';
import { jobsTable } from '../jobs/job-view.ts';
import {
  askQuestion,
  postAnswer,
  postComment,
  setQuestionStatus,
  voteAnswer,
  voteQuestion,
} from '../queries/query-mutators.ts';
import { answersTable, commentsTable, questionsTable, votesTable } from '../queries/query-view.ts';
import type { MutatorRegistry } from './mutator.ts';
import type { SyncedTable } from './pull.ts';

/** Every mutation a client may push, by the names in domain/sync (DESIGN.md, Offline sync). */
export const serverMutators: MutatorRegistry = {
  createJob,
  askQuestion,
  postAnswer,
  postComment,
  voteQuestion,
  voteAnswer,
  setQuestionStatus,
};

/** Every table a client mirrors through pull. */
export const syncedTables: SyncedTable[] = [jobsTable, questionsTable, answersTable, commentsTable, votesTable];

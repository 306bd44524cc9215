import Dexie, { type Table } from 'dexie';
import type { Job } from '#domain/jobs/job-schema.ts';

/** Rows written locally before the server has them carry `_pending` until a pull replaces them. */
type Local<T> = T & { _pending?: boolean };

export type LocalJob = Local<Job>;
export type LocalQuestion = Local<{
  _id: string;
  title: string;
  content: string;
  category: string;
  status: string;
  askedBy: string | null;
  askedById: string | null;
  createdAt: string;
  upvotes: number;
  downvotes: number;
  answerCount: number;
}>;
export type LocalAnswer = Local<{
  _id: string;
  questionId: string;
  answer: string;
  answeredBy: string | null;
  createdAt: string;
  upvotes: number;
  downvotes: number;
  commentCount: number;
}>;
export type LocalComment = Local<{ _id: string; answerId: string; content: string; commentedBy: string | null; createdAt: string }>;
/** The member's own vote; `_id` is `question:<id>` or `answer:<id>`. */
export type LocalVote = Local<{ _id: string; targetType: 'question' | 'answer'; targetId: string; value: -1 | 0 | 1 }>;

export type SyncedTableName = 'jobs' | 'questions' | 'answers' | 'comments' | 'votes';
export const SYNCED_TABLES: SyncedTableName[] = ['jobs', 'questions', 'answers', 'comments', 'votes'];

export type UndoWrite = { table: SyncedTableName; key: string; previous: Record<string, unknown> | null };

export type OutboxEntry = {
  seq?: number;
  userId: string;
  mutationId: number;
  name: string;
  args: unknown;
  status: 'pending' | 'rejected';
  attempts: number;
  lastError?: string;
  /** How to put the optimistic rows back if the server rejects this change. */
  undo: UndoWrite[];
  /** The optimistic rows themselves, so a refused change can be retried as it was. */
  redo: { table: SyncedTableName; key: string; value: Record<string, unknown> | null }[];
  /** What the member would call this change, e.g. "Job: Frontend Engineer". */
  label: string;
  createdAt: string;
};

export type MetaRow = { key: string; value: unknown };

export class LocalDb extends Dexie {
  jobs!: Table<LocalJob, string>;
  questions!: Table<LocalQuestion, string>;
  answers!: Table<LocalAnswer, string>;
  comments!: Table<LocalComment, string>;
  votes!: Table<LocalVote, string>;
  meta!: Table<MetaRow, string>;
  outbox!: Table<OutboxEntry, number>;

  constructor() {
    super('alumni-portal');
    this.version(1).stores({
      jobs: '_id, createdAt',
      questions: '_id, createdAt',
      answers: '_id, questionId',
      comments: '_id, answerId',
      votes: '_id, targetId',
      meta: 'key',
      outbox: '++seq, userId, status, [userId+status]',
    });
  }
}

/** One database per origin, shared by the tabs and the service worker. */
export const localDb = new LocalDb();

export async function getMeta<T>(key: string): Promise<T | undefined> {
  return (await localDb.meta.get(key))?.value as T | undefined;
}
export const setMeta = (key: string, value: unknown) => localDb.meta.put({ key, value });

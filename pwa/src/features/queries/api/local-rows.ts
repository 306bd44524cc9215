import type { Table } from 'dexie';
import type { VoteValue } from '#domain/queries/votes.ts';
import { localDb, type LocalAnswer, type LocalComment, type LocalQuestion, type LocalVote } from '../../../sync/local-db.ts';

/** A question, answer or comment as the REST API sends it (query-view.ts), plus the member's vote. */
export type ApiQuestion = Omit<LocalQuestion, '_pending'> & { myVote?: VoteValue };
export type ApiAnswer = Omit<LocalAnswer, '_pending'> & { myVote?: VoteValue; comments?: LocalComment[] };

/** A row as stored locally: the `_pending` flag belongs to enqueue, never to a copy. */
export function withoutPending<T extends { _pending?: boolean }>(row: T): Omit<T, '_pending'> {
  const { _pending, ...rest } = row;
  return rest;
}

const toQuestion = (q: ApiQuestion): LocalQuestion => ({
  _id: q._id,
  title: q.title,
  content: q.content,
  category: q.category,
  status: q.status,
  askedBy: q.askedBy,
  askedById: q.askedById,
  createdAt: q.createdAt,
  upvotes: q.upvotes,
  downvotes: q.downvotes,
  answerCount: q.answerCount,
});

const toAnswer = (a: ApiAnswer): LocalAnswer => ({
  _id: a._id,
  questionId: a.questionId,
  answer: a.answer,
  answeredBy: a.answeredBy,
  createdAt: a.createdAt,
  upvotes: a.upvotes,
  downvotes: a.downvotes,
  commentCount: a.commentCount,
});

const voteRow = (targetType: 'question' | 'answer', targetId: string, value: VoteValue | undefined): LocalVote[] =>
  value === undefined ? [] : [{ _id: `${targetType}:${targetId}`, targetType, targetId, value }];

/** Adds the rows this device does not hold yet; rows it holds (pulled or optimistic) stay as they are. */
async function putMissing<T extends { _id: string }>(table: Table<T, string>, rows: T[]) {
  if (rows.length === 0) return;
  const existing = await table.bulkGet(rows.map((r) => r._id));
  const missing = rows.filter((_, i) => !existing[i]);
  if (missing.length) await table.bulkPut(missing);
}

/**
 * Stores what a REST read returned, for a screen opened before the sync engine's first pull. The
 * next pull brings the same rows again, so nothing here has to be exact forever.
 */
export async function storeFetched(questions: ApiQuestion[], answers: ApiAnswer[] = []) {
  await localDb.transaction('rw', [localDb.questions, localDb.answers, localDb.comments, localDb.votes], async () => {
    await putMissing(localDb.questions, questions.map(toQuestion));
    await putMissing(localDb.answers, answers.map(toAnswer));
    await putMissing(localDb.comments, answers.flatMap((a) => a.comments ?? []));
    await putMissing(localDb.votes, [
      ...questions.flatMap((q) => voteRow('question', q._id, q.myVote)),
      ...answers.flatMap((a) => voteRow('answer', a._id, a.myVote)),
    ]);
  });
}

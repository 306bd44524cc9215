import type { Table } from 'dexie';
import { voteKey, type Answer, type ApiAnswer, type ApiComment, type ApiQuestion, type Comment, type Question, type Vote } from '#domain/queries/query-rows.ts';
import type { VoteValue } from '#domain/queries/votes.ts';
import { localDb } from '#pwa/sync/local-db.ts';

/** A row as stored locally: the `_pending` flag belongs to enqueue, never to a copy. */
export function withoutPending<T extends { _pending?: boolean }>(row: T): Omit<T, '_pending'> {
  const { _pending, ...rest } = row;
  return rest;
}

// REST reads speak the spec (authors as objects, voters as lists) and carry the member's vote and the
// answers' comments; the local tables hold them apart, in the sync rows' shape.
type FetchedQuestion = Omit<ApiQuestion, 'answers'>;
const toQuestion = (q: FetchedQuestion): Question => ({
  _id: q._id,
  title: q.title,
  content: q.content,
  category: q.category,
  status: q.status,
  askedBy: q.askedBy.fullName,
  askedById: q.askedById,
  createdAt: q.createdAt,
  upvotes: q.upvoteCount,
  downvotes: q.downvoteCount,
  answerCount: q.answerCount,
  tags: q.tags ?? [],
  acceptedAnswerId: q.acceptedAnswerId ?? null,
  ...(q.removed ? { removed: q.removed } : {}),
});

const toAnswer = (a: ApiAnswer): Answer => ({
  _id: a._id,
  questionId: a.questionId,
  answer: a.answer,
  answeredBy: a.answeredBy.fullName,
  answeredById: a.answeredBy._id,
  createdAt: a.createdAt,
  upvotes: a.upvoteCount,
  downvotes: a.downvoteCount,
  commentCount: a.commentCount,
  ...(a.mentions ? { mentions: a.mentions } : {}),
  ...(a.removed ? { removed: a.removed } : {}),
});

const toComment = (c: ApiComment): Comment => ({
  _id: c._id,
  answerId: c.answerId,
  content: c.content,
  commentedBy: c.commentedBy.fullName,
  commentedById: c.commentedBy._id,
  createdAt: c.createdAt,
  ...(c.mentions ? { mentions: c.mentions } : {}),
  ...(c.removed ? { removed: c.removed } : {}),
});

const voteRow = (targetType: Vote['targetType'], targetId: string, value: VoteValue | undefined): Vote[] =>
  value === undefined ? [] : [{ _id: voteKey(targetType, targetId), targetType, targetId, value }];

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
export async function storeFetched(questions: FetchedQuestion[], answers: ApiAnswer[] = []) {
  await localDb.transaction('rw', [localDb.questions, localDb.answers, localDb.comments, localDb.votes], async () => {
    await putMissing(localDb.questions, questions.map(toQuestion));
    await putMissing(localDb.answers, answers.map(toAnswer));
    await putMissing(localDb.comments, answers.flatMap((a) => (a.comments ?? []).map(toComment)));
    await putMissing(localDb.votes, [
      ...questions.flatMap((q) => voteRow('question', q._id, q.myVote)),
      ...answers.flatMap((a) => voteRow('answer', a._id, a.myVote)),
    ]);
  });
}

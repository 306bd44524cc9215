import type { Answer, Comment, Question, Vote } from '#domain/queries/query-rows.ts';
import type { VoteValue } from '#domain/queries/votes.ts';
import type { SyncedTable, VersionedRow } from '../sync/pull.ts';

type Versioned = { id: string; version: string; deleted_at: Date | null };
export type QuestionRow = Versioned & {
  title: string; content: string; category: string; status: string; asked_by: string | null; asked_by_name: string | null;
  upvotes: number; downvotes: number; answer_count: number; created_at: Date; my_vote?: number | null;
};
export type AnswerRow = Versioned & {
  question_id: string; answer: string; answered_by_name: string | null; upvotes: number; downvotes: number;
  comment_count: number; created_at: Date; my_vote?: number | null;
};
export type CommentRow = Versioned & { answer_id: string; content: string; commented_by_name: string | null; created_at: Date };
type VoteRow = Versioned & { target_type: Vote['targetType']; target_id: string; value: VoteValue };

export const QUESTION_SELECT = `q.id, q.title, q.content, q.category, q.status, q.asked_by, u.full_name as asked_by_name,
  q.upvotes, q.downvotes, q.answer_count, q.created_at, q.deleted_at, q.version
  from questions q left join users u on u.id = q.asked_by`;
export const ANSWER_SELECT = `a.id, a.question_id, a.answer, u.full_name as answered_by_name, a.upvotes, a.downvotes,
  a.comment_count, a.created_at, a.deleted_at, a.version from answers a left join users u on u.id = a.answered_by`;
export const COMMENT_SELECT = `c.id, c.answer_id, c.content, u.full_name as commented_by_name, c.created_at, c.deleted_at, c.version
  from comments c left join users u on u.id = c.commented_by`;

/** The member's own vote as a REST read reports it (0 when none). */
export const myVote = (r: { my_vote?: number | null }) => (r.my_vote ?? 0) as VoteValue;

export const toQuestion = (r: QuestionRow): Question => ({
  _id: r.id,
  title: r.title,
  content: r.content,
  category: r.category,
  status: r.status,
  askedBy: r.asked_by_name,
  askedById: r.asked_by,
  createdAt: r.created_at.toISOString(),
  upvotes: r.upvotes,
  downvotes: r.downvotes,
  answerCount: r.answer_count,
});

export const toAnswer = (r: AnswerRow): Answer => ({
  _id: r.id,
  questionId: r.question_id,
  answer: r.answer,
  answeredBy: r.answered_by_name,
  createdAt: r.created_at.toISOString(),
  upvotes: r.upvotes,
  downvotes: r.downvotes,
  commentCount: r.comment_count,
});

export const toComment = (r: CommentRow): Comment => ({
  _id: r.id,
  answerId: r.answer_id,
  content: r.content,
  commentedBy: r.commented_by_name,
  createdAt: r.created_at.toISOString(),
});

const since = <Row>(select: string, alias: string, toClient: (r: never) => Row): SyncedTable<Row> => ({
  changedSince: (tx, _user, cursor, limit) =>
    tx.unsafe(`select ${select} where ${alias}.version > $1 order by ${alias}.version limit $2`, [cursor, limit]) as never,
  toClient: (r: VersionedRow) => toClient(r as never),
});

export const questionsTable = since(QUESTION_SELECT, 'q', toQuestion);
export const answersTable = since(ANSWER_SELECT, 'a', toAnswer);
export const commentsTable = since(COMMENT_SELECT, 'c', toComment);

/** Only the member's own votes travel; everyone else's are in the counts. */
export const votesTable: SyncedTable<Vote> = {
  changedSince: (tx, user, cursor, limit) =>
    tx`
      select target_type || ':' || target_id as id, target_type, target_id, value, version, null as deleted_at
      from votes where user_id = ${user.id} and version > ${cursor} order by version limit ${limit}` as never,
  toClient: (r) => {
    const v = r as unknown as VoteRow;
    return { _id: v.id, targetType: v.target_type, targetId: v.target_id, value: v.value };
  },
};

import type { Mention } from '#domain/queries/mentions.ts';
import type { Answer, Comment, Question, Vote } from '#domain/queries/query-rows.ts';
import type { VoteValue } from '#domain/queries/votes.ts';
import { hidesWords, removalColumns, removalFor, type RemovalRow } from '../moderation/removal.ts';
import { answersSlice, commentsSlice, questionsSlice } from '../sync/first-pull-slice.ts';
import { PREPARED, type SyncedTable, type VersionedRow } from '../sync/pull.ts';

type Versioned = { id: string; version: string; deleted_at: Date | null } & RemovalRow;
export type QuestionRow = Versioned & {
  title: string; content: string; category: string; status: string; asked_by: string | null; asked_by_name: string | null;
  upvotes: number; downvotes: number; answer_count: number; created_at: Date; accepted_answer_id: string | null; tags: string[]; my_vote?: number | null;
};
export type AnswerRow = Versioned & {
  question_id: string; answer: string; answered_by: string | null; answered_by_name: string | null; upvotes: number; downvotes: number;
  comment_count: number; created_at: Date; my_vote?: number | null; mentioned: Mention[];
};
export type CommentRow = Versioned & { answer_id: string; content: string; commented_by: string | null; commented_by_name: string | null; created_at: Date; mentioned: Mention[] };
type VoteRow = Versioned & { target_type: Vote['targetType']; target_id: string; value: VoteValue };

export const QUESTION_SELECT = `q.id, q.title, q.content, q.category, q.status, q.asked_by, u.full_name as asked_by_name,
  q.upvotes, q.downvotes, q.answer_count, q.created_at, q.accepted_answer_id, q.tags, q.deleted_at, q.version, ${removalColumns('q')}
  from questions q left join users u on u.id = q.asked_by`;
// The mentioned members (issue 33) with what links their profiles, in the order they were mentioned.
const mentioned = (alias: string) => `(select coalesce(json_agg(json_build_object('_id', m.id, 'fullName', m.full_name, 'rollNumber', m.roll_number::text) order by e.n), '[]'::json)
  from jsonb_array_elements_text(${alias}.mentions) with ordinality e(id, n) join users m on m.id = e.id::uuid) as mentioned`;
export const ANSWER_SELECT = `a.id, a.question_id, a.answer, a.answered_by, u.full_name as answered_by_name, a.upvotes, a.downvotes,
  a.comment_count, a.created_at, a.deleted_at, a.version, ${mentioned('a')}, ${removalColumns('a')} from answers a left join users u on u.id = a.answered_by`;
export const COMMENT_SELECT = `c.id, c.answer_id, c.content, c.commented_by, u.full_name as commented_by_name, c.created_at, c.deleted_at, c.version,
  ${mentioned('c')}, ${removalColumns('c')} from comments c left join users u on u.id = c.commented_by`;

/** The member's own vote as a REST read reports it (0 when none). */
export const myVote = (r: { my_vote?: number | null }) => (r.my_vote ?? 0) as VoteValue;

/** A question as `viewerId` gets it: only its asker gets one the moderators removed (others never do). */
export const toQuestion = (r: QuestionRow, viewerId?: string): Question => ({
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
  tags: r.tags,
  acceptedAnswerId: r.accepted_answer_id,
  ...withRemoval(r, r.asked_by, viewerId),
});

const withRemoval = (r: RemovalRow, authorId: string | null, viewerId: string | undefined) => {
  const removed = removalFor(r, authorId, viewerId);
  return removed ? { removed } : {};
};

/** An answer as `viewerId` gets it: one the moderators removed keeps its place without its words. */
export const toAnswer = (r: AnswerRow, viewerId?: string): Answer => {
  const hidden = hidesWords(removalFor(r, r.answered_by, viewerId));
  return {
    _id: r.id,
    questionId: r.question_id,
    answer: hidden ? '' : r.answer,
    answeredBy: r.answered_by_name,
    answeredById: r.answered_by,
    createdAt: r.created_at.toISOString(),
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    commentCount: r.comment_count,
    mentions: hidden ? [] : r.mentioned,
    ...withRemoval(r, r.answered_by, viewerId),
  };
};

export const toComment = (r: CommentRow, viewerId?: string): Comment => {
  const hidden = hidesWords(removalFor(r, r.commented_by, viewerId));
  return {
    _id: r.id,
    answerId: r.answer_id,
    content: hidden ? '' : r.content,
    commentedBy: r.commented_by_name,
    commentedById: r.commented_by,
    createdAt: r.created_at.toISOString(),
    mentions: hidden ? [] : r.mentioned,
    ...withRemoval(r, r.commented_by, viewerId),
  };
};

/**
 * `visible`: who may have the row at all (a removed question: its asker only); `slice`: what a first
 * pull keeps. Both trusted SQL over `alias`, $3 the member.
 */
const since = <Row, DbRow extends Versioned>(select: string, alias: string, table: string, toClient: (r: DbRow, viewerId: string) => Row, slice: string, visible = 'true'): SyncedTable<Row, DbRow & VersionedRow> => ({
  changedProbe: `coalesce((select max(version) from ${table}), 0) > $1`,
  changedSince: (tx, user, cursor, limit, first) => {
    const text = `select ${visible} as visible, ${select} where ${alias}.version > $1 ${first ? `and ${slice}` : ''} order by ${alias}.version limit $2`;
    return tx.unsafe<(DbRow & VersionedRow)[]>(text, text.includes('$3') ? [cursor, limit, user.id] : [cursor, limit], PREPARED);
  },
  toClient: (r, user) => toClient(r, user.id),
});

export const questionsTable = since(QUESTION_SELECT, 'q', 'questions', toQuestion, questionsSlice('$3'), '(q.removed_at is null or q.asked_by = $3)');
export const answersTable = since(ANSWER_SELECT, 'a', 'answers', toAnswer, answersSlice('$3'));
export const commentsTable = since(COMMENT_SELECT, 'c', 'comments', toComment, commentsSlice('$3'));

/** Only the member's own votes travel; everyone else's are in the counts. */
export const votesTable: SyncedTable<Vote, VoteRow> = {
  changedProbe: 'coalesce((select max(version) from votes where user_id = $2), 0) > $1',
  changedSince: (tx, user, cursor, limit) =>
    tx<VoteRow[]>`
      select target_type || ':' || target_id as id, target_type, target_id, value, version, null as deleted_at
      from votes where user_id = ${user.id} and version > ${cursor} order by version limit ${limit}`,
  toClient: (v) => ({ _id: v.id, targetType: v.target_type, targetId: v.target_id, value: v.value }),
};

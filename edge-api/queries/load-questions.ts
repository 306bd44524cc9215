import type { Sql } from 'postgres';
import type { ApiAnswer, ApiComment, ApiQuestion, ApiQuestionDetail, ApiVoteResult, Author } from '#domain/queries/query-rows.ts';
import type { VoteValue } from '#domain/queries/votes.ts';
import type { SessionUser } from '../deps.ts';
import { removalFor, type RemovalRow } from '../moderation/removal.ts';
import {
  ANSWER_SELECT,
  myVote,
  COMMENT_SELECT,
  QUESTION_SELECT,
  toAnswer,
  toComment,
  type AnswerRow,
  type CommentRow,
  type QuestionRow,
} from './query-view.ts';
import { reputationColumn } from './reputation.ts';

const reputationOf = (column: string) => reputationColumn(column, 'author_reputation');

type Target = 'question' | 'answer';
type Lists = { upvoter_ids: string[]; downvoter_ids: string[] };

const myVoteOn = (type: Target, alias: string) =>
  `(select value from votes mv where mv.user_id = $1 and mv.target_type = '${type}' and mv.target_id = ${alias}.id) as my_vote`;

// The voters as JSON lists: json parses on every runtime, where a uuid[] needs fetched array types.
const voters = (type: Target, alias: string, value: 1 | -1, as: string) =>
  `coalesce((select json_agg(v.user_id order by v.user_id) from votes v
    where v.target_type = '${type}' and v.target_id = ${alias}.id and v.value = ${value}), '[]'::json) as ${as}`;
const voterLists = (type: Target, alias: string) =>
  `${voters(type, alias, 1, 'upvoter_ids')}, ${voters(type, alias, -1, 'downvoter_ids')}`;

const author = (id: string | null, fullName: string | null, reputation?: number | null): Author =>
  id && typeof reputation === 'number' ? { _id: id, fullName, reputation } : { _id: id, fullName };
type Reputed = { author_reputation?: number | null };

const withRemoval = (r: RemovalRow, authorId: string | null, viewerId: string) => {
  const removed = removalFor(r, authorId, viewerId);
  return removed ? { removed } : {};
};

const voted = (r: Lists & { upvotes: number; downvotes: number; my_vote?: number | null }) => ({
  upvotes: r.upvoter_ids,
  downvotes: r.downvoter_ids,
  upvoteCount: r.upvotes,
  downvoteCount: r.downvotes,
  myVote: myVote(r),
});

// Field by field rather than toQuestion() re-shaped through rest and spread copies, which cost more
// than the rest of the mapping on the question list (ADR 0086). Keys in the order the API always sent.
function toApiQuestion(r: QuestionRow & Lists & Reputed & { answer_ids: string[] }, viewerId: string): ApiQuestion {
  return {
    _id: r.id,
    title: r.title,
    content: r.content,
    category: r.category,
    status: r.status,
    askedById: r.asked_by,
    createdAt: r.created_at.toISOString(),
    answerCount: r.answer_count,
    tags: r.tags,
    acceptedAnswerId: r.accepted_answer_id,
    ...withRemoval(r, r.asked_by, viewerId),
    askedBy: author(r.asked_by, r.asked_by_name, r.author_reputation),
    answers: r.answer_ids,
    upvotes: r.upvoter_ids,
    downvotes: r.downvoter_ids,
    upvoteCount: r.upvotes,
    downvoteCount: r.downvotes,
    myVote: myVote(r),
  };
}

const toApiComment = (r: CommentRow, viewerId: string): ApiComment => ({
  ...toComment(r, viewerId),
  commentedBy: author(r.commented_by, r.commented_by_name),
});

function toApiAnswer(r: AnswerRow & Lists & Reputed, comments: ApiComment[], viewerId: string): ApiAnswer {
  const { answeredBy: _name, upvotes: _u, downvotes: _d, ...rest } = toAnswer(r, viewerId);
  return { ...rest, answeredBy: author(r.answered_by, r.answered_by_name, r.author_reputation), ...voted(r), comments };
}

const answerIds = `coalesce((select json_agg(a.id order by a.created_at, a.id) from answers a
  where a.question_id = q.id and a.deleted_at is null), '[]'::json) as answer_ids`;

/**
 * The list: newest first, with the voters, the answers' ids and the member's own vote, in one query
 * ($1 the member, $2 limit, $3 offset; $4 a tag when `tagged`).
 */
const questionListSql = (tagged: boolean) => `select ${myVoteOn('question', 'q')}, ${voterLists('question', 'q')}, ${answerIds}, ${QUESTION_SELECT}
     where q.deleted_at is null and (q.removed_at is null or q.asked_by = $1) ${tagged ? 'and q.tags @> jsonb_build_array($4::text)' : ''}
     order by q.created_at desc, q.id limit $2 offset $3`;
export const QUESTION_LIST_SQL = questionListSql(false);
const TAGGED_LIST_SQL = questionListSql(true);

export async function loadQuestions(sql: Sql, user: SessionUser, page: { limit: number; offset: number; tag?: string }): Promise<ApiQuestion[]> {
  const rows = await sql.unsafe<(QuestionRow & Lists & { answer_ids: string[] })[]>(
    page.tag ? TAGGED_LIST_SQL : QUESTION_LIST_SQL,
    page.tag ? [user.id, page.limit, page.offset, page.tag] : [user.id, page.limit, page.offset],
  );
  return rows.map((r) => toApiQuestion(r, user.id));
}

/** A question with its answers and their comments, as the detail screen shows it. */
export async function loadQuestionDetail(sql: Sql, user: SessionUser, id: string): Promise<ApiQuestionDetail | undefined> {
  // Issue 33: the authors' reputation (reputation.ts), which answer cards show.
  const [question] = await sql.unsafe<(QuestionRow & Lists & Reputed & { answer_ids: string[] })[]>(
    `select ${myVoteOn('question', 'q')}, ${voterLists('question', 'q')}, ${answerIds}, ${reputationOf('q.asked_by')}, ${QUESTION_SELECT}
     where q.id = $2 and q.deleted_at is null and (q.removed_at is null or q.asked_by = $1)`,
    [user.id, id],
  );
  if (!question) return undefined;
  const answers = await sql.unsafe<(AnswerRow & Lists & Reputed)[]>(
    `select ${myVoteOn('answer', 'a')}, ${voterLists('answer', 'a')}, ${reputationOf('a.answered_by')}, ${ANSWER_SELECT}
     where a.question_id = $2 and a.deleted_at is null order by a.created_at, a.id`,
    [user.id, id],
  );
  // A list expansion, not a uuid[] parameter: on Workers postgres.js runs without fetched array types.
  const ids = answers.map((a) => a.id);
  const comments = ids.length
    ? await sql<CommentRow[]>`
        select ${sql.unsafe(COMMENT_SELECT)}
        where c.answer_id in ${sql(ids)} and c.deleted_at is null order by c.created_at, c.id`
    : [];
  const { answers: _ids, ...rest } = toApiQuestion(question, user.id);
  return {
    ...rest,
    userId: user.id,
    answers: answers.map((a) => toApiAnswer(a, comments.filter((c) => c.answer_id === a.id).map((c) => toApiComment(c, user.id)), user.id)),
  };
}

/** A question's or an answer's voters and counts, as a vote call answers them. */
export async function loadVotes(sql: Sql, type: Target, id: string, value: VoteValue): Promise<ApiVoteResult> {
  const alias = type === 'question' ? 'q' : 'a';
  const [row] = await sql.unsafe<(Lists & { upvotes: number; downvotes: number })[]>(
    `select ${voterLists(type, alias)}, ${alias}.upvotes, ${alias}.downvotes
     from ${type === 'question' ? 'questions' : 'answers'} ${alias} where ${alias}.id = $1`,
    [id],
  );
  return { message: value === 0 ? 'Vote removed' : 'Vote recorded', ...voted({ ...row!, my_vote: value }) };
}

import type { Sql } from 'postgres';
import type { QuestionDetail, QuestionWithVote } from '#domain/queries/query-rows.ts';
import type { SessionUser } from '../deps.ts';
import {
  ANSWER_SELECT,
  myVote,
  COMMENT_SELECT,
  QUESTION_SELECT,
  toAnswer,
  toComment,
  toQuestion,
  type AnswerRow,
  type CommentRow,
  type QuestionRow,
} from './query-view.ts';

const myVoteOn = (type: 'question' | 'answer', alias: string) =>
  `(select value from votes mv where mv.user_id = $1 and mv.target_type = '${type}' and mv.target_id = ${alias}.id) as my_vote`;

/** The list: newest first, with counts and the member's own vote, in one query. */
export async function loadQuestions(sql: Sql, user: SessionUser, page: { limit: number; offset: number }): Promise<QuestionWithVote[]> {
  const rows = await sql.unsafe<QuestionRow[]>(
    `select ${myVoteOn('question', 'q')}, ${QUESTION_SELECT}
     where q.deleted_at is null order by q.created_at desc, q.id limit $2 offset $3`,
    [user.id, page.limit, page.offset],
  );
  return rows.map((r) => ({ ...toQuestion(r), myVote: myVote(r) }));
}

/** A question with its answers and their comments, as the detail screen shows it. */
export async function loadQuestionDetail(sql: Sql, user: SessionUser, id: string): Promise<QuestionDetail | undefined> {
  const [question] = await sql.unsafe<QuestionRow[]>(
    `select ${myVoteOn('question', 'q')}, ${QUESTION_SELECT} where q.id = $2 and q.deleted_at is null`,
    [user.id, id],
  );
  if (!question) return undefined;
  const answers = await sql.unsafe<AnswerRow[]>(
    `select ${myVoteOn('answer', 'a')}, ${ANSWER_SELECT} where a.question_id = $2 and a.deleted_at is null order by a.created_at, a.id`,
    [user.id, id],
  );
  // A list expansion, not a uuid[] parameter: on Workers postgres.js runs without fetched array types.
  const answerIds = answers.map((a) => a.id);
  const comments = answerIds.length
    ? await sql<CommentRow[]>`
        select ${sql.unsafe(COMMENT_SELECT)}
        where c.answer_id in ${sql(answerIds)} and c.deleted_at is null order by c.created_at, c.id`
    : [];
  return {
    ...toQuestion(question),
    myVote: myVote(question),
    userId: user.id,
    answers: answers.map((a) => ({ ...toAnswer(a), myVote: myVote(a), comments: comments.filter((c) => c.answer_id === a.id).map(toComment) })),
  };
}

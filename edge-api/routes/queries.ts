import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { AnswerSchema, AskQuestionSchema, CommentSchema, QUESTION_STATUSES } from '#domain/queries/question-schema.ts';
import { nextVote, type VoteValue } from '#domain/queries/votes.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireRole, requireUser } from '../auth/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { check, readJson } from '../http/read-body.ts';
import type { ServerMutator } from '../sync/mutator.ts';
import { askQuestion, postAnswer, postComment, setQuestionStatus, voteAnswer, voteQuestion } from '../queries/query-mutators.ts';
import { loadQuestionDetail, loadQuestions } from '../queries/load-questions.ts';

const Id = (message: string) => v.pipe(v.string(), v.uuid(message));
const QuestionId = Id('Question not found');
const AnswerId = Id('Answer not found');
const ListQuery = v.object({
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(1000)), '500'),
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '0'),
});
const withOptionalId = <E extends v.ObjectEntries>(entries: E) => v.object({ ...entries, id: v.optional(Id('Invalid id')) });

/** Runs a mutator for a REST call: the same code, roles and rules as a sync push. */
async function run<A>(c: Context<AppEnv>, deps: AppDeps, mutator: ServerMutator, args: A) {
  const user = c.var.user!;
  if (!mutator.roles.includes(user.role)) throw new ApiError(403, 'You do not have access to this', 'forbidden');
  await c.var.sql.begin((tx) => mutator.run(tx, args as never, { user, now: deps.clock.now() }));
}

async function currentVote(c: Context<AppEnv>, type: 'question' | 'answer', id: string): Promise<VoteValue> {
  const [row] = await c.var.sql<{ value: VoteValue }[]>`
    select value from votes where user_id = ${c.var.user!.id} and target_type = ${type} and target_id = ${id}`;
  return row?.value ?? 0;
}

export function queryRoutes(deps: AppDeps) {
  const vote = (type: 'question' | 'answer', dir: 'up' | 'down') => async (c: Context<AppEnv>) => {
    const id = check(type === 'question' ? QuestionId : AnswerId, c.req.param(type === 'question' ? 'id' : 'answerId'));
    const value = nextVote(await currentVote(c, type, id), dir);
    if (type === 'question') await run(c, deps, voteQuestion, { questionId: id, value });
    else await run(c, deps, voteAnswer, { answerId: id, value });
    const [counts] = await c.var.sql<{ upvotes: number; downvotes: number }[]>`
      select upvotes, downvotes from ${c.var.sql(type === 'question' ? 'questions' : 'answers')} where id = ${id}`;
    return c.json({ ...counts, myVote: value });
  };

  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json(await loadQuestions(c.var.sql, c.var.user!, check(ListQuery, c.req.query()))))
    .post('/question', requireRole(...askQuestion.roles), async (c) => {
      const body = await readJson(c, withOptionalId(AskQuestionSchema.entries));
      const id = body.id ?? crypto.randomUUID();
      await run(c, deps, askQuestion, { ...body, id });
      return c.json({ message: 'Your question has been posted', question: (await loadQuestionDetail(c.var.sql, c.var.user!, id))! }, 201);
    })
    .post('/answer/:answerId/comment', async (c) => {
      const answerId = check(AnswerId, c.req.param('answerId'));
      const body = await readJson(c, withOptionalId(CommentSchema.entries));
      await run(c, deps, postComment, { ...body, id: body.id ?? crypto.randomUUID(), answerId });
      return c.json({ message: 'Comment posted' }, 201);
    })
    .post('/answer/:answerId/upvote', vote('answer', 'up'))
    .post('/answer/:answerId/downvote', vote('answer', 'down'))
    .get('/:id', async (c) => {
      const question = await loadQuestionDetail(c.var.sql, c.var.user!, check(QuestionId, c.req.param('id')));
      if (!question) throw new ApiError(404, 'Question not found', 'not_found');
      return c.json(question);
    })
    .post('/:id/upvote', vote('question', 'up'))
    .post('/:id/downvote', vote('question', 'down'))
    .post('/:id/answer', async (c) => {
      const questionId = check(QuestionId, c.req.param('id'));
      const body = await readJson(c, withOptionalId(AnswerSchema.entries));
      const id = body.id ?? crypto.randomUUID();
      await run(c, deps, postAnswer, { ...body, id, questionId });
      return c.json({ message: 'Answer posted', answerId: id }, 201);
    })
    .put('/:id/status', async (c) => {
      const questionId = check(QuestionId, c.req.param('id'));
      const { status } = await readJson(c, v.object({ status: v.picklist(QUESTION_STATUSES, 'Choose a status') }));
      await run(c, deps, setQuestionStatus, { questionId, status });
      return c.json({ message: 'Status updated', status });
    });
}

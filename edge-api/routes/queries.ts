import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { nextVote, type VoteValue } from '#domain/queries/votes.ts';
import { ListQuerySchema } from '#domain/query-params.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireRole, requireUser } from '../auth/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { check, readJsonObject } from '../http/read-body.ts';
import { callerContext, runMutator } from '../sync/mutator.ts';
import { askQuestion, postAnswer, postComment, setQuestionStatus, voteAnswer, voteQuestion } from '../queries/query-mutators.ts';
import { loadQuestionDetail, loadQuestions } from '../queries/load-questions.ts';

const Id = (message: string) => v.pipe(v.string(), v.uuid(message));
const QuestionId = Id('Question not found');
const AnswerId = Id('Answer not found');

async function currentVote(c: Context<AppEnv>, type: 'question' | 'answer', id: string): Promise<VoteValue> {
  const [row] = await c.var.sql<{ value: VoteValue }[]>`
    select value from votes where user_id = ${c.var.user!.id} and target_type = ${type} and target_id = ${id}`;
  return row?.value ?? 0;
}

export function queryRoutes(deps: AppDeps) {
  const ctx = (c: Context<AppEnv>) => callerContext(c, deps);
  const vote = (type: 'question' | 'answer', dir: 'up' | 'down') => async (c: Context<AppEnv>) => {
    const id = check(type === 'question' ? QuestionId : AnswerId, c.req.param(type === 'question' ? 'id' : 'answerId'));
    const value = nextVote(await currentVote(c, type, id), dir);
    if (type === 'question') await runMutator(c.var.sql, voteQuestion, { questionId: id, value }, ctx(c));
    else await runMutator(c.var.sql, voteAnswer, { answerId: id, value }, ctx(c));
    const [counts] = await c.var.sql<{ upvotes: number; downvotes: number }[]>`
      select upvotes, downvotes from ${c.var.sql(type === 'question' ? 'questions' : 'answers')} where id = ${id}`;
    return c.json({ ...counts, myVote: value });
  };

  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json(await loadQuestions(c.var.sql, c.var.user!, check(ListQuerySchema, c.req.query()))))
    .post('/question', requireRole(...askQuestion.roles), async (c) => {
      const body = await readJsonObject(c);
      const { id } = await runMutator(c.var.sql, askQuestion, { ...body, id: body.id ?? crypto.randomUUID() }, ctx(c));
      return c.json({ message: 'Your question has been posted', question: (await loadQuestionDetail(c.var.sql, c.var.user!, id))! }, 201);
    })
    .post('/answer/:answerId/comment', async (c) => {
      const answerId = check(AnswerId, c.req.param('answerId'));
      const body = await readJsonObject(c);
      await runMutator(c.var.sql, postComment, { ...body, id: body.id ?? crypto.randomUUID(), answerId }, ctx(c));
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
      const body = await readJsonObject(c);
      const { id } = await runMutator(c.var.sql, postAnswer, { ...body, id: body.id ?? crypto.randomUUID(), questionId }, ctx(c));
      return c.json({ message: 'Answer posted', answerId: id }, 201);
    })
    .put('/:id/status', async (c) => {
      const questionId = check(QuestionId, c.req.param('id'));
      const { status } = await readJsonObject(c);
      await runMutator(c.var.sql, setQuestionStatus, { questionId, status }, ctx(c));
      return c.json({ message: 'Status updated', status });
    });
}

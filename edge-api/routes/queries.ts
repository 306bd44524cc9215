import { Hono, type Context } from 'hono';
import { nextVote, type VoteValue } from '#domain/queries/votes.ts';
import * as v from 'valibot';
import { ListQuerySchema } from '#domain/query-params.ts';
import { normalizeTag, TAG_MAX_LENGTH, TAG_TEXTS } from '#domain/queries/tags.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireRole, requireUser } from '../auth/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { check, readJsonObject } from '../http/read-body.ts';
import { pathId } from '../http/path-id.ts';
import { callerContext, runMutator } from '../sync/mutator.ts';
import { acceptAnswer, askQuestion, postAnswer, postComment, setQuestionStatus, voteAnswer, voteQuestion } from '../queries/query-mutators.ts';
import { loadQuestionDetail, loadQuestions, loadVotes } from '../queries/load-questions.ts';
import { topHelpers } from '../queries/reputation.ts';
import { QuestionSearchQuerySchema } from '#domain/queries/search.ts';
import { searchQuestions } from '../queries/search-questions.ts';

/** GET /api/query: the spec's paging, and (issue 33) questions with one tag. */
const QuestionListQuery = v.object({ ...ListQuerySchema.entries, tag: v.optional(v.pipe(v.string(), v.maxLength(TAG_MAX_LENGTH, TAG_TEXTS.tooLong))) });

const questionId = (c: Context<AppEnv>) => pathId(c.req.param('id'), 'Question not found');
const answerId = (c: Context<AppEnv>) => pathId(c.req.param('answerId'), 'Answer not found');

async function currentVote(c: Context<AppEnv>, type: 'question' | 'answer', id: string): Promise<VoteValue> {
  const [row] = await c.var.sql<{ value: VoteValue }[]>`
    select value from votes where user_id = ${c.var.user!.id} and target_type = ${type} and target_id = ${id}`;
  return row?.value ?? 0;
}

export function queryRoutes(deps: AppDeps) {
  const ctx = (c: Context<AppEnv>) => callerContext(c, deps);
  const vote = (type: 'question' | 'answer', dir: 'up' | 'down') => async (c: Context<AppEnv>) => {
    const id = type === 'question' ? questionId(c) : answerId(c);
    const value = nextVote(await currentVote(c, type, id), dir);
    if (type === 'question') await runMutator(c.var.sql, voteQuestion, { questionId: id, value }, ctx(c));
    else await runMutator(c.var.sql, voteAnswer, { answerId: id, value }, ctx(c));
    return c.json(await loadVotes(c.var.sql, type, id, value));
  };

  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const { tag, ...page } = check(QuestionListQuery, c.req.query());
      return c.json(await loadQuestions(c.var.sql, c.var.user!, { ...page, tag: tag === undefined ? undefined : normalizeTag(tag) }));
    })
    // Issue 33 (ADR 0114): the week's top helpers on /query; before '/:id', which would take the path.
    .get('/top-helpers', requireRole('member'), async (c) => c.json(await topHelpers(c.var.sql, deps.clock.now())))
    // Issue 33: full-text search, before '/:id' so 'search' is not taken for an id.
    .get('/search', async (c) => c.json(await searchQuestions(c.var.sql, c.var.user!, check(QuestionSearchQuerySchema, c.req.query()))))
    .post('/question', requireRole(...askQuestion.roles), async (c) => {
      const body = await readJsonObject(c);
      const { id } = await runMutator(c.var.sql, askQuestion, { ...body, id: body.id ?? crypto.randomUUID() }, ctx(c));
      return c.json({ message: 'Your question has been posted', question: (await loadQuestionDetail(c.var.sql, c.var.user!, id))! }, 201);
    })
    .post('/answer/:answerId/comment', async (c) => {
      const body = await readJsonObject(c);
      await runMutator(c.var.sql, postComment, { ...body, id: body.id ?? crypto.randomUUID(), answerId: answerId(c) }, ctx(c));
      return c.json({ message: 'Comment posted' }, 201);
    })
    .post('/answer/:answerId/upvote', vote('answer', 'up'))
    .post('/answer/:answerId/downvote', vote('answer', 'down'))
    .get('/:id', async (c) => {
      const question = await loadQuestionDetail(c.var.sql, c.var.user!, questionId(c));
      if (!question) throw new ApiError(404, 'Question not found', 'not_found');
      return c.json(question);
    })
    .post('/:id/upvote', vote('question', 'up'))
    .post('/:id/downvote', vote('question', 'down'))
    .post('/:id/answer', async (c) => {
      const body = await readJsonObject(c);
      const args = { ...body, id: body.id ?? crypto.randomUUID(), questionId: questionId(c) };
      const { id } = await runMutator(c.var.sql, postAnswer, args, ctx(c));
      return c.json({ message: 'Answer posted', answerId: id }, 201);
    })
    .put('/:id/status', async (c) => {
      const { status } = await readJsonObject(c);
      await runMutator(c.var.sql, setQuestionStatus, { questionId: questionId(c), status }, ctx(c));
      return c.json({ message: 'Status updated', status });
    })
    // Issue 33: the asker accepts an answer ({answerId}; null takes the mark off), as the app's queued write does.
    .put('/:id/accepted-answer', async (c) => {
      const { answerId } = await readJsonObject(c);
      await runMutator(c.var.sql, acceptAnswer, { questionId: questionId(c), answerId: answerId === undefined ? null : answerId }, ctx(c));
      return c.json({ message: answerId ? 'Answer accepted' : 'No answer accepted', acceptedAnswerId: answerId ?? null });
    });
}

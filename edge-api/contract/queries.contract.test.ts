import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';
import { shapeProblems } from './shape.ts';
import { errorReply, messageReply, questionDetail, questionInList } from './spec-shapes.ts';
import { failedCalls, signIn, useContractApi } from './spec-client.ts';

// Spec section 7, Queries, under /api/query. Votes are read back the way the spec's screens read them:
// the detail's upvotes/downvotes lists, checked for the detail's own userId.
const fx = useContractApi();
type Session = Awaited<ReturnType<typeof signIn>>;
let asker: Session;
let other: Session;

beforeAll(async () => {
  const { call } = fx.api();
  asker = await signIn(call, (await insertMember(fx.db.sql, { fullName: 'Asha Rao' })).rollNumber, MEMBER_PASSWORD);
  other = await signIn(call, (await insertMember(fx.db.sql, { fullName: 'Vikram Das' })).rollNumber, MEMBER_PASSWORD);
});

type Q = Record<string, any>;

/** Asks a question as the ask form does, and finds its id in the list by its unique title. */
async function ask() {
  const { call } = fx.api();
  const title = `How should I prepare for GATE? ${randomUUID().slice(0, 8)}`;
  const asked = await call('POST', '/api/query/question', { title, content: 'Which books and mock tests helped you most?', category: 'Academic' }, asker.auth);
  expect(failedCalls([{ what: 'POST /api/query/question', reply: asked }])).toEqual([]);
  const list = (await call('GET', '/api/query', undefined, asker.auth)).json as Q[];
  return { asked, title, id: String(list.find((q) => q.title === title)?._id) };
}

const detail = async (id: string, who: Session) => fx.api().call('GET', `/api/query/${id}`, undefined, who.auth);

/** A question with one answer carrying one comment, posted through the spec's calls. */
async function askAnswerComment() {
  const { call } = fx.api();
  const q = await ask();
  const answered = await call('POST', `/api/query/${q.id}/answer`, { questionId: q.id, answer: 'Solve previous papers first.' }, other.auth);
  const answerId = String((await detail(q.id, other)).json?.answers?.[0]?._id);
  const commented = await call('POST', `/api/query/answer/${answerId}/comment`, { answerId, content: 'Agreed, and time yourself.' }, asker.auth);
  return { ...q, answered, answerId, commented };
}

describe('questions', () => {
  it('POST /api/query/question answers a message; GET /api/query lists questions with every Question field', async () => {
    const { asked, id } = await ask();
    expect(shapeProblems(asked.json, messageReply)).toEqual([]);
    await fx.api().call('POST', `/api/query/${id}/upvote`, undefined, other.auth); // so upvotes has an element to check
    const list = await fx.api().call('GET', '/api/query', undefined, asker.auth);
    expect(list.status, list.text).toBe(200);
    expect(shapeProblems(list.json, [questionInList])).toEqual([]);
    expect((list.json as Q[]).find((q) => q._id === id)?.askedBy?.fullName).toBe('Asha Rao');
  });

  it('GET /api/query/{questionId} carries every Question, Answer and Comment field, and userId is the caller', async () => {
    const { call } = fx.api();
    const q = await askAnswerComment();
    expect(shapeProblems(q.answered.json, messageReply)).toEqual([]);
    expect(shapeProblems(q.commented.json, messageReply)).toEqual([]);
    await call('POST', `/api/query/${q.id}/upvote`, undefined, other.auth);
    await call('POST', `/api/query/answer/${q.answerId}/upvote`, undefined, asker.auth);

    const res = await detail(q.id, other);
    expect(res.status, res.text).toBe(200);
    expect(shapeProblems(res.json, questionDetail)).toEqual([]);
    expect(res.json.userId).toBe(other.login._id);
    expect(res.json.answers).toHaveLength(1);
    expect(res.json.answers[0]).toMatchObject({ questionId: q.id, answeredBy: { fullName: 'Vikram Das' } });
    expect(res.json.answers[0].comments[0]).toMatchObject({ content: 'Agreed, and time yourself.', commentedBy: { fullName: 'Asha Rao' } });
  });
});

describe('votes', () => {
  it('POST /api/query/{questionId}/upvote and /downvote show in the detail lists', async () => {
    const { call } = fx.api();
    const { id } = await ask();
    const up = await call('POST', `/api/query/${id}/upvote`, undefined, other.auth);
    const afterUp = (await detail(id, other)).json as Q;
    const down = await call('POST', `/api/query/${id}/downvote`, undefined, other.auth);
    const afterDown = (await detail(id, other)).json as Q;
    expect(failedCalls([{ what: 'upvote', reply: up }, { what: 'downvote', reply: down }])).toEqual([]);
    expect(typeof afterUp.userId).toBe('string');
    expect(afterUp.upvotes).toContain(afterUp.userId);
    expect(afterDown.upvotes).not.toContain(afterDown.userId);
    expect(afterDown.downvotes).toContain(afterDown.userId);
  });

  it('POST /api/query/answer/{answerId}/upvote and /downvote show in the answer lists', async () => {
    const { call } = fx.api();
    const q = await askAnswerComment();
    const up = await call('POST', `/api/query/answer/${q.answerId}/upvote`, undefined, asker.auth);
    const afterUp = (await detail(q.id, asker)).json as Q;
    const down = await call('POST', `/api/query/answer/${q.answerId}/downvote`, undefined, asker.auth);
    const afterDown = (await detail(q.id, asker)).json as Q;
    expect(failedCalls([{ what: 'upvote', reply: up }, { what: 'downvote', reply: down }])).toEqual([]);
    expect(typeof afterUp.userId).toBe('string');
    expect(afterUp.answers?.[0]?.upvotes).toContain(afterUp.userId);
    expect(afterDown.answers?.[0]?.upvotes).not.toContain(afterDown.userId);
    expect(afterDown.answers?.[0]?.downvotes).toContain(afterDown.userId);
  });
});

describe('GET /api/query/{questionId} errors', () => {
  it('answers 404 with a message for an unknown uuid', async () => {
    const res = await detail(randomUUID(), asker);
    expect(res.status, res.text).toBe(404);
    expect(shapeProblems(res.json, errorReply)).toEqual([]);
  });

  it('answers 404 with a message for an id that is not a uuid', async () => {
    const res = await detail('not-an-id', asker);
    expect(res.status, res.text).toBe(404);
    expect(shapeProblems(res.json, errorReply)).toEqual([]);
  });
});

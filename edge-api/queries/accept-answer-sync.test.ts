import { describe, expect, it } from 'vitest';
import { ACCEPT_TEXTS } from '#domain/queries/question-schema.ts';
import { useSyncFixture } from '#api/test/sync-fixture.ts';

// Issue 33: the asker accepts the answer that helped (and may change it): the question reads as
// Resolved, the answer's author is told once, and nobody else may do it.

const fx = useSyncFixture();
const run = fx.queued;
const question = async (id: string) => (await fx.db.sql`select status, accepted_answer_id from questions where id = ${id}`)[0]!;
const acceptedLines = async (userId: string) =>
  (await fx.db.sql`select text, count from notifications where user_id = ${userId} and kind = 'answer-accepted'`).map((r) => `${r.count}: ${r.text}`);

describe('accepting an answer', () => {
  it('marks it, resolves the question and tells its author once; a change moves the mark; none reopens it', async () => {
    const questionId = crypto.randomUUID();
    const [first, second, own] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    expect(await run('a', 'askQuestion', { id: questionId, title: 'Which electives helped in placements?', content: 'Asking for the next semester.', category: 'Career' })).toMatchObject({ status: 'applied' });
    for (const id of [first, second]) expect(await run('b', 'postAnswer', { id, questionId, answer: `Answer ${id}` })).toMatchObject({ status: 'applied' });
    expect(await run('a', 'postAnswer', { id: own, questionId, answer: 'Answering my own question.' })).toMatchObject({ status: 'applied' });

    expect(await run('a', 'acceptAnswer', { questionId, answerId: first })).toMatchObject({ status: 'applied' });
    expect(await question(questionId)).toEqual({ status: 'Resolved', accepted_answer_id: first });
    // Pressed twice (a replayed push, a double tap): one line for its author.
    expect(await run('a', 'acceptAnswer', { questionId, answerId: first })).toMatchObject({ status: 'applied' });
    expect(await acceptedLines(fx.userId.b)).toHaveLength(1);
    expect((await acceptedLines(fx.userId.b))[0]).toMatch(/accepted your answer to 'Which electives helped in placements\?'/);

    const pulled = await fx.pullAll('b', 0);
    expect(pulled.rows.get(`questions:${questionId}`)).toMatchObject({ acceptedAnswerId: first, status: 'Resolved' });

    expect(await run('a', 'acceptAnswer', { questionId, answerId: second })).toMatchObject({ status: 'applied' });
    expect((await question(questionId)).accepted_answer_id).toBe(second);
    expect(await acceptedLines(fx.userId.b)).toHaveLength(2);
    // The asker's own answer may be the one; they are not told of their own doing.
    expect(await run('a', 'acceptAnswer', { questionId, answerId: own })).toMatchObject({ status: 'applied' });
    expect(await acceptedLines(fx.userId.a)).toEqual([]);

    expect(await run('a', 'acceptAnswer', { questionId, answerId: null })).toMatchObject({ status: 'applied' });
    expect(await question(questionId)).toEqual({ status: 'Open', accepted_answer_id: null });
  });

  it('is for the asker only, and only for an answer on the question', async () => {
    const questionId = crypto.randomUUID();
    const answerId = crypto.randomUUID();
    const elsewhere = crypto.randomUUID();
    await run('a', 'askQuestion', { id: questionId, title: 'GATE or a job first?', content: 'What did you do?', category: 'Career' });
    await run('a', 'askQuestion', { id: elsewhere, title: 'Hostel food', content: 'Still the same?', category: 'General' });
    await run('b', 'postAnswer', { id: answerId, questionId, answer: 'A job first.' });
    expect(await run('b', 'acceptAnswer', { questionId, answerId })).toMatchObject({ status: 'rejected', message: ACCEPT_TEXTS.notAsker });
    expect(await run('admin', 'acceptAnswer', { questionId, answerId })).toMatchObject({ status: 'rejected' });
    expect(await run('a', 'acceptAnswer', { questionId: elsewhere, answerId })).toMatchObject({ status: 'rejected', message: ACCEPT_TEXTS.notOnQuestion });
    expect(await run('a', 'acceptAnswer', { questionId, answerId: crypto.randomUUID() })).toMatchObject({ status: 'rejected', message: ACCEPT_TEXTS.notOnQuestion });
    expect(await run('a', 'acceptAnswer', { questionId, answerId: 'not-an-id' })).toMatchObject({ status: 'rejected' });
    expect(await question(questionId)).toEqual({ status: 'Open', accepted_answer_id: null });
  });
});

describe('over REST', () => {
  it('PUT /api/query/{id}/accepted-answer does what the queued write does, and GET shows it', async () => {
    const questionId = crypto.randomUUID();
    const answerId = crypto.randomUUID();
    await run('a', 'askQuestion', { id: questionId, title: 'Best lab for VLSI?', content: 'Which one?', category: 'Academic' });
    await run('b', 'postAnswer', { id: answerId, questionId, answer: 'The one on the third floor.' });
    const put = (who: 'a' | 'b', body: unknown) => fx.api().call('PUT', `/api/query/${questionId}/accepted-answer`, body, fx.auth[who]);
    expect((await put('b', { answerId })).status).toBe(403);
    expect(await put('a', { answerId })).toMatchObject({ status: 200, json: { acceptedAnswerId: answerId } });
    expect((await fx.api().call('GET', `/api/query/${questionId}`, undefined, fx.auth.b)).json).toMatchObject({ acceptedAnswerId: answerId, status: 'Resolved' });
    expect((await put('a', { answerId: 42 })).status).toBe(400);
    expect(await put('a', { answerId: null })).toMatchObject({ status: 200, json: { acceptedAnswerId: null } });
  });
});

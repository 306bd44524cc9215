import { describe, expect, it } from 'vitest';
import { signedInMember } from '#api/test/people.ts';
import { useSyncFixture } from '#api/test/sync-fixture.ts';

// Issue 33 (ADR 0114): `@Name` in an answer or a comment tells the mentioned member once, and never
// someone who may not see the question: a suspended member, a member who blocked the author or
// whom the author blocked, the author themself.

const fx = useSyncFixture();
const client = crypto.randomUUID();
let next = 0;
const push = (args: Record<string, unknown>, name: string, id = ++next) => fx.push('a', client, [{ id, name, args }]);
const mentionLines = async (userId: string) =>
  (await fx.db.sql`select text, count from notifications where user_id = ${userId} and kind = 'mention'`).map((r) => `${r.count}: ${r.text}`);
const call = (method: string, path: string, body: unknown, auth: Record<string, string>) => fx.api().call(method, path, body, auth);

describe('mentions', () => {
  it('tell each member who may see the question once, a replayed push included, and link them on the answer', async () => {
    const [c, suspended, blocker, blocked] = [await signedInMember(fx.db.sql), await signedInMember(fx.db.sql), await signedInMember(fx.db.sql), await signedInMember(fx.db.sql)];
    expect((await call('POST', `/api/admin/members/${suspended.id}/suspend`, { reason: 'Spam' }, fx.auth.admin)).status).toBe(200);
    expect((await call('PUT', `/api/messages/blocks/${fx.userId.a}`, undefined, blocker.auth)).status).toBe(200);
    expect((await call('PUT', `/api/messages/blocks/${blocked.id}`, undefined, fx.auth.a)).status).toBe(200);

    const questionId = crypto.randomUUID();
    const answerId = crypto.randomUUID();
    await fx.push('b', crypto.randomUUID(), [{ id: 1, name: 'askQuestion', args: { id: questionId, title: 'Who knows the placement cell?', content: 'Whom should I talk to?', category: 'Career' } }]);
    const mentions = [c.id, suspended.id, blocker.id, blocked.id, fx.userId.a, crypto.randomUUID(), c.id];
    const args = { id: answerId, questionId, answer: 'Ask @Someone, they ran it last year.', mentions };
    const first = await push(args, 'postAnswer');
    expect(first.json.results[0]).toMatchObject({ status: 'applied' });
    // The same mutation again (a replayed push): nothing new.
    const replay = await push(args, 'postAnswer', next);
    expect(replay.status).toBe(200);

    expect(await mentionLines(c.id)).toEqual([expect.stringMatching(/^1: .* mentioned you on 'Who knows the placement cell\?'$/)]);
    for (const nobody of [suspended.id, blocker.id, blocked.id, fx.userId.a]) expect(await mentionLines(nobody)).toEqual([]);

    const detail = (await call('GET', `/api/query/${questionId}`, undefined, fx.auth.b)).json;
    expect(detail.answers[0].mentions).toEqual([{ _id: c.id, fullName: expect.any(String), rollNumber: c.rollNumber }]);
    const pulled = await fx.pullAll('b', 0);
    expect(pulled.rows.get(`answers:${answerId}`)).toMatchObject({ mentions: [{ _id: c.id, rollNumber: c.rollNumber }] });

    // A comment mentioning them is another line; over REST as an API client sends it.
    const comment = await call('POST', `/api/query/answer/${answerId}/comment`, { content: 'Agreed, @Someone.', mentions: [c.id] }, fx.auth.b);
    expect(comment.status).toBe(201);
    expect(await mentionLines(c.id)).toHaveLength(2);
    const answered = await call('POST', `/api/query/${questionId}/answer`, { answer: 'Also ask @Someone.', mentions: [c.id] }, fx.auth.b);
    expect(answered.status).toBe(201);
    expect(await mentionLines(c.id)).toHaveLength(3);

    // On a question the moderators removed, the comment is kept and nobody is told.
    expect((await call('POST', '/api/admin/moderation', { action: 'hide', items: [{ kind: 'question', id: questionId }], reason: 'Spam' }, fx.auth.admin)).status).toBe(200);
    const hidden = await call('POST', `/api/query/answer/${answerId}/comment`, { content: 'Ping @Someone.', mentions: [c.id] }, fx.auth.a);
    expect(hidden.status).toBe(201);
    expect(await mentionLines(c.id)).toHaveLength(3);
  });

  it('refuses mentions that are not a short list of member ids, with a 400', async () => {
    const questionId = crypto.randomUUID();
    await fx.push('b', crypto.randomUUID(), [{ id: 1, name: 'askQuestion', args: { id: questionId, title: 'Bad mentions here', content: 'Checking the inputs.', category: 'General' } }]);
    const answer = (mentions: unknown) => call('POST', `/api/query/${questionId}/answer`, { answer: 'Hello', mentions }, fx.auth.a);
    expect(await answer(Array.from({ length: 11 }, () => crypto.randomUUID()))).toMatchObject({ status: 400, json: { message: expect.stringContaining('at most 10') } });
    expect((await answer('everyone')).status).toBe(400);
    expect((await answer(['not-an-id\u0000'])).status).toBe(400);
    expect((await answer([42])).status).toBe(400);
    expect((await answer([])).status).toBe(201);
  });
});

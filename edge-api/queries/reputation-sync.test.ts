import { describe, expect, it } from 'vitest';
import { MEMBER_PASSWORD } from '#api/test/people.ts';
import { useSyncFixture } from '#api/test/sync-fixture.ts';
import { createTestApp, manualClock } from '#api/test/test-app.ts';

// Issue 33 (ADR 0114): reputation is computed from the rows: votes, re-votes, an accepted answer,
// and what the moderators hiding an answer does to it. Shown on profiles, answer cards and the directory.

const fx = useSyncFixture();
const run = fx.queued;
const get = (path: string, who: 'a' | 'b' | 'admin' = 'a') => fx.api().call('GET', path, undefined, fx.auth[who]);
/** Reputation as a member reads it on a profile. */
const reputation = async (who: 'a' | 'b') => (await get(`/api/users/${fx.userId[who]}`, who === 'a' ? 'b' : 'a')).json.reputation as number;
const moderate = (action: 'hide' | 'restore', id: string) =>
  fx.api().call('POST', '/api/admin/moderation', { action, items: [{ kind: 'answer', id }], reason: 'Off topic' }, fx.auth.admin);

describe('reputation', () => {
  it('counts votes, re-votes and an accepted answer, and nothing from a hidden answer', async () => {
    const questionId = crypto.randomUUID();
    const answerId = crypto.randomUUID();
    expect(await run('a', 'askQuestion', { id: questionId, title: 'How did you prepare for GATE?', content: 'Books, coaching, or both?', category: 'Academic' })).toMatchObject({ status: 'applied' });
    expect(await reputation('a')).toBe(0);

    // b upvotes the question: +5 to a. Re-voting down makes it −2, which never goes below 0; none is 0.
    await run('b', 'voteQuestion', { questionId, value: 1 });
    expect(await reputation('a')).toBe(5);
    await run('b', 'voteQuestion', { questionId, value: -1 });
    expect(await reputation('a')).toBe(0);
    await run('b', 'voteQuestion', { questionId, value: 0 });
    expect(await reputation('a')).toBe(0);
    // Nobody earns from their own vote.
    await run('a', 'voteQuestion', { questionId, value: 1 });
    expect(await reputation('a')).toBe(0);

    // b answers (+2), a upvotes it (+10) and accepts it (+15).
    expect(await run('b', 'postAnswer', { id: answerId, questionId, answer: 'Previous papers, every day.' })).toMatchObject({ status: 'applied' });
    expect(await reputation('b')).toBe(2);
    await run('a', 'voteAnswer', { answerId, value: 1 });
    expect(await reputation('b')).toBe(12);
    await run('a', 'acceptAnswer', { questionId, answerId });
    expect(await reputation('b')).toBe(27);
    // Accepting again changes nothing; a re-vote down turns +10 into −2.
    await run('a', 'acceptAnswer', { questionId, answerId });
    await run('a', 'voteAnswer', { answerId, value: -1 });
    expect(await reputation('b')).toBe(15);
    await run('a', 'voteAnswer', { answerId, value: 1 });

    // The answer card and the directory show the same figure.
    const detail = (await get(`/api/query/${questionId}`, 'a')).json;
    expect(detail.answers[0].answeredBy).toEqual({ _id: fx.userId.b, fullName: expect.any(String), reputation: 27 });
    expect(detail.askedBy.reputation).toBe(0);

    // Hidden by the moderators, the answer earns nothing (answer, votes, accept); restored, it earns again.
    expect((await moderate('hide', answerId)).status).toBe(200);
    expect(await reputation('b')).toBe(0);
    expect((await moderate('restore', answerId)).status).toBe(200);
    expect(await reputation('b')).toBe(27);

    // Accepting the asker's own answer earns them nothing beyond answering.
    const own = crypto.randomUUID();
    await run('a', 'postAnswer', { id: own, questionId, answer: 'Answering my own question, with notes.' });
    await run('a', 'acceptAnswer', { questionId, answerId: own });
    expect(await reputation('a')).toBe(2);
    expect(await reputation('b')).toBe(12);
  });

  it('is on the directory cards, and the week’s top helpers list who earned most from answering', async () => {
    const people = (await get('/api/people?page=1', 'a')).json.users as { _id: string; reputation?: number }[];
    const b = people.find((p) => p._id === fx.userId.b);
    expect(b?.reputation).toBe(await reputation('b'));

    const top = await get('/api/query/top-helpers', 'a');
    expect(top.status).toBe(200);
    expect(top.json.helpers[0]).toMatchObject({ _id: fx.userId.b, points: 12 });
    expect(top.json.helpers.map((h: { _id: string }) => h._id)).toContain(fx.userId.a);

    expect((await get('/api/query/top-helpers', 'admin')).status).toBe(403);

    // Eight days on, what was earned then is no longer this week's; the reputation stays.
    const later = createTestApp(fx.db.sql, { clock: manualClock(new Date(fx.clock.now().getTime() + 8 * 24 * 3600 * 1000)) });
    const { rollNumber } = (await get('/api/users/profile', 'a')).json;
    const signIn = await later.call('POST', '/api/users/auth', { rollNumberOrEmail: String(rollNumber), password: MEMBER_PASSWORD });
    const auth = { authorization: `Bearer ${signIn.json.token}` };
    expect((await later.call('GET', '/api/query/top-helpers', undefined, auth)).json.helpers).toEqual([]);
    expect((await later.call('GET', `/api/users/${fx.userId.b}`, undefined, auth)).json.reputation).toBe(12);
  });
});

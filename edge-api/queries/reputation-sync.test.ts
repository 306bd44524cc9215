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

    // The asker's own answer earns nothing, accepted or not (ADR 0131); b's accept is gone.
    const own = crypto.randomUUID();
    await run('a', 'postAnswer', { id: own, questionId, answer: 'Answering my own question, with notes.' });
    await run('a', 'acceptAnswer', { questionId, answerId: own });
    expect(await reputation('a')).toBe(0);
    expect(await reputation('b')).toBe(12);
  });

  it('is on the directory cards, and the week’s top helpers list who earned most from answering', async () => {
    const people = (await get('/api/people?page=1', 'a')).json.users as { _id: string; reputation?: number }[];
    const b = people.find((p) => p._id === fx.userId.b);
    expect(b?.reputation).toBe(await reputation('b'));

    const top = await get('/api/query/top-helpers', 'a');
    expect(top.status).toBe(200);
    expect(top.json.helpers[0]).toMatchObject({ _id: fx.userId.b, points: 12 });
    // a only answered their own question: that helps nobody else.
    expect(top.json.helpers.map((h: { _id: string }) => h._id)).not.toContain(fx.userId.a);

    expect((await get('/api/query/top-helpers', 'admin')).status).toBe(403);

    // Eight days on, what was earned then is no longer this week's; the reputation stays.
    const later = createTestApp(fx.db.sql, { clock: manualClock(new Date(fx.clock.now().getTime() + 8 * 24 * 3600 * 1000)) });
    const { rollNumber } = (await get('/api/users/profile', 'a')).json;
    const signIn = await later.call('POST', '/api/users/auth', { rollNumberOrEmail: String(rollNumber), password: MEMBER_PASSWORD });
    const auth = { authorization: `Bearer ${signIn.json.token}` };
    expect((await later.call('GET', '/api/query/top-helpers', undefined, auth)).json.helpers).toEqual([]);
    expect((await later.call('GET', `/api/users/${fx.userId.b}`, undefined, auth)).json.reputation).toBe(12);
  });

  it('earns nothing for answers on one’s own question, however many, nor from votes on them (issue 51)', async () => {
    const questionId = crypto.randomUUID();
    expect(await run('a', 'askQuestion', { id: questionId, title: 'Farming: which hostel is best?', content: 'Asking so I can answer it myself.', category: 'General' })).toMatchObject({ status: 'applied' });
    const before = { a: await reputation('a'), b: await reputation('b') };
    const ownProfile = async () => (await get('/api/users/profile', 'a')).json.reputation as number;
    expect(await ownProfile()).toBe(before.a);

    // Ten answers of a's own in one push, as the farming member's device sent them: all posted, none earns.
    const ids = Array.from({ length: 10 }, () => crypto.randomUUID());
    const pushed = await fx.push('a', crypto.randomUUID(), ids.map((id, i) => ({ id: i + 1, name: 'postAnswer', args: { id, questionId, answer: `My own answer number ${i + 1}.` } })));
    expect(pushed.json.results.map((r: { status: string }) => r.status)).toEqual(ids.map(() => 'applied'));
    expect((await get(`/api/query/${questionId}`, 'b')).json.answers).toHaveLength(10);
    expect(await reputation('a')).toBe(before.a);
    expect(await ownProfile()).toBe(before.a);

    // b's upvote on one of them earns a nothing either; b's own answer there earns b its +2.
    await run('b', 'voteAnswer', { answerId: ids[0], value: 1 });
    expect(await reputation('a')).toBe(before.a);
    await run('b', 'postAnswer', { id: crypto.randomUUID(), questionId, answer: 'Hostel 4, it has the library wing.' });
    expect(await reputation('b')).toBe(before.b + 2);
    expect((await get('/api/query/top-helpers', 'b')).json.helpers.map((h: { _id: string }) => h._id)).not.toContain(fx.userId.a);
  });
});

import { describe, expect, it } from 'vitest';
import { ANSWER_LIMIT_TEXTS, ANSWER_LIMITS } from '#domain/queries/question-schema.ts';
import { MEMBER_PASSWORD } from '#api/test/people.ts';
import { useSyncFixture } from '#api/test/sync-fixture.ts';

// Issue 51 (ADR 0131): a member posts at most 20 answers in an hour and 50 in a day. One over is
// refused the way a push refuses a write (the rest of the push goes on) and with a 429 over REST.

const fx = useSyncFixture();
const MINUTE_MS = 60_000;
type Result = { status: string; code?: string; message?: string };

/** b's device pushes `n` answers on `questionId`, then one vote on it; each mutation's result. */
async function pushAnswers(questionId: string, n: number) {
  const answers = Array.from({ length: n }, (_, i) => ({ id: i + 1, name: 'postAnswer', args: { id: crypto.randomUUID(), questionId, answer: `Try the placement cell, tip ${i + 1}.` } }));
  const res = await fx.push('b', crypto.randomUUID(), [...answers, { id: n + 1, name: 'voteQuestion', args: { questionId, value: 1 } }]);
  expect(res.status).toBe(200);
  return res.json.results as Result[];
}
const statuses = (results: Result[]) => results.map((r) => r.status);
const applied = (n: number) => Array.from({ length: n }, () => 'applied');
const refused = (message: string) => ({ status: 'rejected', code: 'rate_limited', message });

/** Moves the clock on, and signs b in again (an access token lasts 15 minutes). */
async function later(ms: number, rollNumber: string) {
  fx.clock.advance(ms);
  const res = await fx.api().call('POST', '/api/users/auth', { rollNumberOrEmail: rollNumber, password: MEMBER_PASSWORD });
  expect(res.status).toBe(200);
  Object.assign(fx.auth.b, { authorization: `Bearer ${res.json.token}` });
}

describe('answers per member', () => {
  it('refuses the 21st answer in an hour and the 51st in a day, in a push and over REST, and takes them again after', async () => {
    const { rollNumber } = (await fx.api().call('GET', '/api/users/profile', undefined, fx.auth.b)).json;
    const questionId = crypto.randomUUID();
    expect(await fx.queued('a', 'askQuestion', { id: questionId, title: 'Which companies hire from our college?', content: 'Looking for a list to start with.' })).toMatchObject({ status: 'applied' });
    const answersOnQuestion = async () => (await fx.api().call('GET', `/api/query/${questionId}`, undefined, fx.auth.a)).json.answers.length as number;

    // 21 answers in one push: 20 land, the 21st is refused with why, and the vote after it still lands.
    const first = await pushAnswers(questionId, ANSWER_LIMITS.perHour + 1);
    expect(statuses(first.slice(0, ANSWER_LIMITS.perHour))).toEqual(applied(ANSWER_LIMITS.perHour));
    expect(first[ANSWER_LIMITS.perHour]).toEqual({ id: ANSWER_LIMITS.perHour + 1, ...refused(ANSWER_LIMIT_TEXTS.perHour) });
    expect(first.at(-1)).toEqual({ id: ANSWER_LIMITS.perHour + 2, status: 'applied' });
    expect(await answersOnQuestion()).toBe(ANSWER_LIMITS.perHour);
    expect(ANSWER_LIMIT_TEXTS.perHour).toBe('You have posted 20 answers in the last hour. Please try again later.');

    // A spec client's POST is a 429 with the same words; another member, and the office, still answer.
    const rest = await fx.api().call('POST', `/api/query/${questionId}/answer`, { answer: 'One more tip.' }, fx.auth.b);
    expect(rest).toMatchObject({ status: 429, json: { message: ANSWER_LIMIT_TEXTS.perHour, code: 'rate_limited' } });
    expect((await fx.api().call('POST', `/api/query/${questionId}/answer`, { answer: 'Ask the office for the list.' }, fx.auth.admin)).status).toBe(201);
    expect(await fx.queued('a', 'postAnswer', { id: crypto.randomUUID(), questionId, answer: 'Thanks, noted.' })).toMatchObject({ status: 'applied' });
    expect(await answersOnQuestion()).toBe(ANSWER_LIMITS.perHour + 2);

    // An hour on, b answers again: 20 more, then 10 the hour after make 50 in the day; the 51st is refused for the day.
    await later(61 * MINUTE_MS, rollNumber);
    expect(statuses(await pushAnswers(questionId, ANSWER_LIMITS.perHour))).toEqual(applied(ANSWER_LIMITS.perHour + 1));
    await later(61 * MINUTE_MS, rollNumber);
    const third = await pushAnswers(questionId, ANSWER_LIMITS.perDay - 2 * ANSWER_LIMITS.perHour + 1);
    expect(statuses(third.slice(0, -2))).toEqual(applied(ANSWER_LIMITS.perDay - 2 * ANSWER_LIMITS.perHour));
    expect(third.at(-2)).toMatchObject(refused(ANSWER_LIMIT_TEXTS.perDay));
    expect(ANSWER_LIMIT_TEXTS.perDay).toBe('You have posted 50 answers today. Please try again tomorrow.');

    // A day after the first ones, b may answer again.
    await later(22 * 60 * MINUTE_MS, rollNumber);
    expect(await fx.queued('b', 'postAnswer', { id: crypto.randomUUID(), questionId, answer: 'A day later: the list is on the notice board.' })).toMatchObject({ status: 'applied' });
  });
});

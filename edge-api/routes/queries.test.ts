import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createTestApp, manualClock } from '../test/test-app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD, insertAdmin, insertMember } from '../test/people.ts';

let db: TestDatabase;
const auth: Record<'asker' | 'other' | 'admin', Record<string, string>> = { asker: {}, other: {}, admin: {} };
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
const api = () => createTestApp(db.sql, { clock });
const emails: string[] = [];
const ids: Record<'asker' | 'other', string> = { asker: '', other: '' };

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  const { call } = api();
  for (const [who, name] of [['asker', 'Asha Rao'], ['other', 'Vikram Das']] as const) {
    const m = await insertMember(db.sql, { fullName: name });
    emails.push(m.email);
    const res = await call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: MEMBER_PASSWORD });
    auth[who] = { authorization: `Bearer ${res.json.token}` };
    ids[who] = res.json._id;
  }
  const res = await call('POST', '/api/users/auth', { rollNumberOrEmail: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'Admin' });
  auth.admin = { authorization: `Bearer ${res.json.token}` };
});
afterAll(() => db?.close());

const ask = (who: keyof typeof auth = 'asker', over: Record<string, unknown> = {}) =>
  api().call('POST', '/api/query/question', { title: 'How should I prepare for GATE?', content: 'Which books and mock tests helped you most?', category: 'Academic', ...over }, auth[who]);

describe('Query Portal API', () => {
  it('ask, answer, comment and vote; the detail shows names and counts but no e-mail addresses', async () => {
    const { call } = api();
    const asked = await ask();
    expect(asked.status).toBe(201);
    const q = asked.json.question;
    expect(q).toMatchObject({ title: 'How should I prepare for GATE?', category: 'Academic', status: 'Open', askedBy: { _id: ids.asker, fullName: 'Asha Rao' }, answerCount: 0 });

    const answered = await call('POST', `/api/query/${q._id}/answer`, { questionId: q._id, answer: '  Solve previous papers first.  ' }, auth.other);
    expect(answered.status).toBe(201);
    const answerId = answered.json.answerId;
    expect((await call('POST', `/api/query/answer/${answerId}/comment`, { answerId, content: 'Agreed, and time yourself.' }, auth.asker)).status).toBe(201);
    expect((await call('POST', `/api/query/${q._id}/upvote`, undefined, auth.other)).json).toEqual({
      message: 'Vote recorded', upvotes: [ids.other], downvotes: [], upvoteCount: 1, downvoteCount: 0, myVote: 1,
    });
    expect((await call('POST', `/api/query/answer/${answerId}/downvote`, undefined, auth.asker)).json).toMatchObject({
      upvotes: [], downvotes: [ids.asker], downvoteCount: 1, myVote: -1,
    });

    const detail = await call('GET', `/api/query/${q._id}`, undefined, auth.other);
    expect(detail.json).toMatchObject({
      userId: ids.other,
      upvotes: [ids.other],
      downvotes: [],
      upvoteCount: 1,
      myVote: 1,
      answerCount: 1,
      answers: [
        {
          answer: 'Solve previous papers first.',
          answeredBy: { _id: ids.other, fullName: 'Vikram Das' },
          upvotes: [],
          downvotes: [ids.asker],
          downvoteCount: 1,
          myVote: 0,
          commentCount: 1,
          comments: [{ content: 'Agreed, and time yourself.', commentedBy: { _id: ids.asker, fullName: 'Asha Rao' } }],
        },
      ],
    });
    for (const e of emails) expect(detail.text).not.toContain(e);
    const list = await call('GET', '/api/query', undefined, auth.asker);
    expect(list.json.find((x: { _id: string }) => x._id === q._id)).toMatchObject({
      answers: [answerId], answerCount: 1, upvotes: [ids.other], upvoteCount: 1, myVote: 0,
    });
  });

  it('toggling a vote five times leaves the last state and the right counts', async () => {
    const { call } = api();
    const q = (await ask()).json.question;
    let last;
    for (let i = 0; i < 5; i++) last = await call('POST', `/api/query/${q._id}/upvote`, undefined, auth.other);
    expect(last!.json).toMatchObject({ upvotes: [ids.other], downvotes: [], upvoteCount: 1, downvoteCount: 0, myVote: 1 });
    const down = await call('POST', `/api/query/${q._id}/downvote`, undefined, auth.other);
    expect(down.json).toMatchObject({ upvotes: [], downvotes: [ids.other], upvoteCount: 0, downvoteCount: 1, myVote: -1 });
    const [{ n }] = (await db.sql`select count(*)::int as n from votes where target_id = ${q._id}`) as unknown as [{ n: number }];
    expect(n).toBe(1);
  });

  it('a Closed question refuses answers, over REST and over sync', async () => {
    const { call } = api();
    const q = (await ask()).json.question;
    expect((await call('PUT', `/api/query/${q._id}/status`, { status: 'Closed' }, auth.other)).status).toBe(403);
    expect((await call('PUT', `/api/query/${q._id}/status`, { status: 'Closed' }, auth.asker)).status).toBe(200);
    const rest = await call('POST', `/api/query/${q._id}/answer`, { answer: 'Late answer' }, auth.other);
    expect(rest.status).toBe(400);
    expect(rest.json.message).toBe('This question is closed to new answers');
    const sync = await call(
      'POST',
      '/api/sync/push',
      { clientId: randomUUID(), mutations: [{ id: 1, name: 'postAnswer', args: { id: randomUUID(), questionId: q._id, answer: 'Offline answer' } }] },
      auth.other,
    );
    expect(sync.json.results).toEqual([{ id: 1, status: 'rejected', code: 'question_closed', message: 'This question is closed to new answers' }]);
    expect((await call('PUT', `/api/query/${q._id}/status`, { status: 'Open' }, auth.admin)).status).toBe(200);
  });

  it('offline chain: a question, its answer and a comment pushed together apply once, even when replayed', async () => {
    const { call } = api();
    const [qid, aid, cid, clientId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const mutations = [
      { id: 1, name: 'askQuestion', args: { id: qid, title: 'Asked on a train', content: 'Written with no signal at all.', category: 'General' } },
      { id: 2, name: 'postAnswer', args: { id: aid, questionId: qid, answer: 'Answered offline too' } },
      { id: 3, name: 'postComment', args: { id: cid, answerId: aid, content: 'And a comment' } },
      { id: 4, name: 'voteQuestion', args: { questionId: qid, value: 1 } },
      { id: 5, name: 'voteQuestion', args: { questionId: qid, value: 0 } },
      { id: 6, name: 'voteQuestion', args: { questionId: qid, value: 1 } },
      { id: 7, name: 'voteAnswer', args: { answerId: aid, value: -1 } },
    ];
    const first = await call('POST', '/api/sync/push', { clientId, mutations }, auth.asker);
    expect(first.json.results.every((r: { status: string }) => r.status === 'applied')).toBe(true);
    await call('POST', '/api/sync/push', { clientId, mutations }, auth.asker);
    const detail = (await call('GET', `/api/query/${qid}`, undefined, auth.asker)).json;
    expect(detail).toMatchObject({ upvotes: [ids.asker], upvoteCount: 1, myVote: 1, answerCount: 1 });
    expect(detail.answers).toHaveLength(1);
    expect(detail.answers[0]).toMatchObject({ downvotes: [ids.asker], downvoteCount: 1, myVote: -1, commentCount: 1 });
    expect(detail.answers[0].comments).toHaveLength(1);
  });

  it('checks the rules and who may ask', async () => {
    const { call } = api();
    const short = await ask('asker', { title: 'Why?' });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('Title must be at least 5 characters');
    expect((await ask('admin')).status).toBe(403);
    expect((await call('GET', '/api/query')).status).toBe(401);
    const q = (await ask()).json.question;
    const empty = await call('POST', `/api/query/${q._id}/answer`, { answer: '   ' }, auth.other);
    expect(empty.json.message).toBe('Please write an answer');
    expect((await call('GET', `/api/query/${randomUUID()}`, undefined, auth.other)).status).toBe(404);
  });
});

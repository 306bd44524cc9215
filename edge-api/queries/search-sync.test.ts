import { expect, it } from 'vitest';
import { SEARCH_TEXTS, type QuestionSearchPage } from '#domain/queries/search.ts';
import { useSyncFixture } from '#api/test/sync-fixture.ts';

// Issue 33: GET /api/query/search ranks the title above the question's text above its answers,
// corrects a word the portal never uses, and never finds what the moderators removed.

const fx = useSyncFixture();
const queue = async (who: 'a' | 'b', name: string, args: Record<string, unknown>) => {
  expect(await fx.queued(who, name, args)).toMatchObject({ status: 'applied' });
};
const ask = async (title: string, content: string, tags: string[] = []) => {
  const id = crypto.randomUUID();
  await queue('a', 'askQuestion', { id, title, content, category: 'Career', tags });
  return id;
};
const answer = async (questionId: string, text: string) => {
  const id = crypto.randomUUID();
  await queue('b', 'postAnswer', { id, questionId, answer: text });
  return id;
};
const search = async (query: string, who: 'a' | 'b' = 'b') => {
  const res = await fx.api().call('GET', `/api/query/search?${query}`, undefined, fx.auth[who]);
  return res as { status: number; json: QuestionSearchPage & { message?: string } };
};
const ids = (page: QuestionSearchPage) => page.hits.map((h) => h.question._id);

let inTitle = '', inBody = '', inAnswer = '', answerId = '', unrelated = '';

it('ranks a match in the title above one in the text above one in an answer', async () => {
  inAnswer = await ask('Which city is best for a first job?', 'Choosing between Pune and Hyderabad.');
  answerId = await answer(inAnswer, 'Whichever city, practise mock interviews with friends before the placement season.');
  inBody = await ask('Advice for the placement season', 'How should I prepare for technical interviews at product companies?');
  inTitle = await ask('How to prepare for a technical interview', 'Second year CSE, no internship yet.', ['interview']);
  unrelated = await ask('Hostel rooms for juniors', 'Is the new block open this year?');

  const res = await search('q=technical%20interview');
  expect(res.status).toBe(200);
  expect(ids(res.json).slice(0, 2)).toEqual([inTitle, inBody]);
  const page = await search('q=interviews');
  expect(ids(page.json)).toEqual([inTitle, inBody, inAnswer]);
  expect(page.json).toMatchObject({ total: 3, page: 1, correctedQuery: null, terms: ['interview'] });
  expect(page.json.hits.map((h) => h.matchedIn)).toEqual(['title', 'content', 'answer']);
  expect(page.json.hits[2]!.excerpt).toContain('mock interviews');
  expect(ids(page.json)).not.toContain(unrelated);
});

it('finds the right question first through a typo, and says what it searched for', async () => {
  const res = await search('q=hostle%20roms');
  expect(res.status).toBe(200);
  expect(res.json.correctedQuery).toBe('hostel rooms');
  expect(ids(res.json)[0]).toBe(unrelated);
  const two = await search('q=tecnical%20intervew');
  expect(ids(two.json)[0]).toBe(inTitle);
  // A word written only in another form ('prepared' for 'prepare') is no typo: searched as typed.
  const other = await search('q=prepared');
  expect(other.json.correctedQuery).toBeNull();
  expect(ids(other.json)).toEqual([inTitle, inBody]);
});

it('narrows to unanswered or resolved questions, and pages', async () => {
  expect(ids((await search('q=interview&filter=Unanswered')).json)).toEqual([inTitle, inBody]);
  expect((await search('q=interview&filter=Resolved')).json.hits).toEqual([]);
  await queue('a', 'acceptAnswer', { questionId: inAnswer, answerId });
  expect(ids((await search('q=interview&filter=Resolved')).json)).toEqual([inAnswer]);
  const past = await search('q=interview&page=2');
  expect(past.json).toMatchObject({ total: 3, page: 2, hits: [] });
});

it('leaves out what the moderators removed: an answer loses its words, a question its place', async () => {
  const admin = (body: unknown) => fx.api().call('POST', '/api/admin/moderation', body, fx.auth.admin);
  expect((await admin({ action: 'hide', items: [{ kind: 'answer', id: answerId }], reason: 'Off topic.' })).status).toBe(200);
  expect(ids((await search('q=mock%20interviews')).json)).not.toContain(inAnswer);
  expect((await admin({ action: 'hide', items: [{ kind: 'question', id: inTitle }], reason: 'Duplicate.' })).status).toBe(200);
  expect(ids((await search('q=interview')).json)).toEqual([inBody]);
  // Not even its asker finds it by search: it is on their own list, with why.
  expect(ids((await search('q=interview', 'a')).json)).toEqual([inBody]);
  expect((await admin({ action: 'restore', items: [{ kind: 'answer', id: answerId }], reason: 'Fine after all.' })).status).toBe(200);
  expect(ids((await search('q=mock%20interviews')).json)).toContain(inAnswer);
});

it('answers bad input with a 400 and the reason, and signed-out callers with a 401', async () => {
  expect((await search('q=%20%20')).json.message).toBe(SEARCH_TEXTS.empty);
  expect((await search('')).status).toBe(400);
  expect((await search(`q=${'a'.repeat(201)}`)).json.message).toBe(SEARCH_TEXTS.tooLong);
  expect((await search('q=a%00b')).status).toBe(400);
  expect((await search('q=x&filter=Everything')).status).toBe(400);
  expect((await search('q=x&page=99999999999999999999')).status).toBe(400);
  expect((await search('q=%22unclosed%20or%20-%20%26%20%7C%20!%20(%20%3A*')).status).toBe(200);
  expect((await fx.api().call('GET', '/api/query/search?q=interview')).status).toBe(401);
});

it('ranks the newest 1,000 matches of a word in more questions than that, and says so', async () => {
  await fx.db.sql`
    insert into questions (id, title, content, category, asked_by, created_at)
    select gen_random_uuid(), 'Mess food menu week ' || i, 'Is the zorbly mess open on Sundays?', 'General', ${fx.userId.a}, now() - (i || ' minutes')::interval
    from generate_series(1, 1001) i`;
  const first = await search('q=zorbly');
  expect(first.json).toMatchObject({ total: 1000, totalCapped: true });
  expect(first.json.hits[0]!.question.title).toBe('Mess food menu week 1');
  expect((await search('q=zorbly&page=50')).json.hits).toHaveLength(20);
  expect((await search('q=hostel')).json).not.toHaveProperty('totalCapped');
});

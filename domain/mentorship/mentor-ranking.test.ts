import { describe, expect, it } from 'vitest';
import { matchesFilters, rankMentors as rankAll, WEIGHTS, type Mentee, type RankedCard } from './mentor-ranking.ts';

const mentor = (over: Partial<RankedCard> & { userId: string }): RankedCard => ({
  fullName: `Mentor ${over.userId}`,
  branch: 'Mechanical',
  course: 'B.Tech',
  batch: '2008-2012',
  city: 'Delhi',
  position: '',
  companyName: '',
  skills: [],
  topics: ['Entrepreneurship'],
  capacity: 3,
  placesLeft: 3,
  ...over,
});

const asha: Mentee = {
  userId: 'me',
  branch: 'Computer Science',
  course: 'B.Tech',
  batch: '2022-2026',
  city: 'Pune',
  skills: ['React', 'SQL', 'Python'],
  goal: 'Prepare for data science interviews at product companies by March',
};

/** Every match, ranked. */
const rankMentors = (...args: Parameters<typeof rankAll<RankedCard>>) => rankAll(...args).mentors;

describe('rankMentors', () => {
  it('says why, in order of weight, then the work, then the places', () => {
    const [card] = rankMentors(asha, [
      mentor({ userId: 'a', branch: 'Computer Science', batch: '2018-2022', city: 'Pune', position: 'Data Scientist', companyName: 'Infosys', skills: ['Python', 'SQL'], topics: ['Interview preparation'], capacity: 3, placesLeft: 2 }),
    ], { topic: 'interview' });
    expect(card!.reasons).toEqual([
      'Same branch',
      'Helps with interview preparation',
      'Fits your goal: prepare, data, science and interviews',
      'Works as Data Scientist at Infosys',
      '2 of 3 places free',
    ]);
    expect(card!.score).toBe(WEIGHTS.branch + WEIGHTS.topic + 4 * WEIGHTS.goalWord + 2 * WEIGHTS.skill + WEIGHTS.city + WEIGHTS.nearBatch);
  });

  it('scores each fit by its weight', () => {
    const [card] = rankMentors(asha, [mentor({ userId: 'a', branch: 'Computer Science', city: 'Pune', batch: '2019-2023' })]);
    expect(card!.score).toBe(WEIGHTS.branch + WEIGHTS.city + WEIGHTS.nearBatch);
    expect(card!.reasons).toEqual(['Same branch', 'Also in Pune', 'Graduated 3 years before you', '3 of 3 places free']);
  });

  it('puts mentors with a free place first, however well a full one fits', () => {
    const ranked = rankMentors(asha, [
      mentor({ userId: 'full', branch: 'Computer Science', city: 'Pune', placesLeft: 0 }),
      mentor({ userId: 'free', fullName: 'Zed' }),
    ]);
    expect(ranked.map((c) => c.userId)).toEqual(['free', 'full']);
    expect(ranked[1]!.reasons.at(-1)).toBe('No places free now');
  });

  it('breaks ties by free places, then by name', () => {
    const ranked = rankMentors(asha, [
      mentor({ userId: 'b', fullName: 'Bina', placesLeft: 1 }),
      mentor({ userId: 'c', fullName: 'Chetan', placesLeft: 2 }),
      mentor({ userId: 'a', fullName: 'Anil', placesLeft: 1 }),
    ]);
    expect(ranked.map((c) => c.fullName)).toEqual(['Chetan', 'Anil', 'Bina']);
  });

  it('says nothing of work the mentor keeps private, and leaves the member out of their own list', () => {
    const ranked = rankMentors(asha, [mentor({ userId: 'a', topics: ['Higher studies abroad'] }), mentor({ userId: 'me' })]);
    expect(ranked.map((c) => c.userId)).toEqual(['a']);
    expect(ranked[0]!.reasons).toEqual(['Same course', '3 of 3 places free']);
  });

  it('names shared skills and a mentee a year behind', () => {
    const [card] = rankMentors({ ...asha, branch: '', course: '' }, [mentor({ userId: 'a', skills: ['react', 'Go'], batch: '2021-2025', city: 'Mumbai', capacity: 1, placesLeft: 1 })]);
    expect(card!.reasons).toEqual(['Graduated 1 year before you', 'Knows react too', '1 of 1 place free']);
  });

  it('counts every match, and writes reasons for the first `limit` only', () => {
    const cards = ['a', 'b', 'c', 'd'].map((userId) => mentor({ userId, fullName: `Mentor ${userId}` }));
    const { total, mentors } = rankAll(asha, cards, { topic: 'entrepreneurship' }, 2);
    expect(total).toBe(4);
    expect(mentors.map((c) => [c.userId, c.reasons[0]])).toEqual([['a', 'Helps with entrepreneurship'], ['b', 'Helps with entrepreneurship']]);
  });

  it('counts at most two topics and four goal words', () => {
    const [card] = rankMentors({ ...asha, goal: 'startup funding product marketing sales hiring', topics: ['startup', 'funding', 'sales'] }, [
      mentor({ userId: 'a', topics: ['Startup', 'Funding', 'Sales'], position: 'Founder', companyName: 'Product Marketing Sales Hiring Co' }),
    ]);
    expect(card!.score).toBe(WEIGHTS.course + 2 * WEIGHTS.topic + 4 * WEIGHTS.goalWord);
  });
});

describe('matchesFilters', () => {
  const card = mentor({ userId: 'a', fullName: 'Priya Nair', companyName: 'Infosys', city: 'Bengaluru', branch: 'Civil', topics: ['Interview preparation'] });
  it.each([
    [{ topic: 'INTERVIEW' }, true],
    [{ topic: 'abroad' }, false],
    [{ company: 'info' }, true],
    [{ company: 'Wipro' }, false],
    [{ city: 'bengaluru' }, true],
    [{ city: 'Pune' }, false],
    [{ branch: 'civil' }, true],
    [{ branch: 'Civ' }, false],
    [{ q: 'nair priya' }, true],
    [{ q: 'priya k' }, false],
    [{}, true],
  ])('%o → %s', (filters, expected) => expect(matchesFilters(card, filters)).toBe(expected));
});

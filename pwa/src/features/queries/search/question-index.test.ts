import { describe, expect, it } from 'vitest';
import type { Answer, Comment, Question } from '#domain/queries/query-rows.ts';
import { QuestionIndex, type SearchRows } from './question-index.ts';

let n = 0;
const question = (title: string, content = 'Some details about it.', extra: Partial<Question> = {}): Question => ({
  _id: `q${++n}`,
  title,
  content,
  category: 'Career',
  status: 'Open',
  askedBy: 'Asha',
  askedById: 'u1',
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
  upvotes: 0,
  downvotes: 0,
  answerCount: 0,
  ...extra,
});
const answer = (q: Question, text: string, extra: Partial<Answer> = {}): Answer => ({
  _id: `a${++n}`,
  questionId: q._id,
  answer: text,
  answeredBy: 'Ravi',
  createdAt: q.createdAt,
  upvotes: 0,
  downvotes: 0,
  commentCount: 0,
  ...extra,
});
const comment = (a: Answer, text: string): Comment => ({ _id: `c${++n}`, answerId: a._id, content: text, commentedBy: 'Meera', createdAt: a.createdAt });

const indexOf = (rows: Partial<SearchRows>) => {
  const index = new QuestionIndex();
  index.sync({ questions: [], answers: [], comments: [], ...rows });
  return index;
};
const titles = (index: QuestionIndex, q: string, filter: 'All' | 'Unanswered' | 'Resolved' = 'All') =>
  index.search({ q, filter, page: 1 }).hits.map((h) => h.question.title);

describe('QuestionIndex', () => {
  const inTitle = question('Kubernetes certification worth it?', 'Thinking about my career.');
  const inContent = question('Which cloud course?', 'Is kubernetes needed for a cloud role?');
  const viaAnswer = question('DevOps roadmap', 'Where do I start?');
  const viaComment = question('Server setup', 'My first server.');
  const a1 = answer(viaAnswer, 'Learn Docker, then Kubernetes.');
  const a2 = answer(viaComment, 'Use a managed host.');
  const rows = { questions: [viaComment, inTitle, inContent, viaAnswer], answers: [a1, a2], comments: [comment(a2, 'Or kubernetes on a small cluster.')] };

  it('ranks a match in the title above the question, its answers, then comments, and says where it matched', () => {
    const page = indexOf(rows).search({ q: 'kubernetes', filter: 'All', page: 1 });
    expect(page.hits.map((h) => h.question.title)).toEqual([inTitle.title, inContent.title, viaAnswer.title, viaComment.title]);
    expect(page.hits.map((h) => h.matchedIn)).toEqual(['title', 'content', 'answer', 'comment']);
    expect(page.hits[2]!.excerpt).toBe('Learn Docker, then Kubernetes.');
    expect(page).toMatchObject({ query: 'kubernetes', correctedQuery: null, terms: ['kubernetes'], total: 4, page: 1, pageSize: 20 });
  });

  it('finds other forms of a word, ignores stop words and requires every word', () => {
    const index = indexOf({ questions: [question('Preparing for placements'), question('Placement interview tips'), question('Interview dress code')] });
    expect(titles(index, 'the placement')).toEqual(['Placement interview tips', 'Preparing for placements']);
    expect(titles(index, 'interviews placements')).toEqual(['Placement interview tips']);
    expect(titles(index, 'prepared')).toEqual(['Preparing for placements']);
    expect(titles(index, 'dress or preparation').sort()).toEqual(['Interview dress code', 'Preparing for placements']);
    expect(titles(index, 'interview -dress')).toEqual(['Placement interview tips']);
  });

  it('corrects a misspelt word to the nearest word the device holds, and says so', () => {
    const index = indexOf({ questions: [question('How to crack the interview at Infosys'), question('Hostel fees')] });
    const page = index.search({ q: 'intervew infosys', filter: 'All', page: 1 });
    expect(page.correctedQuery).toBe('interview infosys');
    expect(page.terms).toEqual(['interview', 'infosys']);
    expect(page.hits.map((h) => h.question.title)).toEqual(['How to crack the interview at Infosys']);
  });

  it('leaves out what the moderators removed', () => {
    const removed = { at: '2026-01-02T00:00:00Z', reason: 'spam' } as unknown as Question['removed'];
    const hidden = question('Cheap essay writing', 'essay');
    const kept = question('Essay for the scholarship');
    const a = answer(kept, 'essay service link', { removed: removed as Answer['removed'] });
    const index = indexOf({ questions: [{ ...hidden, removed }, kept], answers: [a] });
    const page = index.search({ q: 'essay', filter: 'All', page: 1 });
    expect(page.hits.map((h) => h.question.title)).toEqual(['Essay for the scholarship']);
    expect(index.search({ q: 'service', filter: 'All', page: 1 }).total).toBe(0);
  });

  it('filters Unanswered and Resolved, pages by 20, and orders equal scores newest first', () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      question(`Alumni meetup ${i}`, 'Same text.', { answerCount: i % 3 === 0 ? 0 : 1, status: i % 5 === 0 ? 'Resolved' : 'Open' }),
    );
    const index = indexOf({ questions: many });
    const second = index.search({ q: 'meetup', filter: 'All', page: 2 });
    expect(second.total).toBe(45);
    expect(second.hits).toHaveLength(20);
    expect(second.hits[0]!.question.title).toBe('Alumni meetup 24');
    expect(index.search({ q: 'meetup', filter: 'All', page: 3 }).hits).toHaveLength(5);
    expect(index.search({ q: 'meetup', filter: 'Unanswered', page: 1 }).total).toBe(15);
    expect(titles(index, 'meetup', 'Resolved').slice(0, 2)).toEqual(['Alumni meetup 40', 'Alumni meetup 35']);
  });

  it('follows the device’s rows as they change: new answers, edits and removals', () => {
    const q1 = question('GATE preparation', 'Books?');
    const index = indexOf({ questions: [q1] });
    expect(titles(index, 'made easy')).toEqual([]);
    const a = answer(q1, 'Made Easy notes are enough.');
    expect(index.sync({ questions: [q1], answers: [a], comments: [] })).toBe(1);
    expect(titles(index, 'made easy')).toEqual(['GATE preparation']);
    expect(index.sync({ questions: [q1], answers: [a], comments: [] })).toBe(0);
    const renamed = { ...q1, title: 'GRE preparation' };
    index.sync({ questions: [renamed], answers: [a], comments: [] });
    expect(titles(index, 'gre')).toEqual(['GRE preparation']);
    expect(titles(index, 'gate')).toEqual([]);
    index.sync({ questions: [], answers: [], comments: [] });
    expect(index.size).toBe(0);
    expect(titles(index, 'easy')).toEqual([]);
  });

  it('suggests questions like a title being written, any word counting', () => {
    const index = indexOf({ questions: [question('Best books for GATE mechanical'), question('Hostel food'), question('GATE coaching in Pune')] });
    const similar = index.similar('which books should I read for GATE');
    expect(similar.hits.map((h) => h.question.title)).toEqual(['Best books for GATE mechanical', 'GATE coaching in Pune']);
    expect(index.similar('the of and').hits).toEqual([]);
  });
});

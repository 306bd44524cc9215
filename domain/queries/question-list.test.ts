import { describe, expect, it } from 'vitest';
import {
  CATEGORY_FILTER_OPTIONS,
  DEFAULT_QUESTION_FILTERS,
  SORT_OPTIONS,
  STATUS_FILTER_OPTIONS,
  filterQuestionKeys,
  filterQuestions,
  questionKeys,
  sortQuestionKeys,
  popularity,
  type QuestionFilters,
  type QuestionSummary,
} from './question-list.ts';
import { CATEGORIES, QUESTION_STATUSES } from './question-schema.ts';

const question = (_id: string, fields: Partial<QuestionSummary> = {}): QuestionSummary => ({
  _id,
  title: 'A question',
  content: 'Some details about it.',
  category: 'General',
  status: 'Open',
  askedBy: 'Asha Rao',
  askedById: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  upvotes: 0,
  downvotes: 0,
  answerCount: 0,
  ...fields,
});

// Input order deliberately not sorted by anything.
const questions: readonly QuestionSummary[] = Object.freeze([
  question('placements', {
    title: 'How to prepare for PLACEMENTS?',
    content: 'Which rounds come first?',
    category: 'Career',
    status: 'Open',
    createdAt: '2026-03-03T09:00:00.000Z',
    upvotes: 5,
    downvotes: 1, // 4
  }),
  question('react', {
    title: 'React hooks or classes',
    content: 'Preparing a talk on state management.',
    category: 'Technical',
    status: 'In Progress',
    createdAt: '2026-03-05T09:00:00.000Z',
    upvotes: 2,
    downvotes: 0, // 2
  }),
  question('exam', {
    title: 'Exam schedule',
    content: 'When are the semester exams?',
    category: 'Academic',
    status: 'Resolved',
    createdAt: '2026-03-01T09:00:00.000Z',
    upvotes: 10,
    downvotes: 6, // 4
  }),
  question('hostel', {
    title: 'Hostel rooms',
    content: 'Is there a placement cell in the hostel?',
    category: 'General',
    status: 'Closed',
    createdAt: '2026-03-04T09:00:00.000Z',
    upvotes: 0,
    downvotes: 3, // -3
  }),
  question('broken', {
    title: 'Broken date',
    content: 'The server sent an unreadable date.',
    category: 'General',
    status: 'Open',
    createdAt: 'not a date',
    upvotes: 9,
    downvotes: 5, // 4
  }),
  question('oldest', {
    title: 'Alumni meet',
    content: 'When is the next alumni meet?',
    category: 'Career',
    status: 'Open',
    createdAt: '2025-12-31T23:59:59.999Z',
    upvotes: 0,
    downvotes: 0, // 0
  }),
]);

const ids = (filters: Partial<QuestionFilters>, list: readonly QuestionSummary[] = questions) =>
  filterQuestions(list, { ...DEFAULT_QUESTION_FILTERS, ...filters }).map((q) => q._id);

const newest = ['react', 'hostel', 'placements', 'exam', 'oldest', 'broken'];

describe('question list filters', () => {
  it('with the defaults keeps every question, newest first', () => {
    expect(ids({})).toEqual(newest);
  });

  it.each<[string, Partial<QuestionFilters>, string[]]>([
    // search: title or content, case-insensitive, trimmed
    ['search matches the title', { search: 'hooks' }, ['react']],
    ['search matches the content', { search: 'semester' }, ['exam']],
    ['search is case-insensitive (lower finds upper)', { search: 'placement' }, ['hostel', 'placements']],
    ['search is case-insensitive (upper finds lower)', { search: 'EXAMS' }, ['exam']],
    ['search matches title or content', { search: 'prepar' }, ['react', 'placements']],
    ['search is trimmed', { search: '  alumni meet \t' }, ['oldest']],
    ['inner spaces are kept', { search: 'alumni  meet' }, []],
    ['blank search filters nothing', { search: '   ' }, newest],
    ['search without a match', { search: 'astronaut' }, []],
    ['search does not read the category', { search: 'Technical' }, []],
    ['search does not read the asker', { search: 'Asha' }, []],
    // category: exact
    ['category Career', { category: 'Career' }, ['placements', 'oldest']],
    ['category Technical', { category: 'Technical' }, ['react']],
    ['category Academic', { category: 'Academic' }, ['exam']],
    ['category General', { category: 'General' }, ['hostel', 'broken']],
    ['category All', { category: 'All' }, newest],
    // status: exact
    ['status Open', { status: 'Open' }, ['placements', 'oldest', 'broken']],
    ['status In Progress', { status: 'In Progress' }, ['react']],
    ['status Resolved', { status: 'Resolved' }, ['exam']],
    ['status Closed', { status: 'Closed' }, ['hostel']],
    ['status All', { status: 'All' }, newest],
    // all together
    ['search + category', { search: 'placement', category: 'General' }, ['hostel']],
    ['category + status', { category: 'Career', status: 'Open' }, ['placements', 'oldest']],
    ['category + status without a match', { category: 'Technical', status: 'Open' }, []],
    ['search + category + status + sort', { search: 'when', category: 'Career', status: 'Open', sort: 'Oldest' }, ['oldest']],
  ])('%s', (_label, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });

  it('category and status match exactly, not by case or spacing', () => {
    const list = [
      question('lower', { category: 'career', status: 'open' }),
      question('spaced', { category: 'Career ', status: 'In progress' }),
      question('exact', { category: 'Career', status: 'In Progress' }),
    ];
    expect(ids({ category: 'Career' }, list)).toEqual(['exact']);
    expect(ids({ status: 'In Progress' }, list)).toEqual(['exact']);
    expect(ids({ status: 'Open' }, list)).toEqual([]);
  });

  it('an unknown category or status is shown under All only', () => {
    const list = [question('odd', { category: 'Sports', status: 'Archived' })];
    expect(ids({}, list)).toEqual(['odd']);
    for (const category of CATEGORIES) expect(ids({ category }, list)).toEqual([]);
    for (const status of QUESTION_STATUSES) expect(ids({ status }, list)).toEqual([]);
  });
});

describe('question list sort', () => {
  it('Newest: createdAt descending, unreadable dates last', () => {
    expect(ids({ sort: 'Newest' })).toEqual(newest);
  });

  it('Oldest: createdAt ascending, unreadable dates still last', () => {
    expect(ids({ sort: 'Oldest' })).toEqual(['oldest', 'exam', 'placements', 'hostel', 'react', 'broken']);
  });

  it('Popular: upvotes − downvotes descending, equal scores newest first, unreadable dates last among equals', () => {
    // scores: placements 4 (Mar 3), exam 4 (Mar 1), broken 4 (no date), react 2, oldest 0, hostel -3
    expect(ids({ sort: 'Popular' })).toEqual(['placements', 'exam', 'broken', 'react', 'oldest', 'hostel']);
  });

  it('Popular is by the difference, not by the upvotes alone', () => {
    const list = [
      question('many-up-many-down', { upvotes: 100, downvotes: 99 }), // 1
      question('few-up', { upvotes: 2, downvotes: 0 }), // 2
      question('negative', { upvotes: 0, downvotes: 1 }), // -1
      question('zero', { upvotes: 0, downvotes: 0 }), // 0
    ];
    expect(ids({ sort: 'Popular' }, list)).toEqual(['few-up', 'many-up-many-down', 'zero', 'negative']);
  });

  it('a higher score beats a newer date; an unreadable date does not lower a higher score', () => {
    const list = [
      question('new-low', { createdAt: '2026-03-10T00:00:00.000Z', upvotes: 1 }),
      question('bad-high', { createdAt: '', upvotes: 2 }),
      question('old-high', { createdAt: '2020-01-01T00:00:00.000Z', upvotes: 2 }),
    ];
    expect(ids({ sort: 'Popular' }, list)).toEqual(['old-high', 'bad-high', 'new-low']);
  });

  it('compares instants, not strings: offsets and precision are read', () => {
    const list = [
      // 2026-03-05T04:00Z, looks later than the next one as a string
      question('kolkata', { createdAt: '2026-03-05T09:30:00+05:30' }),
      // 2026-03-05T05:00Z
      question('utc', { createdAt: '2026-03-05T05:00:00Z' }),
      // 2026-03-05T04:00:00.001Z: one millisecond after 'kolkata'
      question('ms', { createdAt: '2026-03-05T04:00:00.001Z' }),
    ];
    expect(ids({ sort: 'Newest' }, list)).toEqual(['utc', 'ms', 'kolkata']);
    expect(ids({ sort: 'Oldest' }, list)).toEqual(['kolkata', 'ms', 'utc']);
  });

  it('equal keys keep the input order (stable) in every sort', () => {
    const same = '2026-03-05T00:00:00.000Z';
    const list = [
      question('a', { createdAt: same, upvotes: 1 }),
      question('b', { createdAt: same, upvotes: 1 }),
      question('c', { createdAt: same, upvotes: 1 }),
    ];
    for (const sort of SORT_OPTIONS) expect(ids({ sort }, list)).toEqual(['a', 'b', 'c']);
  });

  it.each(SORT_OPTIONS)('%s: several unreadable dates go last, in input order', (sort) => {
    const list = [
      question('bad1', { createdAt: 'garbage' }),
      question('good', { createdAt: '2026-03-05T00:00:00.000Z' }),
      question('bad2', { createdAt: '' }),
      question('bad3', { createdAt: '2026-02-30T99:00:00Z' }),
    ];
    expect(ids({ sort }, list)).toEqual(['good', 'bad1', 'bad2', 'bad3']);
  });

  it('an empty list stays empty', () => {
    for (const sort of SORT_OPTIONS) expect(ids({ sort, search: 'x' }, [])).toEqual([]);
  });

  it('popularity is upvotes minus downvotes', () => {
    expect(popularity({ upvotes: 7, downvotes: 3 })).toBe(4);
    expect(popularity({ upvotes: 0, downvotes: 2 })).toBe(-2);
  });
});

describe('keys sorted once, filtered per keystroke', () => {
  it('answer every search, category and status in every sort as filterQuestions does', () => {
    const keys = questionKeys(questions);
    for (const sort of SORT_OPTIONS) {
      const sorted = sortQuestionKeys(keys, sort);
      for (const search of ['', 'p', 'PLACE', ' the ', 'no such text']) {
        for (const category of CATEGORY_FILTER_OPTIONS) {
          const filters = { ...DEFAULT_QUESTION_FILTERS, sort, search, category };
          expect(filterQuestionKeys(sorted, filters).map((q) => q._id), JSON.stringify(filters)).toEqual(ids(filters));
        }
      }
    }
    expect(keys.map((k) => k.q)).toEqual(questions); // sorting made a new array
  });
});

describe('purity', () => {
  it('does not change its input and returns a new array of the same objects', () => {
    const before = JSON.stringify(questions);
    for (const sort of SORT_OPTIONS) {
      const result = filterQuestions(questions, { ...DEFAULT_QUESTION_FILTERS, sort });
      expect(result).not.toBe(questions);
      expect(result).toHaveLength(questions.length);
      for (const q of result) expect(questions).toContain(q);
    }
    expect(JSON.stringify(questions)).toBe(before);
    expect(questions.map((q) => q._id)).toEqual(['placements', 'react', 'exam', 'hostel', 'broken', 'oldest']);
  });

  it('works on a frozen list and keeps extra fields and the element type', () => {
    const list = Object.freeze([{ ...question('x'), extra: 42 }]);
    const [first] = filterQuestions(list, DEFAULT_QUESTION_FILTERS);
    expect(first).toBe(list[0]);
    expect(first?.extra).toBe(42);
  });
});

describe('filter constants', () => {
  it('DEFAULT_QUESTION_FILTERS: nothing set, Newest, frozen', () => {
    expect(DEFAULT_QUESTION_FILTERS).toEqual({ search: '', category: 'All', status: 'All', tag: '', sort: 'Newest' });
    expect(Object.isFrozen(DEFAULT_QUESTION_FILTERS)).toBe(true);
  });

  it('category options: All first, then every category once', () => {
    expect(CATEGORY_FILTER_OPTIONS).toEqual(['All', 'Career', 'Technical', 'Academic', 'General']);
    expect(CATEGORY_FILTER_OPTIONS.slice(1)).toEqual([...CATEGORIES]);
    expect(Object.isFrozen(CATEGORY_FILTER_OPTIONS)).toBe(true);
  });

  it('status options: All, Open, Closed, In Progress, Resolved — every status once', () => {
    expect(STATUS_FILTER_OPTIONS).toEqual(['All', 'Open', 'Closed', 'In Progress', 'Resolved']);
    expect([...STATUS_FILTER_OPTIONS.slice(1)].sort()).toEqual([...QUESTION_STATUSES].sort());
    expect(Object.isFrozen(STATUS_FILTER_OPTIONS)).toBe(true);
  });

  it('sort options: Newest, Oldest, Popular', () => {
    expect(SORT_OPTIONS).toEqual(['Newest', 'Oldest', 'Popular']);
    expect(Object.isFrozen(SORT_OPTIONS)).toBe(true);
  });
});

describe('the tag filter (issue 33)', () => {
  it('keeps the questions carrying the tag, with the other filters and the sort', () => {
    const list = [
      question('gate-new', { tags: ['gate', 'higher-studies'], createdAt: '2026-03-05T10:00:00.000Z', category: 'Academic' }),
      question('untagged', { createdAt: '2026-03-04T10:00:00.000Z' }),
      question('gate-old', { tags: ['gate'], createdAt: '2026-03-02T10:00:00.000Z' }),
      question('gat', { tags: ['gat'], createdAt: '2026-03-03T10:00:00.000Z' }),
    ];
    const ids = (filters: Partial<QuestionFilters>) => filterQuestions(list, { ...DEFAULT_QUESTION_FILTERS, ...filters }).map((q) => q._id);
    expect(ids({ tag: 'gate' })).toEqual(['gate-new', 'gate-old']);
    expect(ids({ tag: 'gate', sort: 'Oldest' })).toEqual(['gate-old', 'gate-new']);
    expect(ids({ tag: 'gate', category: 'Academic' })).toEqual(['gate-new']);
    expect(ids({ tag: '' })).toHaveLength(4);
    expect(ids({ tag: 'nothing' })).toEqual([]);
  });
});

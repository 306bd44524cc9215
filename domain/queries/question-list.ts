import { CATEGORIES, type Category, type QuestionStatus } from './question-schema.ts';
import type { Question } from './query-rows.ts';
import type { VoteValue } from './votes.ts';

/** A question as the Query Portal list shows it: the wire row, with the member's vote when known. */
export type QuestionSummary = Question & { myVote?: VoteValue };

export type QuestionSort = 'Newest' | 'Oldest' | 'Popular';

export type QuestionFilters = {
  /** Matches title or content: case-insensitive substring of the trimmed text; blank matches all. */
  search: string;
  category: 'All' | Category;
  status: 'All' | QuestionStatus;
  /** One tag (issue 33), as stored; blank matches all. */
  tag: string;
  sort: QuestionSort;
};

/** What the list starts with, and what 'Clear Filters' goes back to. */
export const DEFAULT_QUESTION_FILTERS: Readonly<QuestionFilters> = Object.freeze({
  search: '',
  category: 'All',
  status: 'All',
  tag: '',
  sort: 'Newest',
});

/** Spec 4: filter options start with All, then the categories. */
export const CATEGORY_FILTER_OPTIONS: readonly ('All' | Category)[] = Object.freeze(['All', ...CATEGORIES]);

/** Spec 4/9: All, then the statuses seen (Open, Closed, In Progress), then Resolved (filter only). */
export const STATUS_FILTER_OPTIONS: readonly ('All' | QuestionStatus)[] = Object.freeze([
  'All',
  'Open',
  'Closed',
  'In Progress',
  'Resolved',
] satisfies ('All' | QuestionStatus)[]);

export const SORT_OPTIONS: readonly QuestionSort[] = Object.freeze(['Newest', 'Oldest', 'Popular'] satisfies QuestionSort[]);

/** The fields the filters read; a full `QuestionSummary` has them all. */
export type FilterableQuestion = Pick<
  QuestionSummary,
  'title' | 'content' | 'category' | 'status' | 'createdAt' | 'upvotes' | 'downvotes' | 'tags'
>;

/** Milliseconds since the epoch, or undefined for an unreadable date. */
const timeOf = (iso: string): number | undefined => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? undefined : t;
};

/** Orders readable instants newest first; unreadable ones after every readable one. */
const newestFirst = (a: number | undefined, b: number | undefined): number => {
  if (a === undefined || b === undefined) return (a === undefined ? 1 : 0) - (b === undefined ? 1 : 0);
  return b - a;
};

/** Orders readable instants oldest first; unreadable ones still last. */
const oldestFirst = (a: number | undefined, b: number | undefined): number => {
  if (a === undefined || b === undefined) return (a === undefined ? 1 : 0) - (b === undefined ? 1 : 0);
  return a - b;
};

/** The score Popular sorts by (spec 9): upvotes minus downvotes. */
export const popularity = (q: Pick<QuestionSummary, 'upvotes' | 'downvotes'>) => q.upvotes - q.downvotes;

/** A question with what the list compares, lower-cased and parsed once per list (not per keystroke). */
export type QuestionKeys<Q> = { q: Q; title: string; content: string; time: number | undefined; score: number };

/** The keys of each question, in the list's order. */
export function questionKeys<Q extends FilterableQuestion>(list: readonly Q[]): QuestionKeys<Q>[] {
  return list.map((q) => ({
    q,
    title: (q.title ?? '').toLowerCase(),
    content: (q.content ?? '').toLowerCase(),
    time: timeOf(q.createdAt),
    score: popularity(q),
  }));
}

/** The keys in the order `sort` shows them (a new array; a stable sort, as `filterQuestions` says). */
export function sortQuestionKeys<K extends QuestionKeys<unknown>>(keys: readonly K[], sort: QuestionSort): K[] {
  const rows = [...keys];
  switch (sort) {
    case 'Oldest':
      return rows.sort((a, b) => oldestFirst(a.time, b.time));
    case 'Popular':
      return rows.sort((a, b) => b.score - a.score || newestFirst(a.time, b.time));
    case 'Newest':
    default:
      return rows.sort((a, b) => newestFirst(a.time, b.time));
  }
}

/**
 * The search, category and status of `filterQuestions` on keys already in their sort order (the
 * order is kept): sort once per list and sort option, filter per keystroke.
 */
export function filterQuestionKeys<Q extends FilterableQuestion>(sorted: readonly QuestionKeys<Q>[], filters: QuestionFilters): Q[] {
  const search = filters.search.trim().toLowerCase();
  const { category, status, tag } = filters;
  const kept: Q[] = [];
  for (const k of sorted) {
    if (search && !(k.title.includes(search) || k.content.includes(search))) continue;
    if (category !== 'All' && k.q.category !== category) continue;
    if (status !== 'All' && k.q.status !== status) continue;
    if (tag && !k.q.tags?.includes(tag)) continue;
    kept.push(k.q);
  }
  return kept;
}

/**
 * The Query Portal list's filters and sort (spec 2 "Query Portal list", spec 9), all together:
 *
 * - search: the trimmed text, lower-cased, as a substring of the title or the content; blank
 *   (empty or only spaces) filters nothing.
 * - category / status: 'All' filters nothing; otherwise an exact (case-sensitive) match.
 * - tag: blank filters nothing; otherwise questions carrying that tag.
 * - sort Newest: createdAt descending; Oldest: ascending. Instants are compared, not strings, so
 *   '…+05:30' and '…Z' order correctly.
 * - sort Popular: upvotes − downvotes descending; equal scores newest first.
 * - An unreadable createdAt sorts after every readable one in every order (for Popular: after the
 *   readable ones with the same score). Anything still equal keeps the input order (stable sort).
 *
 * Returns a new array holding the same objects; the input is not changed. Filtering a stably
 * sorted list gives what sorting the filtered one would, so the screen sorts once per list.
 */
export function filterQuestions<Q extends FilterableQuestion>(list: readonly Q[], filters: QuestionFilters): Q[] {
  return filterQuestionKeys(sortQuestionKeys(questionKeys(list), filters.sort), filters);
}

import * as v from 'valibot';
import { queryInt } from '../query-params.ts';
import { noNul } from '../validation.ts';
import type { Question } from './query-rows.ts';

// Issue 33: searching the Query Portal, online (GET /api/query/search, Postgres full text with
// pg_trgm typo tolerance) and offline (the device's own index over what it holds). Both answer
// with the same shapes, so one screen shows either.

export const SEARCH_TEXTS = {
  empty: 'Type a few words to search',
  tooLong: 'Search for at most 200 characters',
  notText: 'Search for words',
} as const;

export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 20;
/** The highest page: 50 pages of 20 is far past what anyone reads, and keeps offsets small. */
export const SEARCH_MAX_PAGE = 50;
/** The server ranks the newest this many matches of a query: all the pages there are. */
export const SEARCH_RANKED_CAP = SEARCH_PAGE_SIZE * SEARCH_MAX_PAGE;

/** 'Unanswered': no answer yet; 'Resolved': the status (an accepted answer sets it). */
export const SEARCH_FILTERS = ['All', 'Unanswered', 'Resolved'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** GET /api/query/search?q=&filter=&page= */
export const QuestionSearchQuerySchema = v.object({
  q: v.pipe(
    v.string(SEARCH_TEXTS.notText),
    noNul<string>(),
    v.maxLength(SEARCH_MAX_LENGTH, SEARCH_TEXTS.tooLong),
    v.trim(),
    v.minLength(1, SEARCH_TEXTS.empty),
  ),
  filter: v.optional(v.picklist(SEARCH_FILTERS, `Filter is one of ${SEARCH_FILTERS.join(', ')}`), 'All'),
  page: queryInt('page', 1, SEARCH_MAX_PAGE, 1),
});
export type QuestionSearchQuery = v.InferOutput<typeof QuestionSearchQuerySchema>;

/** Where a hit's words were found, best first: the title, the question's text, an answer, a comment. */
export type SearchField = 'title' | 'content' | 'answer' | 'comment';

/** One found question: the sync row (so a hit opens offline), where it matched, and a plain-text excerpt. */
export type QuestionSearchHit = {
  question: Question;
  /** Higher is better; comparable within one answer only. */
  score: number;
  matchedIn: SearchField;
  /** Up to ~200 characters of the text that matched, plain text: screens mark the words themselves. */
  excerpt: string;
};

/** A page of results. `terms` are the words searched for after typo correction, to mark in titles and excerpts. */
export type QuestionSearchPage = {
  query: string;
  /** The query as searched when a word was corrected ('intervew' → 'interview'), else null. */
  correctedQuery: string | null;
  terms: string[];
  filter: SearchFilter;
  page: number;
  pageSize: number;
  total: number;
  /** More questions match than the SEARCH_RANKED_CAP newest that were ranked: `total` is that cap ('1,000+'). */
  totalCapped?: boolean;
  hits: QuestionSearchHit[];
};

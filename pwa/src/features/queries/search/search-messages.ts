import type { QuestionSearchPage } from '#domain/queries/search.ts';
import type { LocalSearch } from './question-index.ts';

/** A question for the search worker. */
export type SearchAsk = { kind: 'search'; search: LocalSearch } | { kind: 'similar'; title: string; limit: number };

/** What the page posts to the search worker. */
export type SearchRequest = { id: number } & SearchAsk;

/** What it answers. */
export type SearchReply = { id: number } & ({ ok: true; page: QuestionSearchPage } | { ok: false; message: string });

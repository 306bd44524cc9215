import type { QuestionSearchPage, QuestionSearchQuery } from '#domain/queries/search.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';
import { searchOnDevice, similarOnDevice } from '../search/device-search.ts';

/** Where a page of results came from: the server's search, or this device's index. */
export type SearchSource = 'server' | 'device';
export type SearchAnswer = { page: QuestionSearchPage; source: SearchSource };

const path = ({ q, filter, page }: QuestionSearchQuery) =>
  `/api/query/search?${new URLSearchParams({ q, filter, page: String(page) }).toString()}`;

/** GET /api/query/search (issue 33): the server's ranked search over every question. */
export const searchQuestionsOnline = (query: QuestionSearchQuery, signal: AbortSignal) =>
  api.get<QuestionSearchPage>(path(query), { signal, timeoutMs: 8_000 });

/**
 * What the search box shows: the server's answer when online; this device's index when offline,
 * or when the server cannot answer (no network, an error, a server without the route). Only a
 * refusal of the words themselves (400) is the server's word. Throws the caller's AbortError.
 */
export async function searchQuestions(query: QuestionSearchQuery, signal: AbortSignal): Promise<SearchAnswer> {
  if (navigator.onLine) {
    try {
      return { page: await searchQuestionsOnline(query, signal), source: 'server' };
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof HttpError && error.status === 400) throw error;
    }
  }
  return { page: await searchOnDevice(query), source: 'device' };
}

/**
 * Up to five questions like a title being written. The server's search needs every word, which a
 * long title rarely finds together: when it finds none (or cannot answer), the device's index,
 * which holds every question too and lets any word count, is asked.
 */
export async function similarQuestions(title: string, signal: AbortSignal): Promise<SearchAnswer> {
  if (navigator.onLine) {
    try {
      const page = await searchQuestionsOnline({ q: title, filter: 'All', page: 1 }, signal);
      if (page.hits.length > 0) return { page: { ...page, hits: page.hits.slice(0, 5) }, source: 'server' };
    } catch (error) {
      if (signal.aborted) throw error;
    }
  }
  return { page: await similarOnDevice(title, 5), source: 'device' };
}

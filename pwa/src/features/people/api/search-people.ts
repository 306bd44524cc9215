import type { PersonCard } from '#domain/people/person-card.ts';
import { api, HttpError, NetworkError, ParseError } from '#pwa/lib/api-client.ts';

/** POST /api/search {query} → {users} (spec section 7, User search). */
export async function searchPeople(query: string, signal: AbortSignal): Promise<PersonCard[]> {
  const body = await api.post<{ users?: unknown }>('/api/search', { query }, { signal });
  if (!Array.isArray(body?.users)) throw new ParseError();
  return body.users as PersonCard[];
}

export const SEARCH_FAILED = 'Search failed. Please try again.';
export const SEARCH_OFFLINE = 'You are offline: search needs a connection.';

/** What the dropdown says when a search fails: offline, the server's own words (e.g. too many), or a fallback. */
export function searchErrorMessage(error: unknown): string {
  if (error instanceof NetworkError || (typeof navigator !== 'undefined' && !navigator.onLine)) return SEARCH_OFFLINE;
  if (error instanceof HttpError && error.serverMessage) return error.serverMessage;
  return SEARCH_FAILED;
}

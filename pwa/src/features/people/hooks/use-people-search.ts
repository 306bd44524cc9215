import type { PersonCard } from '#domain/people/person-card.ts';
import { SEARCH_KEEP_MS, useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { useSettled } from '#pwa/hooks/use-settled.ts';
import { searchPeople } from '../api/search-people.ts';

const SETTLE_MS = 250;
const NOBODY: PersonCard[] = [];

export type PeopleSearch = { query: string; status: 'idle' | 'loading' | 'success' | 'error'; people: PersonCard[]; error: unknown };

/**
 * Searches once the typing settles: trimmed, empty does nothing (spec section 2), and answers are
 * kept 300 s (spec section 7), so going back over a query costs no request.
 */
export function usePeopleSearch(text: string, enabled: boolean): PeopleSearch {
  const query = text.trim();
  const settled = useSettled(query, SETTLE_MS);
  const active = enabled && settled !== '';
  const result = useOnlineQuery(`search:${settled.toLowerCase()}`, (signal) => searchPeople(settled, signal), {
    enabled: active,
    keepMs: SEARCH_KEEP_MS,
  });
  const status: PeopleSearch['status'] = !active ? 'idle' : settled !== query ? 'loading' : result.status;
  return { query, status, people: status === 'success' ? (result.data ?? NOBODY) : NOBODY, error: result.error };
}

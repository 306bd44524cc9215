import { useLiveQuery } from 'dexie-react-hooks';
import { SEARCH_LIMIT } from '#domain/people/person-card.ts';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { SEARCH_KEEP_MS, useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { useSettled } from '#pwa/hooks/use-settled.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { localSuggestedPeople, searchSuggestedPeople, type SuggestedPerson } from '#pwa/lib/people-suggestions.ts';

const SETTLE_MS = 200;
const NOBODY: SuggestedPerson[] = [];

/**
 * Members to suggest after an `@` or to tag in a photo: from the people search when online (only
 * those the member may see), else from the batch-mates this device keeps. Never the member
 * themself. `query` null: none.
 */
export function usePeopleSuggestions(query: string | null): SuggestedPerson[] {
  const me = useSessionStore((s) => s.user?._id);
  const online = useOnline();
  const settled = useSettled(query?.trim() ?? '', SETTLE_MS);
  const searching = online && query !== null && settled.length >= 2;
  // The last list stays while the next letters' list loads: an Enter pressed then still picks.
  const remote = useOnlineQuery(`people:${settled.toLowerCase()}`, (signal) => searchSuggestedPeople(settled, signal), {
    enabled: searching,
    keepMs: SEARCH_KEEP_MS,
    keepPreviousData: true,
  });
  // The device's list shows until the server's first list arrives, so the names seen while
  // typing do not vanish under a pressed Enter.
  const useLocal = query !== null && (!searching || remote.data === undefined);
  const local = useLiveQuery(() => (useLocal ? localSuggestedPeople(query ?? '', SEARCH_LIMIT) : NOBODY), [useLocal, query]);
  const people = useLocal ? (local ?? NOBODY) : (remote.data ?? NOBODY);
  return query === null ? NOBODY : people.filter((p) => p._id !== me);
}

import type { Mention } from '#domain/queries/mentions.ts';
import type { PersonCard } from '#domain/people/person-card.ts';
import { api, ParseError } from '#pwa/lib/api-client.ts';
import { localDb } from '#pwa/sync/local-db.ts';

/** Someone to mention or tag, as the suggestions show them. */
export type SuggestedPerson = Mention & { detail: string };

const toPerson = (p: PersonCard): SuggestedPerson => ({ _id: p._id, fullName: p.fullName, rollNumber: String(p.rollNumber), detail: `${p.branch} · ${p.batch}` });

/** Online: the people search (POST /api/search), which finds only the members the caller may see. */
export async function searchSuggestedPeople(query: string, signal: AbortSignal): Promise<SuggestedPerson[]> {
  const body = await api.post<{ users?: unknown }>('/api/search', { query }, { signal });
  if (!Array.isArray(body?.users)) throw new ParseError();
  return (body.users as PersonCard[]).map(toPerson);
}

/** Offline: the member's batch-mates kept on this device, whose names start a word with `query`. */
export async function localSuggestedPeople(query: string, limit: number): Promise<SuggestedPerson[]> {
  const q = query.trim().toLowerCase();
  const all = await localDb.classmates.orderBy('fullName').toArray();
  return all
    .filter((p) => q === '' || p.fullName.toLowerCase().split(/\s+/).some((word) => word.startsWith(q)) || p.fullName.toLowerCase().startsWith(q))
    .slice(0, limit)
    .map(toPerson);
}

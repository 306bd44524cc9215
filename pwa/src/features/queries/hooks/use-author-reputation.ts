import type { ApiQuestionDetail } from '#domain/queries/query-rows.ts';
import { api } from '#pwa/lib/api-client.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';

// Answer cards render from the device's rows; reputation is computed by the server (ADR 0114), so
// the authors' figures come with GET /api/query/{id} when online, and the last ones known are kept
// on the device for offline (a few hundred numbers, nothing private).
const STORE_KEY = 'alumni-portal:reputation';
const KEEP = 500;

function remembered(): Record<string, number> {
  try {
    const stored = JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function remember(fresh: Record<string, number>) {
  try {
    const all = Object.entries({ ...remembered(), ...fresh }).slice(-KEEP);
    localStorage.setItem(STORE_KEY, JSON.stringify(Object.fromEntries(all)));
  } catch {
    // Storage full or blocked: the figures show while online.
  }
}

async function fetchAuthors(questionId: string, signal: AbortSignal): Promise<Record<string, number>> {
  const detail = await api.get<ApiQuestionDetail>(`/api/query/${encodeURIComponent(questionId)}`, { signal });
  const authors = [detail.askedBy, ...(Array.isArray(detail.answers) ? detail.answers.map((a) => a.answeredBy) : [])];
  const fresh = Object.fromEntries(authors.flatMap((a) => (a?._id && typeof a.reputation === 'number' ? [[a._id, a.reputation]] : [])));
  remember(fresh);
  return fresh;
}

/** The reputation of the question's authors by member id: fetched online, the last known offline. */
export function useAuthorReputation(questionId: string): Record<string, number> {
  const { data } = useOnlineQuery(`reputation:${questionId}`, (signal) => fetchAuthors(questionId, signal));
  return data ?? remembered();
}

import type { DirectoryFilters, DirectoryPage } from '#domain/people/person-card.ts';
import { api, ParseError } from '#pwa/lib/api-client.ts';

export type DirectoryParams = { batch: string; course: string; branch: string; company: string; city: string; page: number };
export const DIRECTORY_LOAD_FAILED = 'Could not load the directory. Please try again.';

/** GET /api/people: one page of members, narrowed by the filters that are set. */
export async function fetchDirectory(params: DirectoryParams, signal: AbortSignal): Promise<DirectoryPage> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value && !(key === 'page' && value === 1)) query.set(key, String(value));
  const body = await api.get<DirectoryPage>(`/api/people${query.size ? `?${query}` : ''}`, { signal });
  if (!Array.isArray(body?.users) || typeof body.total !== 'number') throw new ParseError();
  return body;
}

/** GET /api/people/filters: what the selects offer. */
export async function fetchDirectoryFilters(signal: AbortSignal): Promise<DirectoryFilters> {
  const body = await api.get<DirectoryFilters>('/api/people/filters', { signal });
  if (!Array.isArray(body?.batches)) throw new ParseError();
  return body;
}

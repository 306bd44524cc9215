import type { ApiQuestion } from '#domain/queries/query-rows.ts';
import { api, NetworkError } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { storeFetched } from './local-rows.ts';

export const LIST_LOAD_FAILED = 'Could not load the questions. Please try again.';
export const LIST_OFFLINE = 'You are offline, and no questions are saved on this device yet.';

/**
 * GET /api/query into the local store. Only used while the store is still empty (first visit
 * before the sync engine's first pull), so the list can show a real loading and error state.
 */
export async function loadQuestionList(signal: AbortSignal): Promise<true> {
  const questions = await api.get<ApiQuestion[]>('/api/query', { signal });
  await storeFetched(Array.isArray(questions) ? questions : []);
  return true;
}

/** What a failed read of the portal says: offline, the server's own words, or the fallback. */
export const queryLoadMessage = (error: unknown, offline: string, fallback: string) =>
  error instanceof NetworkError ? offline : loadErrorMessage(error, fallback);

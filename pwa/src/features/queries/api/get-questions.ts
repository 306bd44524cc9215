import { api, HttpError, NetworkError } from '../../../lib/api-client.ts';
import { storeFetched, type ApiQuestion } from './local-rows.ts';

export const LIST_LOAD_FAILED = 'Could not load the questions. Please try again.';
export const LIST_OFFLINE = 'You are offline, and no questions are saved on this device yet.';

export type LoadResult = { ok: true } | { ok: false; message: string };

/**
 * GET /api/query into the local store. Only used while the store is still empty (first visit
 * before the sync engine's first pull), so the list can show a real loading and error state.
 */
export async function loadQuestionList(signal: AbortSignal): Promise<LoadResult> {
  try {
    const questions = await api.get<ApiQuestion[]>('/api/query', { signal });
    await storeFetched(Array.isArray(questions) ? questions : []);
    return { ok: true };
  } catch (error) {
    if (signal.aborted) return { ok: true };
    if (error instanceof NetworkError) return { ok: false, message: LIST_OFFLINE };
    if (error instanceof HttpError) return { ok: false, message: error.serverMessage ?? LIST_LOAD_FAILED };
    return { ok: false, message: LIST_LOAD_FAILED };
  }
}

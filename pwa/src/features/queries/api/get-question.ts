import type { ApiQuestionDetail } from '#domain/queries/query-rows.ts';
import { api } from '#pwa/lib/api-client.ts';
import { storeFetched } from './local-rows.ts';

// Spec section 8 gives the job detail's fallback text; the question detail reads the same.
export const QUESTION_LOAD_FAILED = 'Error in Loading Question';
export const QUESTION_OFFLINE = 'You are offline, and this question is not saved on this device yet.';

/**
 * GET /api/query/{id} into the local store, for a question this device does not hold yet (a link
 * opened right after login, before the first pull). The screen keeps reading the local store.
 */
export async function loadQuestion(id: string, signal: AbortSignal): Promise<true> {
  const detail = await api.get<ApiQuestionDetail>(`/api/query/${encodeURIComponent(id)}`, { signal });
  await storeFetched([detail], Array.isArray(detail.answers) ? detail.answers : []);
  return true;
}

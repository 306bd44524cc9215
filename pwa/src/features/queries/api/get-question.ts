import { api, HttpError, NetworkError } from '../../../lib/api-client.ts';
import { storeFetched, type ApiAnswer, type ApiQuestion } from './local-rows.ts';

// Spec section 8 gives the job detail's fallback text; the question detail reads the same.
export const QUESTION_LOAD_FAILED = 'Error in Loading Question';
export const QUESTION_OFFLINE = 'You are offline, and this question is not saved on this device yet.';

type QuestionDetail = ApiQuestion & { userId: string; answers: ApiAnswer[] };

export type LoadResult = { ok: true } | { ok: false; message: string };

/**
 * GET /api/query/{id} into the local store, for a question this device does not hold yet (a link
 * opened right after login, before the first pull). The screen keeps reading the local store.
 */
export async function loadQuestion(id: string, signal: AbortSignal): Promise<LoadResult> {
  try {
    const detail = await api.get<QuestionDetail>(`/api/query/${encodeURIComponent(id)}`, { signal });
    await storeFetched([detail], Array.isArray(detail.answers) ? detail.answers : []);
    return { ok: true };
  } catch (error) {
    if (signal.aborted) return { ok: true };
    if (error instanceof NetworkError) return { ok: false, message: QUESTION_OFFLINE };
    if (error instanceof HttpError) return { ok: false, message: error.serverMessage ?? QUESTION_LOAD_FAILED };
    return { ok: false, message: QUESTION_LOAD_FAILED };
  }
}

import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { AUDIT_KEY } from './audit-log.ts';

export type CloseHow = 'deactivate' | 'erase';

/** POST /api/admin/student/{id}/account/{deactivate|erase}: on the member's request, with the reason. */
export async function closeAccount(rosterId: string, how: CloseHow, reason: string): Promise<{ ok: true; message: string } | { ok: false; message: string; issues: FieldIssue[] }> {
  try {
    const body = await api.post<{ message: string }>(`/api/admin/student/${encodeURIComponent(rosterId)}/account/${how}`, { reason });
    invalidateOnline(AUDIT_KEY);
    return { ok: true, message: body.message };
  } catch (error) {
    return { ok: false, message: loadErrorMessage(error, 'The account could not be closed. Please try again.'), issues: error instanceof HttpError ? error.issues : [] };
  }
}

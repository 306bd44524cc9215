import { ADMIN_RESET_SENT } from '#domain/accounts/password-reset.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { AUDIT_KEY } from './audit-log.ts';

/** POST /api/admin/student/{id}/password-reset: the member is mailed a code; the office never sees it. */
export async function sendResetCode(rosterId: string): Promise<{ ok: boolean; message: string }> {
  try {
    const body = await api.post<{ message?: unknown }>(`/api/admin/student/${encodeURIComponent(rosterId)}/password-reset`);
    invalidateOnline(AUDIT_KEY);
    return { ok: true, message: typeof body?.message === 'string' ? body.message : ADMIN_RESET_SENT };
  } catch (error) {
    return { ok: false, message: loadErrorMessage(error, 'The code could not be sent. Please try again.') };
  }
}

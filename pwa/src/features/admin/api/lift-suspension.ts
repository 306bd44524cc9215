import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { AUDIT_KEY } from './audit-log.ts';
import { SUSPENDED_KEY } from './suspended-members.ts';

/** DELETE /api/admin/members/{id}/suspend: the member may sign in again at once. */
export async function liftSuspension(id: string): Promise<{ ok: boolean; message: string }> {
  try {
    await api.delete(`/api/admin/members/${encodeURIComponent(id)}/suspend`);
    invalidateOnline(SUSPENDED_KEY);
    invalidateOnline(AUDIT_KEY);
    return { ok: true, message: 'Suspension lifted' };
  } catch (error) {
    return { ok: false, message: loadErrorMessage(error, 'Could not lift the suspension') };
  }
}

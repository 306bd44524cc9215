import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { AUDIT_KEY } from './audit-log.ts';
import { MODERATION_KEY } from './moderation-queue.ts';

/** PUT /api/admin/moderation/settings: how many members' open reports hide a thing until a moderator looks. */
export async function saveAutoHideReports(autoHideReports: number): Promise<{ ok: boolean; message: string }> {
  try {
    await api.put('/api/admin/moderation/settings', { autoHideReports });
    invalidateOnline(MODERATION_KEY);
    invalidateOnline(AUDIT_KEY);
    return { ok: true, message: 'Setting saved' };
  } catch (error) {
    return { ok: false, message: loadErrorMessage(error, 'Could not save the setting') };
  }
}

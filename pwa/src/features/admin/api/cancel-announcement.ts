import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { ANNOUNCEMENTS_KEY } from './announcements.ts';

/** POST /api/admin/announcements/{id}/cancel: only a scheduled one. */
export async function cancelAnnouncement(id: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await api.post(`/api/admin/announcements/${encodeURIComponent(id)}/cancel`);
    invalidateOnline(ANNOUNCEMENTS_KEY);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: loadErrorMessage(error, 'Could not cancel the announcement') };
  }
}

import type { CreateAnnouncementInput } from '#domain/announcements/announcement.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { ANNOUNCEMENTS_KEY } from './announcements.ts';

/** POST /api/admin/announcements: sent now (sendAt null) or at sendAt; 400s name their fields. */
export async function createAnnouncement(input: CreateAnnouncementInput): Promise<{ ok: true; id: string } | { ok: false; message: string; issues: FieldIssue[] }> {
  try {
    const { id } = await api.post<{ id: string }>('/api/admin/announcements', input);
    invalidateOnline(ANNOUNCEMENTS_KEY);
    return { ok: true, id };
  } catch (error) {
    return { ok: false, message: loadErrorMessage(error, 'Could not save the announcement'), issues: error instanceof HttpError ? error.issues : [] };
  }
}

import type { AdminAnnouncement } from '#domain/announcements/announcement.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';

/** The online cache's key of the list: a send or a cancel invalidates it. */
export const ANNOUNCEMENTS_KEY = 'admin-announcements';

/** GET /api/admin/announcements: sent, sending, scheduled and cancelled ones, with their figures. */
export const useAdminAnnouncements = () =>
  useOnlineQuery<{ announcements: AdminAnnouncement[] }>(ANNOUNCEMENTS_KEY, (signal) => api.get('/api/admin/announcements', { signal }), {
    keepPreviousData: true,
  });

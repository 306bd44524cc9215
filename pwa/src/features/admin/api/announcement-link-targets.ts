import type { AnnouncementLinkTargets } from '#domain/announcements/announcement.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';

/** GET /api/admin/announcements/link-targets: what an announcement may link to, asked for once a link is wanted. */
export const useLinkTargets = (enabled: boolean) =>
  useOnlineQuery<AnnouncementLinkTargets>('admin-announcement-link-targets', (signal) => api.get('/api/admin/announcements/link-targets', { signal }), { enabled });

import type { Dashboard } from '#domain/dashboard/dashboard.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';

/**
 * GET /api/admin/dashboard: the figures as the server keeps them (computed at most every five
 * minutes). Each press of Refresh is a new key whose fetch asks for them computed now.
 */
export const useDashboard = (refreshes: number) =>
  useOnlineQuery<Dashboard>(`admin-dashboard:${refreshes}`, (signal) => api.get(`/api/admin/dashboard${refreshes ? '?fresh=1' : ''}`, { signal }), {
    keepPreviousData: true,
  });

import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';
import type { SuspendedMember } from '#domain/moderation/suspension.ts';

/** The online cache's key of the list: a suspension or a lift invalidates it. */
export const SUSPENDED_KEY = 'admin-suspended';


/** GET /api/admin/members/suspended: members suspended now, newest first. */
export const useSuspendedMembers = () =>
  useOnlineQuery<{ members: SuspendedMember[] }>(SUSPENDED_KEY, (signal) => api.get('/api/admin/members/suspended', { signal }), { keepPreviousData: true });

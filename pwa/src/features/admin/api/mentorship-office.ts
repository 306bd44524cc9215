import type { MentorshipOverview } from '#domain/mentorship/mentorship-office.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';
import { adminAction } from './admin-action.ts';
import { AUDIT_KEY } from './audit-log.ts';

const KEY = 'admin-mentorship';

/** GET /api/admin/mentorship: the programme's figures and the lists the office acts on. */
export const useMentorshipOverview = () => useOnlineQuery<MentorshipOverview>(KEY, (signal) => api.get('/api/admin/mentorship', { signal }), { keepPreviousData: true });

const act = (call: () => Promise<{ message: string }>, failed: string) => adminAction(call, failed, [KEY, AUDIT_KEY]);

/** PUT /api/admin/mentorship/mentors/{id}/pause: the mentor takes no new requests (or again). */
export const pauseMentor = (userId: string, input: { paused: boolean; reason: string }) =>
  act(() => api.put(`/api/admin/mentorship/mentors/${encodeURIComponent(userId)}/pause`, input), 'Could not change the mentor');

/** POST /api/admin/mentorship/mentorships/{id}/end: both members are told. */
export const endPairing = (id: string, input: { reason: string }) =>
  act(() => api.post(`/api/admin/mentorship/mentorships/${encodeURIComponent(id)}/end`, input), 'Could not end the mentorship');

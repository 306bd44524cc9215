import type { MentorshipOverview } from '#domain/mentorship/mentorship-office.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { invalidateOnline, useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { AUDIT_KEY } from './audit-log.ts';

const KEY = 'admin-mentorship';

/** GET /api/admin/mentorship: the programme's figures and the lists the office acts on. */
export const useMentorshipOverview = () => useOnlineQuery<MentorshipOverview>(KEY, (signal) => api.get('/api/admin/mentorship', { signal }), { keepPreviousData: true });

type Outcome = { ok: true; message: string } | { ok: false; message: string; issues: FieldIssue[] };

async function act(call: () => Promise<{ message: string }>, failed: string): Promise<Outcome> {
  try {
    const { message } = await call();
    invalidateOnline(KEY);
    invalidateOnline(AUDIT_KEY);
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: loadErrorMessage(error, failed), issues: error instanceof HttpError ? error.issues : [] };
  }
}

/** PUT /api/admin/mentorship/mentors/{id}/pause: the mentor takes no new requests (or again). */
export const pauseMentor = (userId: string, input: { paused: boolean; reason: string }) =>
  act(() => api.put(`/api/admin/mentorship/mentors/${encodeURIComponent(userId)}/pause`, input), 'Could not change the mentor');

/** POST /api/admin/mentorship/mentorships/{id}/end: both members are told. */
export const endPairing = (id: string, input: { reason: string }) =>
  act(() => api.post(`/api/admin/mentorship/mentorships/${encodeURIComponent(id)}/end`, input), 'Could not end the mentorship');

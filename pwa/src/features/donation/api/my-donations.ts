import type { DonationView } from '#domain/donations/donation.ts';
import { invalidateOnline, useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';

const KEY = 'donations:mine';

/** GET /api/donation/mine: the member's donations, newest first (online only: money is not cached). */
export const useMyDonations = (enabled: boolean) =>
  useOnlineQuery<DonationView[]>(KEY, (signal) => api.get<{ donations: DonationView[] }>('/api/donation/mine', { signal }).then((r) => r.donations), { enabled });

/** Stops a Monthly or Annual donation's future charges. */
export async function cancelRecurring(reference: string): Promise<{ ok: boolean; message: string }> {
  try {
    await api.post(`/api/donation/${encodeURIComponent(reference)}/cancel`);
    invalidateOnline(KEY);
    return { ok: true, message: 'Recurring donation cancelled. No further charges will be made.' };
  } catch (error) {
    return { ok: false, message: error instanceof HttpError && error.serverMessage ? error.serverMessage : 'Could not cancel. Please try again.' };
  }
}

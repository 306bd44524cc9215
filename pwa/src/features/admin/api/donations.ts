import type { AdminDonationPage, FundInput } from '#domain/donations/admin-donations.ts';
import type { Fund } from '#domain/donations/donation.ts';
import { invalidateOnline, useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';

export type DonationFilter = { status: string; fund: string; from: string; to: string; attention: '' | '1' };

export const filterQuery = (f: DonationFilter, page?: number) => {
  const query = new URLSearchParams(Object.entries(f).filter(([, v]) => v));
  if (page) query.set('page', String(page));
  return query.toString();
};

/** GET /api/admin/donations: one page and the totals over the whole filter. */
export const useAdminDonations = (f: DonationFilter, page: number) => {
  const query = filterQuery(f, page);
  return useOnlineQuery<AdminDonationPage>(`admin-donations:${query}`, (signal) => api.get(`/api/admin/donations?${query}`, { signal }), { keepPreviousData: true });
};

export const useFunds = () => useOnlineQuery<{ funds: Fund[] }>('admin-funds', (signal) => api.get('/api/admin/funds', { signal }));

/** POST /api/admin/funds or PUT /api/admin/funds/{id}. */
export async function saveFund(id: string | null, fund: FundInput): Promise<{ ok: boolean; message: string }> {
  try {
    await (id ? api.put(`/api/admin/funds/${id}`, fund) : api.post('/api/admin/funds', fund));
    invalidateOnline('admin-funds');
    invalidateOnline('admin-donations');
    return { ok: true, message: id ? 'Fund updated' : 'Fund added' };
  } catch (error) {
    return { ok: false, message: error instanceof HttpError && error.serverMessage ? error.serverMessage : 'Could not save the fund' };
  }
}

import type { DonationSummary } from '#domain/donations/donation.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';

/** GET /api/donation/summary: the hero's figures and the funds, from paid donations. */
export const useDonationSummary = () =>
  useOnlineQuery<DonationSummary>('donation-summary', (signal) => api.get<DonationSummary>('/api/donation/summary', { signal }), { keepMs: 60_000 });

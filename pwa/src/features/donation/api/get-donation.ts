import type { DonationView } from '#domain/donations/donation.ts';
import { api } from '#pwa/lib/api-client.ts';

/** GET /api/donation/{reference}: the server's word on a payment (owner or admin only). */
export const getDonation = (reference: string, signal?: AbortSignal) =>
  api.get<{ donation: DonationView }>(`/api/donation/${encodeURIComponent(reference)}`, { signal }).then((r) => r.donation);

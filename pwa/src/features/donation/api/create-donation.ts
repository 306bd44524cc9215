import { DONATION_MESSAGES as M, type CreatedDonation, type DonationRequest } from '#domain/donations/donation.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { api, HttpError, ParseError } from '#pwa/lib/api-client.ts';

export type CreateOutcome =
  | { ok: true; created: CreatedDonation }
  | { ok: false; message: string; issues?: FieldIssue[]; /** the spec's 'Error in Donation' screen */ fatal?: boolean };

/**
 * POST /api/donation. `idempotencyKey` is made once per attempt: a retry after a lost answer gets
 * the same Razorpay order back rather than a second one.
 */
export async function createDonation(request: DonationRequest, idempotencyKey: string): Promise<CreateOutcome> {
  try {
    const created = await api.post<CreatedDonation>('/api/donation', request, { headers: { 'Idempotency-Key': idempotencyKey } });
    if (!created?.donation?.id) return { ok: false, message: M.orderFailed };
    return { ok: true, created };
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, message: M.orderFailed };
    if (error instanceof HttpError && error.status < 500 && error.issues.length) return { ok: false, message: error.serverMessage ?? M.orderFailed, issues: error.issues };
    if (error instanceof HttpError) return { ok: false, message: error.serverMessage ?? M.loadFailed, fatal: true };
    return { ok: false, message: M.loadFailed, fatal: true };
  }
}

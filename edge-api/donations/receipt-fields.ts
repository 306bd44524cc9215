import { PAISE_PER_RUPEE } from '#domain/donations/donation.ts';
import { formatRupees } from '#domain/donations/rupees.ts';
import type { ReceiptFields } from '../outbox/receipt-pdf.ts';
import type { DonationRow } from './donation-rows.ts';

/** A paid donation as its receipt needs it, read by RECEIPT_ROW_COLUMNS from donations d, users u, donation_funds f. */
export type ReceiptRow = Pick<DonationRow, 'reference' | 'payment_id' | 'donation_type' | 'fund_name'> & {
  paid_amount: string;
  paid_at: Date;
  email: string;
  full_name: string;
  donor_id: string;
};

export const RECEIPT_ROW_COLUMNS = 'd.reference, d.payment_id, d.donation_type, f.name as fund_name, d.paid_amount, d.paid_at, u.email, u.full_name, d.donor_id';

/** The receipt's fields, as the receipt mail and the member's data archive both print them. */
export function receiptFieldsOf(row: ReceiptRow): ReceiptFields {
  return {
    fullName: row.full_name,
    reference: row.reference,
    amount: formatRupees(Number(row.paid_amount) / PAISE_PER_RUPEE),
    paidOn: row.paid_at.toISOString().slice(0, 10),
    fund: row.fund_name ?? 'General fund',
    paymentId: row.payment_id ?? '',
    donationType: row.donation_type,
  };
}

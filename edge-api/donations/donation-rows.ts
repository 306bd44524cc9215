import type { Sql, TransactionSql } from 'postgres';
import { PAISE_PER_RUPEE, type DonationStatus, type DonationType, type DonationView } from '#domain/donations/donation.ts';

export type Db = Sql | TransactionSql;

export type DonationRow = {
  id: string;
  reference: string;
  donor_id: string;
  fund_id: string | null;
  fund_name: string | null;
  amount: string;
  donation_type: DonationType;
  message: string;
  status: DonationStatus;
  idempotency_key: string | null;
  order_id: string | null;
  subscription_id: string | null;
  subscription_status: string | null;
  parent_id: string | null;
  payment_id: string | null;
  paid_amount: string | null;
  refunded_amount: string;
  created_at: Date;
  paid_at: Date | null;
  reconcile_failures: number;
  reconcile_error: string | null;
  reconcile_next_at: Date | null;
  reconcile_gave_up_at: Date | null;
};

export const DONATION_COLUMNS = `d.id, d.reference, d.donor_id, d.fund_id, f.name as fund_name, d.amount, d.donation_type,
  d.message, d.status, d.idempotency_key, d.order_id, d.subscription_id, d.subscription_status, d.parent_id, d.payment_id,
  d.paid_amount, d.refunded_amount, d.created_at, d.paid_at, d.reconcile_failures, d.reconcile_error, d.reconcile_next_at,
  d.reconcile_gave_up_at`;
export const DONATION_FROM = 'donations d left join donation_funds f on f.id = d.fund_id';

export async function donationWhere(db: Db, column: 'id' | 'reference' | 'order_id' | 'payment_id', value: string, lock = false) {
  // `column` is one of four names above, never input.
  const [row] = await db<DonationRow[]>`
    select ${db.unsafe(DONATION_COLUMNS)} from ${db.unsafe(DONATION_FROM)}
    where ${db(`d.${column}`)} = ${value} ${lock ? db`for update of d` : db``}`;
  return row;
}

/** The first row of a subscription (its later charges point at it). */
export async function subscriptionDonation(db: Db, subscriptionId: string, lock = false) {
  const [row] = await db<DonationRow[]>`
    select ${db.unsafe(DONATION_COLUMNS)} from ${db.unsafe(DONATION_FROM)}
    where d.subscription_id = ${subscriptionId} and d.parent_id is null ${lock ? db`for update of d` : db``}`;
  return row;
}

/** What was paid, in rupees: Razorpay's figure once paid, the asked amount before. */
export const rupeesOf = (row: Pick<DonationRow, 'amount' | 'paid_amount'>) =>
  row.paid_amount === null ? Number(row.amount) : Number(row.paid_amount) / PAISE_PER_RUPEE;

export function toDonationView(row: DonationRow): DonationView {
  return {
    reference: row.reference,
    amount: rupeesOf(row),
    refundedAmount: Number(row.refunded_amount) / PAISE_PER_RUPEE,
    donationType: row.donation_type,
    status: row.status,
    fund: row.fund_name,
    message: row.message,
    paymentId: row.payment_id,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    subscriptionStatus: row.parent_id ? null : (row.subscription_status as DonationView['subscriptionStatus']),
  };
}

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford base32: no I, L, O, U

/** 'DN-' and ten random characters: short enough to read out on a call, 50 bits against guessing. */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `DN-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % 32]).join('')}`;
}

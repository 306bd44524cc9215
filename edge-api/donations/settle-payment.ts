import type { TransactionSql } from 'postgres';
import { notify } from '../notifications/notify.ts';
import { effectQueue } from '../outbox/effects.ts';
import { receiptFieldsOf, RECEIPT_ROW_COLUMNS, type ReceiptRow } from './receipt-fields.ts';
import { newReference, subscriptionDonation, type Db } from './donation-rows.ts';

export type SettleContext = { now: Date; secret: string; appUrl: string };

/**
 * Marks a donation paid by `paymentId` for `paidAmount` paise, as Razorpay reported it, and queues
 * its receipt, in the caller's transaction. Only a `created` (or `failed`: a retry can succeed)
 * row moves, and a payment id is unique: the callback, its replays and the webhook count once.
 */
export async function markPaid(tx: Db, donationId: string, payment: { id: string; amount: number }, ctx: SettleContext): Promise<boolean> {
  const [already] = await tx`select 1 from donations where payment_id = ${payment.id}`;
  if (already) return false;
  const [paid] = await tx<{ id: string }[]>`
    update donations set status = 'paid', payment_id = ${payment.id}, paid_amount = ${payment.amount}, paid_at = ${ctx.now},
      failure_reason = null, updated_at = ${ctx.now},
      subscription_status = case when subscription_id is null then null else 'active' end
    where id = ${donationId} and status in ('created', 'failed', 'cancelled')
    returning id`;
  if (!paid) return false;
  await queueReceipt(tx, donationId, ctx);
  return true;
}

/** A failed attempt: the donation stays open to a retry in the same Checkout, so only `created` moves. */
export async function markFailed(tx: Db, donationId: string, reason: string, ctx: SettleContext) {
  await tx`
    update donations set status = 'failed', failure_reason = ${reason.slice(0, 500)}, updated_at = ${ctx.now}
    where id = ${donationId} and status = 'created'`;
}

/**
 * A processed refund of `amount` paise, counted once by its refund id whatever delivery brought it,
 * and never for more than the donation still counts (ADR 0099). The donation keeps the rest; once
 * nothing is left it is `refunded`.
 */
export async function recordRefund(tx: Db, refund: { id: string; paymentId: string; amount: number }, ctx: SettleContext): Promise<'recorded' | 'duplicate' | 'unknown'> {
  const [row] = await tx<{ id: string; paid_amount: string; refunded_amount: string }[]>`
    select id, paid_amount, refunded_amount from donations
    where payment_id = ${refund.paymentId} and status in ('paid', 'refunded') and paid_amount is not null for update`;
  if (!row) return 'unknown';
  const left = Number(row.paid_amount) - Number(row.refunded_amount);
  const counted = Math.max(0, Math.min(refund.amount, left));
  const [fresh] = await tx`
    insert into donation_refunds (refund_id, donation_id, payment_id, amount, counted, processed_at)
    values (${refund.id}, ${row.id}, ${refund.paymentId}, ${refund.amount}, ${counted}, ${ctx.now})
    on conflict (refund_id) do nothing returning refund_id`;
  if (!fresh) return 'duplicate';
  if (counted > 0) {
    await tx`
      update donations set refunded_amount = refunded_amount + ${counted}, updated_at = ${ctx.now},
        status = case when refunded_amount + ${counted} >= paid_amount then 'refunded' else status end
      where id = ${row.id}`;
  }
  return 'recorded';
}

/**
 * A subscription's charge. The first one pays the subscription's own row; each later one is a new
 * paid donation pointing at it. A charge already recorded (by the callback or an earlier delivery)
 * changes nothing.
 */
export async function recordCharge(tx: Db, subscriptionId: string, payment: { id: string; amount: number }, ctx: SettleContext) {
  const first = await subscriptionDonation(tx, subscriptionId, true);
  if (!first) return false;
  const [already] = await tx`select 1 from donations where payment_id = ${payment.id}`;
  if (already) return false;
  if (first.status === 'created' || first.status === 'failed') return markPaid(tx, first.id, payment, ctx);
  const [charge] = await tx<{ id: string }[]>`
    insert into donations (reference, donor_id, fund_id, amount, donation_type, message, status, subscription_id, parent_id,
      payment_id, paid_amount, created_at, paid_at, updated_at)
    values (${newReference()}, ${first.donor_id}, ${first.fund_id}, ${first.amount}, ${first.donation_type}, ${first.message}, 'paid',
      ${subscriptionId}, ${first.id}, ${payment.id}, ${payment.amount}, ${ctx.now}, ${ctx.now}, ${ctx.now})
    returning id`;
  await queueReceipt(tx, charge!.id, ctx);
  return true;
}

export async function markSubscription(tx: Db, subscriptionId: string, status: 'active' | 'cancelled' | 'completed', ctx: SettleContext) {
  await tx`
    update donations set subscription_status = ${status}, updated_at = ${ctx.now}
    where subscription_id = ${subscriptionId} and parent_id is null and subscription_status is distinct from 'cancelled'`;
}

async function queueReceipt(tx: Db, donationId: string, ctx: SettleContext) {
  const [row] = await tx<ReceiptRow[]>`
    select ${tx.unsafe(RECEIPT_ROW_COLUMNS)}
    from donations d join users u on u.id = d.donor_id left join donation_funds f on f.id = d.fund_id
    where d.id = ${donationId}`;
  if (!row) return;
  const fields = receiptFieldsOf(row);
  // The inbox line, and the receipt by mail unless the member turned receipts off (issue 29).
  await notify(tx as TransactionSql, { ...ctx, effects: effectQueue(tx, ctx) }, {
    to: row.donor_id,
    kind: 'donation-receipt',
    subject: { type: 'donation', id: row.reference },
    title: `${fields.amount} to ${fields.fund}`,
    url: '/profile',
    push: { title: 'Donation received' },
    mail: { kind: 'mail', template: 'donation-receipt', to: row.email, ...fields },
  });
}

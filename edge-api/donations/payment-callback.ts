import type { Sql } from 'postgres';
import { donationWhere, subscriptionDonation } from './donation-rows.ts';
import type { PaymentGateway } from './razorpay-gateway.ts';
import { markPaid, recordCharge, type SettleContext } from './settle-payment.ts';

/** The fields Razorpay Checkout posts to callback_url, on success or failure. */
export type CallbackForm = Record<string, string | undefined>;

/**
 * POST /api/donation/verify, Checkout's callback_url: a cross-site form post that proves itself
 * by its signature alone. A valid signature pays the donation (once, however often it is replayed);
 * anything else pays nothing and changes nothing, since anyone can post this form. Answers the reference to show and whether the payment was verified.
 */
export async function handleCallback(sql: Sql, gateway: PaymentGateway, form: CallbackForm, ctx: SettleContext): Promise<{ reference: string | null; paymentId: string | null }> {
  const paymentId = form.razorpay_payment_id ?? '';
  const signature = form.razorpay_signature ?? '';
  const orderId = form.razorpay_order_id ?? '';
  const subscriptionId = form.razorpay_subscription_id ?? '';

  if (orderId) {
    const row = await donationWhere(sql, 'order_id', orderId);
    if (!row) return { reference: null, paymentId: null };
    if (!paymentId || !gateway.paymentSignatureValid({ orderId }, paymentId, signature)) return { reference: row.reference, paymentId: null };
    // The order's amount is the one Razorpay confirmed when it made the order; the form carries none.
    await sql.begin((tx) => markPaid(tx, row.id, { id: paymentId, amount: Number(row.amount) * 100 }, ctx));
    return { reference: row.reference, paymentId };
  }
  if (subscriptionId) {
    const row = await subscriptionDonation(sql, subscriptionId);
    if (!row) return { reference: null, paymentId: null };
    if (!paymentId || !gateway.paymentSignatureValid({ subscriptionId }, paymentId, signature)) return { reference: row.reference, paymentId: null };
    await sql.begin((tx) => recordCharge(tx, subscriptionId, { id: paymentId, amount: Number(row.amount) * 100 }, ctx));
    return { reference: row.reference, paymentId };
  }
  // Checkout's failure post names the order only in unsigned metadata: it shows the reference and
  // changes nothing (a verified payment.failed webhook records failures).
  const metadata = parseMetadata(form['error[metadata]']);
  const row = metadata.order_id ? await donationWhere(sql, 'order_id', metadata.order_id) : undefined;
  return { reference: row?.reference ?? null, paymentId: null };
}

function parseMetadata(raw: string | undefined): { order_id?: string } {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && typeof (value as { order_id?: unknown }).order_id === 'string'
      ? { order_id: (value as { order_id: string }).order_id }
      : {};
  } catch {
    return {};
  }
}

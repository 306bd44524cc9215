import type { Sql } from 'postgres';
import {
  CURRENCY,
  DONATION_MESSAGES as M,
  PAISE_PER_RUPEE,
  PAYEE_NAME,
  SUBSCRIPTION_CHARGES,
  type CreatedDonation,
  type DonationRequest,
} from '#domain/donations/donation.ts';
import { ApiError } from '../http/api-error.ts';
import { donationWhere, newReference, type Db, type DonationRow } from './donation-rows.ts';
import type { PaymentGateway } from './razorpay-gateway.ts';

type Donor = { id: string; email: string; full_name: string };
type Context = { now: Date; appUrl: string };

/**
 * POST /api/donation: a `created` row, then its Razorpay order (or, for Monthly and Annual, its
 * subscription). The row is keyed by the client's Idempotency-Key, and the order is made under the
 * row's lock, so a retried or doubled request answers the same order and never makes a second.
 */
export async function createDonation(sql: Sql, gateway: PaymentGateway, donor: Donor, request: DonationRequest, idempotencyKey: string, ctx: Context): Promise<CreatedDonation> {
  const fundId = await chosenFund(sql, request.fundId);
  const [inserted] = await sql<{ id: string }[]>`
    insert into donations (reference, donor_id, fund_id, amount, donation_type, message, idempotency_key, created_at, updated_at)
    values (${newReference()}, ${donor.id}, ${fundId}, ${request.amount}, ${request.donationType}, ${request.message}, ${idempotencyKey}, ${ctx.now}, ${ctx.now})
    on conflict (donor_id, idempotency_key) do nothing
    returning id`;
  const id = inserted?.id ?? (await sql<{ id: string }[]>`select id from donations where donor_id = ${donor.id} and idempotency_key = ${idempotencyKey}`)[0]!.id;

  const row = await sql.begin(async (tx) => {
    const current = (await donationWhere(tx, 'id', id, true))!;
    if (Number(current.amount) !== request.amount || current.donation_type !== request.donationType) {
      throw new ApiError(409, 'This Idempotency-Key was already used for another donation', 'idempotency_conflict');
    }
    if (current.order_id || current.subscription_id) return current;
    const notes = { reference: current.reference, donationId: current.id };
    if (current.donation_type === 'One-Time') {
      const order = await gateway.createOrder({ amount: request.amount * PAISE_PER_RUPEE, receipt: current.reference, notes });
      await tx`update donations set order_id = ${order.id}, updated_at = ${ctx.now} where id = ${id}`;
      return { ...current, order_id: order.id };
    }
    const planId = await planFor(tx, gateway, current);
    const subscription = await gateway.createSubscription({ planId, totalCount: SUBSCRIPTION_CHARGES[current.donation_type], notes });
    await tx`
      update donations set subscription_id = ${subscription.id}, subscription_status = 'created', updated_at = ${ctx.now}
      where id = ${id}`;
    return { ...current, subscription_id: subscription.id };
  });
  return answer(row, gateway.keyId, donor, ctx.appUrl);
}

async function chosenFund(sql: Sql, fundId: string | undefined): Promise<string | null> {
  if (fundId) {
    const [fund] = await sql<{ open: boolean }[]>`select open from donation_funds where id = ${fundId}`;
    if (!fund?.open) throw new ApiError(400, M.fundClosed, 'fund_closed', [{ path: 'fundId', message: M.fundClosed }]);
    return fundId;
  }
  const [first] = await sql<{ id: string }[]>`select id from donation_funds where open order by position, name limit 1`;
  return first?.id ?? null;
}

/** One Razorpay plan per amount and period, made on first use; a plan made twice by a race is unused, not wrong. */
async function planFor(tx: Db, gateway: PaymentGateway, row: DonationRow): Promise<string> {
  const period = row.donation_type === 'Monthly' ? 'monthly' : 'yearly';
  const amount = Number(row.amount) * PAISE_PER_RUPEE;
  const [known] = await tx<{ plan_id: string }[]>`select plan_id from donation_plans where period = ${period} and amount = ${amount}`;
  if (known) return known.plan_id;
  const planId = await gateway.createPlan({ period, amount, name: `${row.donation_type} donation of ₹${row.amount}` });
  await tx`insert into donation_plans (period, amount, plan_id) values (${period}, ${amount}, ${planId}) on conflict do nothing`;
  return planId;
}

function answer(row: DonationRow, key: string, donor: Donor, appUrl: string): CreatedDonation {
  const checkoutId = row.order_id ?? row.subscription_id!;
  return {
    donation: {
      id: checkoutId,
      amount: Number(row.amount) * PAISE_PER_RUPEE,
      currency: CURRENCY,
      reference: row.reference,
      donationType: row.donation_type,
      orderId: row.order_id,
      subscriptionId: row.subscription_id,
    },
    checkout: {
      key,
      name: PAYEE_NAME,
      description: `${row.donation_type} donation ${row.reference}`,
      callbackUrl: new URL('/api/donation/verify', appUrl).toString(),
      prefill: { name: donor.full_name, email: donor.email },
    },
  };
}

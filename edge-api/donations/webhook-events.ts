import type { Sql } from 'postgres';
import * as v from 'valibot';
import { donationWhere } from './donation-rows.ts';
import { markFailed, markPaid, markSubscription, recordCharge, recordRefund, type SettleContext } from './settle-payment.ts';

const Entity = <T extends v.ObjectEntries>(entries: T) => v.optional(v.object({ entity: v.looseObject(entries) }));
const Payment = { id: v.string(), amount: v.number(), order_id: v.nullish(v.string()), error_description: v.nullish(v.string()) };

const WebhookBody = v.looseObject({
  event: v.string(),
  payload: v.looseObject({
    payment: Entity(Payment),
    order: Entity({ id: v.string() }),
    subscription: Entity({ id: v.string() }),
    refund: Entity({ id: v.string(), payment_id: v.string() }),
  }),
});

// A refund counts by its own id and amount (paise); without a sound amount the event is not counted.
const Refund = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  payment_id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  amount: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored' | 'malformed';

/**
 * One verified webhook delivery (its signature is checked by the route), handled in one transaction
 * with its event id, so a delivery Razorpay repeats, or one that failed half-way, counts once.
 */
export async function handleWebhook(sql: Sql, eventId: string, rawBody: string, ctx: SettleContext): Promise<WebhookOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return 'malformed';
  }
  const parsed = v.safeParse(WebhookBody, json);
  if (!parsed.success) return 'malformed';
  const { event, payload } = parsed.output;
  const checked = event === 'refund.processed' ? v.safeParse(Refund, payload.refund?.entity) : undefined;
  if (checked && !checked.success) return 'malformed';
  const refund = checked?.output;
  return sql.begin(async (tx) => {
    const [fresh] = await tx`
      insert into payment_events (event_id, event, received_at) values (${eventId}, ${event}, ${ctx.now})
      on conflict do nothing returning event_id`;
    if (!fresh) return 'duplicate' as const;
    const payment = payload.payment?.entity;
    const subscriptionId = payload.subscription?.entity.id;
    switch (event) {
      case 'payment.captured':
      case 'order.paid': {
        const orderId = payment?.order_id ?? payload.order?.entity.id;
        const row = orderId ? await donationWhere(tx, 'order_id', orderId, true) : undefined;
        if (!row || !payment) return 'ignored' as const;
        await markPaid(tx, row.id, { id: payment.id, amount: payment.amount }, ctx);
        return 'handled' as const;
      }
      case 'payment.failed': {
        const row = payment?.order_id ? await donationWhere(tx, 'order_id', payment.order_id, true) : undefined;
        if (!row) return 'ignored' as const;
        await markFailed(tx, row.id, payment?.error_description ?? 'The payment failed', ctx);
        return 'handled' as const;
      }
      case 'subscription.charged':
        if (!subscriptionId || !payment) return 'ignored' as const;
        await recordCharge(tx, subscriptionId, { id: payment.id, amount: payment.amount }, ctx);
        return 'handled' as const;
      case 'subscription.activated':
      case 'subscription.cancelled':
      case 'subscription.completed':
        if (!subscriptionId) return 'ignored' as const;
        await markSubscription(tx, subscriptionId, event === 'subscription.activated' ? 'active' : event === 'subscription.cancelled' ? 'cancelled' : 'completed', ctx);
        return 'handled' as const;
      case 'refund.processed': {
        if (!refund) return 'ignored' as const;
        const recorded = await recordRefund(tx, { id: refund.id, paymentId: refund.payment_id, amount: refund.amount }, ctx);
        return recorded === 'recorded' ? ('handled' as const) : recorded === 'duplicate' ? ('duplicate' as const) : ('ignored' as const);
      }
      default:
        return 'ignored' as const;
    }
  });
}

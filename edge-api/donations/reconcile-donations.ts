import type { Sql } from 'postgres';
import type { PeriodicJob } from '../outbox/dispatcher.ts';
import type { PaymentGateway } from './razorpay-gateway.ts';
import { markPaid } from './settle-payment.ts';

/** A Checkout left this long without a callback or webhook is asked about (issue 14). */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** …and given up on after a day without a captured payment. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 20;

/**
 * Asks Razorpay about one-time donations still `created` after 15 minutes: a captured payment pays
 * the donation (a closed tab never loses a paid donation); none after a day cancels it. A row
 * asked about waits another 15 minutes before it is asked again.
 */
export async function reconcileDonations(sql: Sql, gateway: PaymentGateway, ctx: { now: Date; secret: string }) {
  const due = new Date(ctx.now.getTime() - RECONCILE_AFTER_MS);
  const rows = await sql<{ id: string; order_id: string; created_at: Date }[]>`
    select id, order_id, created_at from donations
    where status = 'created' and order_id is not null and created_at < ${due} and updated_at < ${due}
    order by updated_at limit ${BATCH}`;
  let paid = 0;
  for (const row of rows) {
    const payments = await gateway.orderPayments(row.order_id);
    const captured = payments.find((p) => p.status === 'captured' && (p.orderId === null || p.orderId === row.order_id));
    await sql.begin(async (tx) => {
      if (captured && (await markPaid(tx, row.id, { id: captured.id, amount: captured.amount }, ctx))) paid += 1;
      else if (ctx.now.getTime() - row.created_at.getTime() > ABANDONED_AFTER_MS) {
        await tx`update donations set status = 'cancelled', failure_reason = 'Checkout was not completed', updated_at = ${ctx.now}
          where id = ${row.id} and status = 'created'`;
      } else await tx`update donations set updated_at = ${ctx.now} where id = ${row.id} and status = 'created'`;
    });
  }
  return { checked: rows.length, paid };
}

/** The dispatcher's job: every five minutes. */
export const reconcileJob = (sql: Sql, gateway: PaymentGateway, secret: string): PeriodicJob => ({
  name: 'donation reconciler',
  everyMs: 5 * 60_000,
  run: async (now) => {
    await reconcileDonations(sql, gateway, { now, secret });
  },
});

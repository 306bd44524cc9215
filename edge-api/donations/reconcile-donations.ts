import type { Sql } from 'postgres';
import type { Logger } from '../deps.ts';
import type { PeriodicJob } from '../outbox/periodic-jobs.ts';
import { ProviderError, type PaymentGateway } from './razorpay-gateway.ts';
import { markPaid } from './settle-payment.ts';

/** A Checkout left this long without a callback or webhook is asked about (issue 14). */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** …and given up on after a day without a captured payment. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
/** An order Razorpay refuses to answer about is asked again after 5 minutes, 10, 20 … (ADR 0098). */
export const RETRY_AFTER_MS = 5 * 60_000;
/** The eighth refusal in a row (about 10½ hours after the first) leaves the row to the admin. */
export const MAX_RECONCILE_FAILURES = 8;
const BATCH = 20;

export const reconcileRetryMs = (failures: number) => RETRY_AFTER_MS * 2 ** (failures - 1);

type Due = { id: string; order_id: string; created_at: Date; reconcile_failures: number };
export type ReconcileOutcome = { checked: number; paid: number; refused: number; gaveUp: number; outage: string | null };

/**
 * Asks Razorpay about one-time donations still `created` after 15 minutes: a captured payment pays
 * the donation (a closed tab never loses a paid donation); none after a day cancels it. A row
 * asked about waits another 15 minutes before it is asked again. An order Razorpay refuses is
 * recorded on its row with a back-off and the pass goes on; Razorpay down or slow ends the pass and
 * touches nothing, so the next pass starts where this one stopped.
 */
export async function reconcileDonations(sql: Sql, gateway: PaymentGateway, ctx: { now: Date; secret: string; appUrl: string; signal?: AbortSignal }): Promise<ReconcileOutcome> {
  const due = new Date(ctx.now.getTime() - RECONCILE_AFTER_MS);
  const rows = await sql<Due[]>`
    select id, order_id, created_at, reconcile_failures from donations
    where status = 'created' and order_id is not null and reconcile_gave_up_at is null and created_at < ${due}
      and (case when reconcile_next_at is null then updated_at < ${due} else reconcile_next_at <= ${ctx.now} end)
    order by coalesce(reconcile_next_at, updated_at) limit ${BATCH}`;
  const outcome: ReconcileOutcome = { checked: 0, paid: 0, refused: 0, gaveUp: 0, outage: null };
  for (const row of rows) {
    if (ctx.signal?.aborted) break;
    let payments;
    try {
      payments = await gateway.orderPayments(row.order_id, ctx.signal);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (!error.rejected) {
        outcome.outage = error.reason;
        break;
      }
      outcome.checked += 1;
      outcome.refused += 1;
      if (await recordRefusal(sql, row, error.reason, ctx.now)) outcome.gaveUp += 1;
      continue;
    }
    outcome.checked += 1;
    const captured = payments.find((p) => p.status === 'captured' && (p.orderId === null || p.orderId === row.order_id));
    await sql.begin(async (tx) => {
      if (captured && (await markPaid(tx, row.id, { id: captured.id, amount: captured.amount }, ctx))) outcome.paid += 1;
      else if (ctx.now.getTime() - row.created_at.getTime() > ABANDONED_AFTER_MS) {
        await tx`update donations set status = 'cancelled', failure_reason = 'Checkout was not completed', updated_at = ${ctx.now}
          where id = ${row.id} and status = 'created'`;
      } else {
        await tx`update donations set updated_at = ${ctx.now}, reconcile_failures = 0, reconcile_error = null, reconcile_next_at = null
          where id = ${row.id} and status = 'created'`;
      }
    });
  }
  return outcome;
}

/** One more refusal on the row: the next try backs off, and the last one leaves it to the admin. */
async function recordRefusal(sql: Sql, row: Due, reason: string, now: Date): Promise<boolean> {
  const failures = row.reconcile_failures + 1;
  const giveUp = failures >= MAX_RECONCILE_FAILURES;
  await sql`
    update donations set reconcile_failures = ${failures}, reconcile_error = ${reason.slice(0, 500)}, updated_at = ${now},
      reconcile_next_at = ${giveUp ? null : new Date(now.getTime() + reconcileRetryMs(failures))},
      reconcile_gave_up_at = ${giveUp ? now : null}
    where id = ${row.id} and status = 'created'`;
  return giveUp;
}

/** Runs on its own timer (ADR 0098): every five minutes. */
export const reconcileJob = (sql: Sql, gateway: PaymentGateway, opts: { secret: string; appUrl: string }, log: Logger = () => {}): PeriodicJob => ({
  name: 'donation reconciler',
  everyMs: 5 * 60_000,
  run: async (now, signal) => {
    const outcome = await reconcileDonations(sql, gateway, { now, ...opts, signal });
    if (outcome.outage && !signal.aborted) log({ level: 'warn', msg: 'donation reconciler: Razorpay unavailable, pass ended', reason: outcome.outage });
    if (outcome.gaveUp) log({ level: 'warn', msg: 'donation reconciler: donations left to the admin', count: outcome.gaveUp });
  },
});

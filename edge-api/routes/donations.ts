import { Hono, type Context } from 'hono';
import { DONATION_MESSAGES as M, DonationRequestSchema, type DonationView } from '#domain/donations/donation.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';
import { createDonation } from '#api/donations/create-donation.ts';
import { donationWhere, DONATION_COLUMNS, DONATION_FROM, toDonationView, type DonationRow } from '#api/donations/donation-rows.ts';
import { donationSummary } from '#api/donations/donation-summary.ts';
import { handleCallback, type CallbackForm } from '#api/donations/payment-callback.ts';
import { handleWebhook } from '#api/donations/webhook-events.ts';
import { markSubscription } from '#api/donations/settle-payment.ts';

const REFERENCE = /^DN-[0-9A-Z]{10}$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,100}$/;

/**
 * Donations (spec: Donation; docs/decisions/0080-donations.md). Paid is decided here, by a verified
 * signature on Checkout's callback or on a webhook, never by what the browser says.
 */
export function donationRoutes(deps: AppDeps) {
  const settle = () => ({ now: deps.clock.now(), secret: deps.config.jwtSecret, appUrl: deps.config.appUrl });
  const gateway = () => {
    if (!deps.payments) throw new ApiError(409, M.notConfigured, 'payments_not_configured');
    return deps.payments;
  };

  return new Hono<AppEnv>()
    .get('/summary', async (c) => c.json(await donationSummary(c.var.sql, Boolean(deps.payments))))
    .get('/mine', requireRole('member'), async (c) => {
      const rows = await c.var.sql<DonationRow[]>`
        select ${c.var.sql.unsafe(DONATION_COLUMNS)} from ${c.var.sql.unsafe(DONATION_FROM)}
        where d.donor_id = ${c.var.user!.id} and d.status <> 'created' order by d.created_at desc limit 100`;
      return c.json({ donations: rows.map(toDonationView) });
    })
    .post('/', async (c) => {
      const user = c.var.user;
      if (!user) throw new ApiError(401, M.loginRequired, 'unauthenticated');
      if (user.role !== 'member') throw new ApiError(403, 'Only students and alumni can donate', 'forbidden');
      const request = await readJson(c, DonationRequestSchema);
      const key = c.req.header('idempotency-key') ?? crypto.randomUUID();
      if (!IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'Idempotency-Key must be 8 to 100 visible characters', 'invalid');
      const payments = gateway();
      const [donor] = await c.var.sql<{ id: string; email: string; full_name: string }[]>`
        select id, email, full_name from users where id = ${user.id}`;
      const created = await createDonation(c.var.sql, payments, donor!, request, key, { now: deps.clock.now(), appUrl: deps.config.appUrl });
      return c.json(created, 201);
    })
    // Checkout posts here from Razorpay's page (exempt from the CSRF check: the signature is the proof).
    .post('/verify', async (c) => {
      const form = await readForm(c);
      const outcome = deps.payments ? await handleCallback(c.var.sql, deps.payments, form, settle()) : { reference: null, paymentId: null };
      const query = new URLSearchParams();
      if (outcome.reference) query.set('reference', outcome.reference);
      if (outcome.paymentId) query.set('razorpay_payment_id', outcome.paymentId);
      return c.redirect(`/donation/verify${query.size ? `?${query}` : ''}`, 303);
    })
    .post('/webhook', async (c) => {
      if (!deps.payments) throw new ApiError(404, 'Not found', 'not_found');
      const raw = await c.req.text();
      const signature = c.req.header('x-razorpay-signature') ?? '';
      if (!deps.payments.webhookSignatureValid(raw, signature)) throw new ApiError(400, 'Invalid webhook signature', 'invalid_signature');
      const eventId = c.req.header('x-razorpay-event-id') ?? (await sha256(raw));
      const outcome = await handleWebhook(c.var.sql, eventId.slice(0, 200), raw, settle());
      if (outcome === 'malformed') throw new ApiError(400, 'The webhook body is not a Razorpay event', 'invalid');
      return c.json({ status: outcome });
    })
    // A Monthly or Annual donation's donor stops its future charges; what was paid stays paid.
    .post('/:reference/cancel', requireRole('member'), async (c) => {
      const row = await ownDonation(c);
      if (!row.subscription_id || row.parent_id || !['created', 'active'].includes(row.subscription_status ?? '')) {
        throw new ApiError(409, 'Only an active monthly or annual donation can be cancelled', 'not_cancellable');
      }
      await gateway().cancelSubscription(row.subscription_id);
      await markSubscription(c.var.sql, row.subscription_id, 'cancelled', settle());
      return c.json({ donation: toDonationView((await donationWhere(c.var.sql, 'id', row.id))!) });
    })
    .get('/:reference', requireRole('member', 'admin'), async (c) => {
      return c.json({ donation: toDonationView(await ownDonation(c)) satisfies DonationView });
    });
}

/** The donation in the path, if it is the caller's (or the caller is the admin); else a 404. */
async function ownDonation(c: Context<AppEnv>) {
  const reference = c.req.param('reference') ?? '';
  const row = REFERENCE.test(reference) ? await donationWhere(c.var.sql, 'reference', reference) : undefined;
  const user = c.var.user!;
  if (!row || (user.role !== 'admin' && row.donor_id !== user.id)) throw new ApiError(404, M.notFound, 'not_found');
  return row;
}

async function readForm(c: Context<AppEnv>): Promise<CallbackForm> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const body: unknown = await c.req.json().catch(() => ({}));
    return stringsOf(body);
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return stringsOf(await c.req.parseBody().catch(() => ({})));
  }
  return {};
}

/** Only short text fields count: anything else in a crafted post is dropped. */
function stringsOf(body: unknown): CallbackForm {
  if (!body || typeof body !== 'object') return {};
  const out: CallbackForm = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string' && value.length <= 2000 && !value.includes('\u0000')) out[name] = value;
  return out;
}

async function sha256(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

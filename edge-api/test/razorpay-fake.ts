import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for api.razorpay.com that speaks its REST protocol (basic auth, /v1 paths, entity
// shapes, error bodies) and signs as Razorpay does, for a provider the tests cannot reach. The
// /_test paths play the customer paying in Checkout, for browser tests that hold no secret.

type Json = Record<string, unknown>;
export type Order = Json & { id: string; amount: number; amount_paid: number; status: string; receipt: string | null; notes: Json };
export type Payment = Json & { id: string; amount: number; order_id: string | null; status: string };
export type Plan = Json & { id: string; period: string; item: Json & { amount: number } };
export type Subscription = Json & { id: string; plan_id: string; status: string; total_count: number; paid_count: number };
export type Refund = Json & { id: string; payment_id: string; amount: number };
export type WebhookEvent = 'payment.captured' | 'payment.failed' | 'order.paid' | 'subscription.activated' | 'subscription.charged' | 'subscription.cancelled' | 'refund.processed';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
export const paymentSignature = (orderId: string, paymentId: string, secret: string) => hmac(secret, `${orderId}|${paymentId}`);
export const subscriptionSignature = (paymentId: string, subscriptionId: string, secret: string) => hmac(secret, `${paymentId}|${subscriptionId}`);

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newId = (prefix: string) => `${prefix}_${Array.from(randomBytes(14), (b) => ALNUM[b % ALNUM.length]).join('')}`;
const unix = () => Math.floor(Date.now() / 1000);
const error = (description: string, field?: string) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, ...(field ? { field } : {}), source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {} },
});

export async function startRazorpayFake(opts: { keyId?: string; keySecret?: string; webhookSecret?: string } = {}) {
  const keyId = opts.keyId ?? 'rzp_test_fake0000000001';
  const keySecret = opts.keySecret ?? randomBytes(18).toString('base64url');
  const webhookSecret = opts.webhookSecret ?? randomBytes(18).toString('base64url');
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const plans = new Map<string, Plan>();
  const subscriptions = new Map<string, Subscription>();
  const refunds = new Map<string, Refund>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  const failures: number[] = [];
  // GET /v1/orders/{id}/payments answered otherwise than the order's state says: a status with
  // Razorpay's error body, or no answer at all until the fake closes.
  const paymentsAnswers = new Map<string, number | 'hang'>();
  const held = new Set<ServerResponse>();

  const capture = (amount: number, links: { order_id?: string | null; invoice_id?: string | null }): Payment => {
    const payment: Payment = {
      id: newId('pay'), entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: links.order_id ?? null,
      invoice_id: links.invoice_id ?? null, international: false, method: 'card', amount_refunded: 0, refund_status: null,
      captured: true, description: null, email: 'donor@example.com', contact: '+919000000000', notes: {}, fee: Math.round(amount * 0.02),
      tax: 0, error_code: null, error_description: null, error_source: null, error_step: null, error_reason: null, created_at: unix(),
    };
    payments.set(payment.id, payment);
    return payment;
  };
  const order = (id: string) => {
    const found = orders.get(id);
    if (!found) throw new Error(`No order ${id}`);
    return found;
  };
  const subscription = (id: string) => {
    const found = subscriptions.get(id);
    if (!found) throw new Error(`No subscription ${id}`);
    return found;
  };

  const fake = {
    url: '',
    keyId, keySecret, webhookSecret, orders, payments, plans, subscriptions, refunds, requests,
    pay(orderId: string) {
      const o = order(orderId);
      const payment = capture(o.amount, { order_id: orderId });
      Object.assign(o, { status: 'paid', amount_paid: o.amount, amount_due: 0, attempts: Number(o.attempts) + 1 });
      return { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: paymentSignature(orderId, payment.id, keySecret) };
    },
    failPayment(orderId: string) {
      const o = order(orderId);
      const payment = capture(o.amount, { order_id: orderId });
      Object.assign(payment, { status: 'failed', captured: false, error_code: 'BAD_REQUEST_ERROR', error_description: 'Your payment has been declined by the bank.', error_source: 'bank', error_step: 'payment_authorization', error_reason: 'payment_declined' });
      Object.assign(o, { status: 'attempted', attempts: Number(o.attempts) + 1 });
      return { paymentId: payment.id, error: { code: 'BAD_REQUEST_ERROR', description: String(payment.error_description), source: 'bank', step: 'payment_authorization', reason: 'payment_declined', metadata: { payment_id: payment.id, order_id: orderId } } };
    },
    authorizeSubscription(subscriptionId: string) {
      const payment = fake.chargeSubscription(subscriptionId);
      return { razorpay_payment_id: payment.id, razorpay_subscription_id: subscriptionId, razorpay_signature: subscriptionSignature(payment.id, subscriptionId, keySecret) };
    },
    chargeSubscription(subscriptionId: string) {
      const s = subscription(subscriptionId);
      const plan = plans.get(s.plan_id)!;
      Object.assign(s, { status: 'active', paid_count: s.paid_count + 1, current_start: unix() });
      return capture(plan.item.amount, { invoice_id: newId('inv') });
    },
    /** A processed refund of `amount` paise (all that is left by default), as Razorpay makes one. */
    refund(paymentId: string, amount?: number) {
      const payment = payments.get(paymentId)!;
      const left = payment.amount - Number(payment.amount_refunded);
      const value = amount ?? left;
      if (!Number.isInteger(value) || value < 100 || value > left) throw new Error(`Razorpay refuses a refund of ${value} when ${left} is left`);
      const refund: Refund = { id: newId('rfnd'), entity: 'refund', amount: value, currency: 'INR', payment_id: paymentId, notes: {}, receipt: null, acquirer_data: { arn: null }, status: 'processed', speed_processed: 'normal', speed_requested: 'normal', batch_id: null, created_at: unix() };
      const refunded = Number(payment.amount_refunded) + value;
      Object.assign(payment, { amount_refunded: refunded, refund_status: refunded === payment.amount ? 'full' : 'partial', ...(refunded === payment.amount ? { status: 'refunded' } : {}) });
      refunds.set(refund.id, refund);
      return refund;
    },
    webhook(event: WebhookEvent, ids: { paymentId?: string; orderId?: string; subscriptionId?: string; refundId?: string }) {
      const entities: Record<string, Json | undefined> = {
        payment: ids.paymentId ? payments.get(ids.paymentId) : undefined,
        order: ids.orderId ? orders.get(ids.orderId) : undefined,
        subscription: ids.subscriptionId ? subscriptions.get(ids.subscriptionId) : undefined,
        refund: ids.refundId ? refunds.get(ids.refundId) : undefined,
      };
      const contains = Object.keys(entities).filter((k) => entities[k]);
      const payload = Object.fromEntries(contains.map((k) => [k, { entity: entities[k] }]));
      return fake.signed(JSON.stringify({ entity: 'event', account_id: 'acc_FakeAccount0001', event, contains, payload, created_at: unix() }));
    },
    /** Any body signed with the webhook secret, under a new event id (a delivery only the secret's holder could make). */
    signed(body: string) {
      return { body, headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': hmac(webhookSecret, body), 'X-Razorpay-Event-Id': newId('evt') } };
    },
    /** The next `times` API calls answer `status` with Razorpay's error body (retry tests). */
    failNext(status: number, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    /**
     * From now on, GET /v1/orders/{orderId}/payments answers `status` with Razorpay's error body (400:
     * the id is unknown; 5xx: its server error), or never answers ('hang'); `null` restores it.
     */
    answerPayments(orderId: string, answer: number | 'hang' | null) {
      if (answer === null) paymentsAnswers.delete(orderId);
      else paymentsAnswers.set(orderId, answer);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  function api(method: string, path: string, body: Json): [number, unknown] {
    const [, , resource, id, action] = path.split('/'); // '', 'v1', resource, id?, action?
    if (method === 'POST' && resource === 'orders' && !id) {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return [400, error('The amount must be atleast INR 1.00', 'amount')];
      if (body.currency !== 'INR') return [400, error('The currency is invalid', 'currency')];
      if (typeof body.receipt === 'string' && body.receipt.length > 40) return [400, error('The receipt may not be greater than 40 characters.', 'receipt')];
      const o: Order = { id: newId('order'), entity: 'order', amount, amount_paid: 0, amount_due: amount, currency: 'INR', receipt: (body.receipt as string) ?? null, offer_id: null, status: 'created', attempts: 0, notes: (body.notes as Json) ?? {}, created_at: unix() };
      orders.set(o.id, o);
      return [200, o];
    }
    if (method === 'GET' && resource === 'orders' && id) {
      const o = orders.get(id);
      if (!o) return [400, error('The id provided does not exist')];
      if (action === 'payments') {
        const items = [...payments.values()].filter((p) => p.order_id === id);
        return [200, { entity: 'collection', count: items.length, items }];
      }
      return [200, o];
    }
    if (method === 'GET' && resource === 'payments' && id) return payments.has(id) ? [200, payments.get(id)] : [400, error('The id provided does not exist')];
    if (method === 'POST' && resource === 'plans' && !id) {
      const item = body.item as Json | undefined;
      if (!['daily', 'weekly', 'monthly', 'yearly'].includes(String(body.period))) return [400, error('The period is invalid', 'period')];
      if (!item || typeof item.amount !== 'number' || item.amount < 100) return [400, error('The item amount must be atleast INR 1.00', 'item.amount')];
      const plan: Plan = { id: newId('plan'), entity: 'plan', interval: body.interval ?? 1, period: String(body.period), item: { id: newId('item'), active: true, name: item.name, description: item.description ?? null, amount: item.amount, unit_amount: item.amount, currency: 'INR', type: 'plan' }, notes: body.notes ?? {}, created_at: unix() };
      plans.set(plan.id, plan);
      return [200, plan];
    }
    if (method === 'GET' && resource === 'plans') return id ? (plans.has(id) ? [200, plans.get(id)] : [400, error('The id provided does not exist')]) : [200, { entity: 'collection', count: plans.size, items: [...plans.values()] }];
    if (method === 'POST' && resource === 'subscriptions' && !id) {
      if (typeof body.plan_id !== 'string' || !plans.has(body.plan_id)) return [400, error('The id provided does not exist', 'plan_id')];
      if (typeof body.total_count !== 'number' || body.total_count < 1) return [400, error('The total count field is required.', 'total_count')];
      const s: Subscription = { id: newId('sub'), entity: 'subscription', plan_id: body.plan_id, customer_id: null, status: 'created', current_start: null, current_end: null, ended_at: null, quantity: body.quantity ?? 1, notes: body.notes ?? {}, charge_at: null, start_at: body.start_at ?? null, end_at: null, auth_attempts: 0, total_count: body.total_count, paid_count: 0, customer_notify: body.customer_notify ?? 1, created_at: unix(), short_url: `https://rzp.io/i/${newId('s').slice(2, 10)}` };
      subscriptions.set(s.id, s);
      return [200, s];
    }
    if (resource === 'subscriptions' && id) {
      const s = subscriptions.get(id);
      if (!s) return [400, error('The id provided does not exist')];
      if (method === 'POST' && action === 'cancel') Object.assign(s, { status: 'cancelled', ended_at: unix() });
      else if (method !== 'GET') return [400, error('The requested URL was not found on the server.')];
      return [200, s];
    }
    return [404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.', source: 'NA', step: 'NA', reason: 'NA', metadata: {} } }];
  }

  function testControl(path: string): [number, unknown] {
    const [, , kind, id, action] = path.split('/'); // '', '_test', kind, id, action
    try {
      if (kind === 'orders' && action === 'pay') return [200, fake.pay(id!)];
      if (kind === 'orders' && action === 'fail') return [200, fake.failPayment(id!)];
      if (kind === 'subscriptions' && action === 'authorize') return [200, fake.authorizeSubscription(id!)];
    } catch (e) {
      return [404, { error: String(e) }];
    }
    return [404, { error: 'unknown test action' }];
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 100_000) return send(413, error('Request body too large'));
      chunks.push(chunk as Buffer);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    let body: Json;
    try {
      body = text ? (req.headers['content-type']?.includes('urlencoded') ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text)) : {};
    } catch {
      return send(400, error('The request body is not valid'));
    }
    if (path.startsWith('/_test/')) {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': 'content-type' };
      if (req.method === 'OPTIONS') return send(204, null, cors);
      const [status, answer] = testControl(path);
      return send(status, answer, cors);
    }
    requests.push({ method: req.method ?? '', path, body });
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA', step: 'NA', reason: 'NA', metadata: {} } });
    const injected = failures.shift();
    const serverError = { error: { code: 'SERVER_ERROR', description: 'The server encountered an error. The incident has been reported to admins.', source: 'NA', step: 'NA', reason: 'NA', metadata: {} } };
    if (injected) return send(injected, serverError);
    const [, , resource, id, action] = path.split('/');
    const override = req.method === 'GET' && resource === 'orders' && action === 'payments' ? paymentsAnswers.get(id ?? '') : undefined;
    if (override === 'hang') {
      held.add(res);
      return void res.on('close', () => held.delete(res));
    }
    if (override !== undefined) return send(override, override >= 500 ? serverError : error('The id provided does not exist'));
    const [status, answer] = api(req.method ?? 'GET', path, body);
    send(status, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

export type RazorpayFake = Awaited<ReturnType<typeof startRazorpayFake>>;

import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { DONATION_MESSAGES } from '#domain/donations/donation.ts';
import { ApiError } from '../http/api-error.ts';

/** RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET; `apiUrl` only for a local fake. */
export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string; apiUrl?: string };

export type GatewayPayment = { id: string; orderId: string | null; amount: number; status: string; error: string | null };

/** What the donation routes and the reconciler need of Razorpay, through the official SDK. */
export type PaymentGateway = {
  keyId: string;
  createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string; amount: number }>;
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  createPlan(input: { period: 'monthly' | 'yearly'; amount: number; name: string }): Promise<string>;
  createSubscription(input: { planId: string; totalCount: number; notes: Record<string, string> }): Promise<{ id: string }>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  paymentSignatureValid(ids: { orderId: string } | { subscriptionId: string }, paymentId: string, signature: string): boolean;
  webhookSignatureValid(rawBody: string, signature: string): boolean;
};

const PROVIDER_TIMEOUT_MS = 10_000;

type SdkPayment = { id: string; order_id?: string | null; amount: number | string; status: string; error_description?: string | null };

export function razorpayGateway(config: RazorpayConfig): PaymentGateway {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const http = (sdk as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }).api.rq.defaults;
  // The SDK's host is fixed; its axios instance takes another for the local fake (tests, demos).
  if (config.apiUrl) http.baseURL = config.apiUrl;
  // A donation's row is locked while its order is made: never wait on Razorpay for long.
  http.timeout = PROVIDER_TIMEOUT_MS;
  const verify = (params: Parameters<typeof validatePaymentVerification>[0], signature: string) => {
    try {
      return validatePaymentVerification(params, signature, config.keySecret);
    } catch {
      return false;
    }
  };
  return {
    keyId: config.keyId,
    createOrder: (input) =>
      provider(async () => {
        const order = await sdk.orders.create({ amount: input.amount, currency: 'INR', receipt: input.receipt, notes: input.notes });
        return { id: order.id, amount: Number(order.amount) };
      }),
    orderPayments: (orderId) =>
      provider(async () => {
        const list = (await sdk.orders.fetchPayments(orderId)) as unknown as { items: SdkPayment[] };
        return list.items.map((p) => ({ id: p.id, orderId: p.order_id ?? null, amount: Number(p.amount), status: p.status, error: p.error_description ?? null }));
      }),
    createPlan: (input) =>
      provider(async () => {
        const plan = await sdk.plans.create({ period: input.period, interval: 1, item: { name: input.name, amount: input.amount, currency: 'INR' } });
        return plan.id;
      }),
    createSubscription: (input) =>
      provider(async () => {
        const sub = await sdk.subscriptions.create({ plan_id: input.planId, total_count: input.totalCount, customer_notify: 1, notes: input.notes });
        return { id: sub.id };
      }),
    cancelSubscription: (subscriptionId) =>
      provider(async () => {
        await sdk.subscriptions.cancel(subscriptionId, false);
      }),
    paymentSignatureValid: (ids, paymentId, signature) =>
      'orderId' in ids
        ? verify({ order_id: ids.orderId, payment_id: paymentId }, signature)
        : verify({ subscription_id: ids.subscriptionId, payment_id: paymentId }, signature),
    webhookSignatureValid: (rawBody, signature) => {
      try {
        return Razorpay.validateWebhookSignature(rawBody, signature, config.webhookSecret);
      } catch {
        return false;
      }
    },
  };
}

/** A provider that refuses or does not answer is the provider's trouble: a 503 the page can retry. */
async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ApiError(503, DONATION_MESSAGES.providerDown, 'provider_unavailable', undefined, describe(error));
  }
}

const describe = (error: unknown) =>
  error && typeof error === 'object' && 'statusCode' in error
    ? `razorpay ${String((error as { statusCode: unknown }).statusCode)}: ${JSON.stringify((error as { error?: unknown }).error ?? null)}`
    : String(error);

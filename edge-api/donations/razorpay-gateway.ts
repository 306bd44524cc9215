import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { DONATION_MESSAGES } from '#domain/donations/donation.ts';
import { ApiError } from '../http/api-error.ts';

/** RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET; `apiUrl` only for a local fake. */
export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string; apiUrl?: string; timeoutMs?: number };

export type GatewayPayment = { id: string; orderId: string | null; amount: number; status: string; error: string | null };

/** What the donation routes and the reconciler need of Razorpay, through the official SDK. */
export type PaymentGateway = {
  keyId: string;
  createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string; amount: number }>;
  /** `signal` gives up waiting (the reconciler is stopping). */
  orderPayments(orderId: string, signal?: AbortSignal): Promise<GatewayPayment[]>;
  createPlan(input: { period: 'monthly' | 'yearly'; amount: number; name: string }): Promise<string>;
  createSubscription(input: { planId: string; totalCount: number; notes: Record<string, string> }): Promise<{ id: string }>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  paymentSignatureValid(ids: { orderId: string } | { subscriptionId: string }, paymentId: string, signature: string): boolean;
  webhookSignatureValid(rawBody: string, signature: string): boolean;
};

const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Razorpay refused or did not answer: a 503 the page can retry. `rejected` when it refused this
 * request itself (a 4xx about its input, e.g. an order it does not know); otherwise the service is
 * down, slow, unreachable or refusing everyone (5xx, timeout, network, 401, 429).
 */
export class ProviderError extends ApiError {
  constructor(
    readonly rejected: boolean,
    readonly reason: string,
  ) {
    super(503, DONATION_MESSAGES.providerDown, 'provider_unavailable', undefined, reason);
  }
}

type SdkPayment = { id: string; order_id?: string | null; amount: number | string; status: string; error_description?: string | null };

export function razorpayGateway(config: RazorpayConfig): PaymentGateway {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const http = (sdk as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }).api.rq.defaults;
  // The SDK's host is fixed; its axios instance takes another for the local fake (tests, demos).
  if (config.apiUrl) http.baseURL = config.apiUrl;
  // A donation's row is locked while its order is made: never wait on Razorpay for long.
  const timeoutMs = config.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  http.timeout = timeoutMs;
  const provider = <T>(call: () => Promise<T>, signal?: AbortSignal) => bounded(call, timeoutMs, signal);
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
    orderPayments: async (orderId, signal) => {
      const list = (await provider(() => sdk.orders.fetchPayments(orderId), signal)) as unknown as { items?: SdkPayment[] };
      const payments = (Array.isArray(list?.items) ? list.items : []).map((p) => ({ id: p.id, orderId: p.order_id ?? null, amount: Number(p.amount), status: p.status, error: p.error_description ?? null }));
      // An answer we cannot read is about this order: the reconciler records it and goes on (ADR 0098).
      if (!Array.isArray(list?.items) || payments.some((p) => typeof p.id !== 'string' || !Number.isSafeInteger(p.amount))) {
        throw new ProviderError(true, 'Razorpay answered with a list of payments that cannot be read');
      }
      return payments;
    },
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

// Refusals about the request itself; 401 (our keys), 403, 408 and 429 concern every request alike.
const SERVICE_WIDE = new Set([401, 403, 408, 429]);

/**
 * The call, or a ProviderError: when Razorpay answers an error, when it has not answered within
 * `timeoutMs` (the SDK's own timeout is per socket read, this one is the whole call), or on `signal`.
 */
function bounded<T>(call: () => Promise<T>, timeoutMs: number, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (reason: string) => reject(new ProviderError(false, reason));
    const timer = setTimeout(() => fail(`razorpay did not answer within ${timeoutMs} ms`), timeoutMs);
    const onAbort = () => fail('razorpay call abandoned: stopping');
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
    call()
      .then(resolve, (error: unknown) => {
        const status = statusOf(error);
        reject(new ProviderError(status !== undefined && status >= 400 && status < 500 && !SERVICE_WIDE.has(status), describe(error)));
      })
      .finally(() => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      });
  });
}

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : undefined;

/** 'Razorpay answered 400: The id provided does not exist', or what went wrong on the way. */
function describe(error: unknown) {
  const status = statusOf(error);
  if (status === undefined) return `razorpay unreachable: ${error instanceof Error ? error.message : String(error)}`;
  const body = (error as { error?: { description?: unknown } }).error;
  const description = typeof body?.description === 'string' ? body.description : JSON.stringify(body ?? null);
  return `Razorpay answered ${status}: ${description}`.slice(0, 500);
}

import type { CreatedDonation } from '#domain/donations/donation.ts';

const CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

type CheckoutOptions = Record<string, unknown> & { modal?: { ondismiss?: () => void } };
type RazorpayCheckout = { open(): void; on(event: string, handler: (response: unknown) => void): void };
declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => RazorpayCheckout;
  }
}

let loading: Promise<void> | undefined;

/** Adds checkout.js to the page the first time a member proceeds to pay, and never before. */
function loadCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Razorpay Checkout for a created donation. Checkout posts the result to our callback, which
 * decides and sends the browser to /donation/verify; a dismissed modal calls `onDismiss`.
 */
export async function openCheckout(created: CreatedDonation, onDismiss: () => void) {
  await loadCheckout();
  const { donation, checkout } = created;
  const Checkout = window.Razorpay!;
  new Checkout({
    key: checkout.key,
    amount: donation.amount,
    currency: donation.currency,
    name: checkout.name,
    description: checkout.description,
    ...(donation.subscriptionId ? { subscription_id: donation.subscriptionId } : { order_id: donation.orderId }),
    callback_url: checkout.callbackUrl,
    redirect: true,
    prefill: checkout.prefill,
    notes: { reference: donation.reference },
    theme: { color: '#4f46e5' },
    modal: { ondismiss: onDismiss },
  }).open();
}

import type { Page } from '@playwright/test';
import type { RazorpayFake } from '#api/test/razorpay-fake.ts';

/**
 * Answers https://checkout.razorpay.com/v1/checkout.js with a stand-in that behaves as Checkout
 * does in redirect mode: a modal; 'Pay' has the fake Razorpay capture a payment (or authorize a
 * subscription), signed with the key secret the browser never sees, and posts the signed result to
 * callback_url; 'Fail' posts Checkout's error fields instead; 'Close' calls modal.ondismiss. Returns a counter of script loads, to prove the page loads it only on demand.
 */
export async function stubCheckout(page: Page, razorpay: RazorpayFake) {
  const loads = { count: 0 };
  await page.exposeFunction('__razorpayFakePay', (ids: { order_id?: string; subscription_id?: string }) =>
    ids.subscription_id ? razorpay.authorizeSubscription(ids.subscription_id) : razorpay.pay(ids.order_id!),
  );
  await page.exposeFunction('__razorpayFakeFail', (orderId: string) => razorpay.failPayment(orderId));
  await page.route('https://checkout.razorpay.com/v1/checkout.js', async (route) => {
    loads.count += 1;
    await route.fulfill({ contentType: 'text/javascript', body: `(${checkoutStandIn.toString()})();` });
  });
  return loads;
}

// Runs in the page: only browser APIs, no closure over test code.
function checkoutStandIn() {
  type Options = { order_id?: string; subscription_id?: string; callback_url: string; amount: number; name: string; modal?: { ondismiss?: () => void } };
  type Fake = {
    __razorpayFakePay: (ids: { order_id?: string; subscription_id?: string }) => Promise<Record<string, string>>;
    __razorpayFakeFail: (orderId: string) => Promise<{ error: Record<string, unknown> & { metadata: unknown } }>;
  };
  const fake = window as unknown as Fake;
  const post = (url: string, fields: Record<string, string>) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = url;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  };
  (window as unknown as { Razorpay: unknown }).Razorpay = class {
    constructor(private readonly options: Options) {}
    on() {}
    open() {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Razorpay Checkout');
      dialog.style.cssText = 'position:fixed;inset:20% 10%;background:#fff;color:#000;padding:24px;z-index:99999;border:2px solid #000';
      const text = document.createElement('p');
      text.textContent = `${this.options.name}: pay ₹${this.options.amount / 100}`;
      const pay = document.createElement('button');
      pay.textContent = 'Pay';
      pay.onclick = async () => {
        post(this.options.callback_url, await fake.__razorpayFakePay({ order_id: this.options.order_id, subscription_id: this.options.subscription_id }));
      };
      const fail = document.createElement('button');
      fail.textContent = 'Fail';
      fail.onclick = async () => {
        const { error } = await fake.__razorpayFakeFail(this.options.order_id!);
        const fields = Object.fromEntries(Object.entries(error).map(([k, v]) => [`error[${k}]`, typeof v === 'string' ? v : JSON.stringify(v)]));
        post(this.options.callback_url, fields);
      };
      const close = document.createElement('button');
      close.textContent = 'Close';
      close.onclick = () => {
        dialog.remove();
        this.options.modal?.ondismiss?.();
      };
      dialog.append(text, pay, fail, close);
      document.body.append(dialog);
    }
  };
}

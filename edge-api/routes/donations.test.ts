import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATION_MESSAGES as M } from '#domain/donations/donation.ts';
import { razorpayGateway, type PaymentGateway } from '#api/donations/razorpay-gateway.ts';
import { reconcileDonations, RECONCILE_AFTER_MS } from '#api/donations/reconcile-donations.ts';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, signedInMember, signInAs } from '#api/test/people.ts';
import { startRazorpayFake, type RazorpayFake } from '#api/test/razorpay-fake.ts';
import { createTestApp, testConfig } from '#api/test/test-app.ts';

// Issue 14 against a fake Razorpay that speaks its REST protocol and signs as it does.
const fx = useMailFixture();
let fake: RazorpayFake;
let gateway: PaymentGateway;
type Auth = Record<string, string>;
let asha: { id: string; auth: Auth; email: string };
let ben: { id: string; auth: Auth; email: string };
let admin: Auth;

const api = () => createTestApp(fx.db.sql, { clock: fx.clock, payments: gateway });
const donate = (body: unknown, auth: Auth = asha.auth, key: string = crypto.randomUUID()) =>
  api().call('POST', '/api/donation', body, { ...auth, 'idempotency-key': key });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const callback = (fields: Record<string, string>) =>
  api().call('POST', '/api/donation/verify', form(fields), { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://api.razorpay.com' });
const webhook = (delivery: { body: string; headers: Record<string, string> }) => api().call('POST', '/api/donation/webhook', delivery.body, delivery.headers);
const ordersMade = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/orders').length;
const paidRows = async (donorId: string) =>
  (await fx.db.sql<{ n: number }[]>`select count(*)::int as n from donations where donor_id = ${donorId} and status = 'paid'`)[0]!.n;
const receipts = async () =>
  (await fx.db.sql<{ n: number }[]>`select count(*)::int as n from outbox where kind = 'mail' and payload ->> 'template' = 'donation-receipt'`)[0]!.n;

beforeAll(async () => {
  fake = await startRazorpayFake();
  gateway = razorpayGateway({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, apiUrl: fake.url });
  await insertAdmin(fx.db.sql);
  admin = (await signInAs(fx.db.sql, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin')).auth;
  asha = await signedInMember(fx.db.sql, { fullName: 'Asha Donor' });
  ben = await signedInMember(fx.db.sql, { fullName: 'Ben Other' });
});
afterAll(() => fake?.close());

describe('POST /api/donation', () => {
  it("answers the spec's donation {id, amount}: one Razorpay order, however often the request is retried", async () => {
    const before = ordersMade();
    const key = crypto.randomUUID();
    const first = await donate({ rollNumber: '1', amount: 2500, donationType: 'One-Time', message: 'For the library' }, asha.auth, key);
    expect(first.status).toBe(201);
    expect(first.json.donation).toMatchObject({ amount: 250000, currency: 'INR', donationType: 'One-Time', subscriptionId: null });
    expect(first.json.donation.id).toMatch(/^order_/);
    expect(first.json.donation.reference).toMatch(/^DN-[0-9A-Z]{10}$/);
    expect(first.json.checkout).toMatchObject({ key: fake.keyId, callbackUrl: `${testConfig.appUrl}/api/donation/verify`, prefill: { name: 'Asha Donor', email: asha.email } });
    const retries = await Promise.all([1, 2, 3].map(() => donate({ amount: 2500 }, asha.auth, key)));
    expect(retries.map((r) => r.json.donation.id)).toEqual([first.json.donation.id, first.json.donation.id, first.json.donation.id]);
    expect(ordersMade() - before).toBe(1);
    expect(fake.orders.get(first.json.donation.id)).toMatchObject({ amount: 250000, receipt: first.json.donation.reference });
    expect((await donate({ amount: 500 }, asha.auth, key)).status).toBe(409);
  });

  it('holds amounts to whole rupees from ₹10 to ₹10,00,000, in the words the form shows', async () => {
    const cases: [unknown, string][] = [
      [{}, M.amountRequired],
      [{ amount: '' }, M.amountRequired],
      [{ amount: 'ten' }, M.amountRequired],
      [{ amount: 9 }, M.amountMin],
      [{ amount: 10.5 }, M.amountWhole],
      [{ amount: 1e300 }, M.amountMax],
      [{ amount: 1_000_001 }, M.amountMax],
      [{ amount: 500, donationType: 'Weekly' }, M.typeInvalid],
      [{ amount: 500, message: 'x'.repeat(501) }, M.messageTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await donate(body);
      expect([res.status, res.json.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await donate({ amount: '1000000' })).status).toBe(201);
    const visitor = await api().call('POST', '/api/donation', { amount: 500 });
    expect([visitor.status, visitor.json.message]).toEqual([401, M.loginRequired]);
    expect((await donate({ amount: 500 }, admin)).status).toBe(403);
    expect((await donate({ amount: 500 }, asha.auth, 'short')).status).toBe(400);
  });

  it('says when Razorpay is not answering, and a retry after it recovers makes one order', async () => {
    const key = crypto.randomUUID();
    fake.failNext(503);
    const down = await donate({ amount: 750 }, asha.auth, key);
    expect([down.status, down.json.message]).toEqual([503, M.providerDown]);
    const before = ordersMade();
    const again = await donate({ amount: 750 }, asha.auth, key);
    expect(again.status).toBe(201);
    expect(ordersMade() - before).toBe(1);
  });

  it('is honest without Razorpay keys: 409 and the summary says not configured', async () => {
    const bare = createTestApp(fx.db.sql, { clock: fx.clock });
    const res = await bare.call('POST', '/api/donation', { amount: 500 }, asha.auth);
    expect([res.status, res.json.message]).toEqual([409, M.notConfigured]);
    expect((await bare.call('GET', '/api/donation/summary')).json.configured).toBe(false);
  });
});

describe('paid only by a signature, and only once', () => {
  it('refuses a forged callback; pays a signed one once across replays, the webhooks included', async () => {
    const { json } = await donate({ amount: 2500 }, ben.auth);
    const { reference, id: orderId } = json.donation;
    const paid = fake.pay(orderId);
    const summaryBefore = (await api().call('GET', '/api/donation/summary')).json;
    const receiptsBefore = await receipts();

    const forged = await callback({ ...paid, razorpay_signature: 'f'.repeat(64) });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe(`/donation/verify?reference=${reference}`);
    expect((await api().call('GET', `/api/donation/${reference}`, undefined, ben.auth)).json.donation.status).toBe('created');

    for (let i = 0; i < 5; i += 1) {
      const res = await callback(paid);
      expect(res.headers.get('location')).toBe(`/donation/verify?reference=${reference}&razorpay_payment_id=${paid.razorpay_payment_id}`);
    }
    expect((await webhook(fake.webhook('payment.captured', { paymentId: paid.razorpay_payment_id }))).json.status).toBe('handled');
    expect((await webhook(fake.webhook('order.paid', { paymentId: paid.razorpay_payment_id, orderId }))).json.status).toBe('handled');

    const view = (await api().call('GET', `/api/donation/${reference}`, undefined, ben.auth)).json.donation;
    expect(view).toMatchObject({ reference, status: 'paid', amount: 2500, paymentId: paid.razorpay_payment_id, donationType: 'One-Time' });
    expect(await paidRows(ben.id)).toBe(1);
    expect((await receipts()) - receiptsBefore).toBe(1);
    const summary = (await api().call('GET', '/api/donation/summary')).json;
    expect(summary.totalRaised - summaryBefore.totalRaised).toBe(2500);
    expect(summary.donors - summaryBefore.donors).toBe(1);

    await fx.drainOutbox();
    const [mail, ...more] = fx.mailsTo(ben.email).filter((m) => m.subject === `Receipt for your donation ${reference}`);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Amount: ₹2,500');
    expect(mail!.text).toContain(`Payment ID: ${paid.razorpay_payment_id}`);
    const [pdf] = mail!.attachments ?? [];
    expect([pdf!.filename, pdf!.contentType]).toEqual([`receipt-${reference}.pdf`, 'application/pdf']);
    expect((await PDFDocument.load(pdf!.content)).getTitle()).toBe(`Donation receipt ${reference}`);
  });

  it('refuses a webhook with a bad signature, and a repeated event id has no effect', async () => {
    const { json } = await donate({ amount: 1000 }, ben.auth);
    const paid = fake.pay(json.donation.id);
    const delivery = fake.webhook('payment.captured', { paymentId: paid.razorpay_payment_id });
    const bad = await webhook({ body: delivery.body, headers: { ...delivery.headers, 'X-Razorpay-Signature': '0'.repeat(64) } });
    expect(bad.status).toBe(400);
    const tampered = await webhook({ body: delivery.body.replace('"amount":100000', '"amount":1'), headers: delivery.headers });
    expect(tampered.status).toBe(400);
    expect((await webhook(delivery)).json.status).toBe('handled');
    expect((await webhook(delivery)).json.status).toBe('duplicate');
    const view = (await api().call('GET', `/api/donation/${json.donation.reference}`, undefined, ben.auth)).json.donation;
    expect([view.status, view.amount]).toEqual(['paid', 1000]);
  });

  it("shows a donation to its donor and the admin only; another member's reference is a 404", async () => {
    const { json } = await donate({ amount: 600 });
    const path = `/api/donation/${json.donation.reference}`;
    expect((await api().call('GET', path, undefined, asha.auth)).status).toBe(200);
    expect((await api().call('GET', path, undefined, admin)).status).toBe(200);
    expect((await api().call('GET', path, undefined, ben.auth)).status).toBe(404);
    expect((await api().call('GET', path)).status).toBe(401);
    expect((await api().call('GET', '/api/donation/DN-0000000000', undefined, asha.auth)).status).toBe(404);
    expect((await api().call('GET', "/api/donation/'%20or%201=1", undefined, asha.auth)).status).toBe(404);
  });

});

describe('Monthly and Annual', () => {
  it('subscribes on a reused plan; the first charge pays its row, each later charge adds one, once', async () => {
    const plansBefore = fake.plans.size;
    const first = await donate({ amount: 1000, donationType: 'Monthly' }, asha.auth);
    expect(first.status).toBe(201);
    expect(first.json.donation).toMatchObject({ donationType: 'Monthly', orderId: null, amount: 100000 });
    const subscriptionId: string = first.json.donation.subscriptionId;
    expect(first.json.donation.id).toBe(subscriptionId);
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ total_count: 120 });
    const again = await donate({ amount: 1000, donationType: 'Monthly' }, ben.auth);
    expect(fake.plans.size - plansBefore).toBe(1);
    expect(fake.subscriptions.get(again.json.donation.subscriptionId)!.plan_id).toBe(fake.subscriptions.get(subscriptionId)!.plan_id);

    const paidBefore = await paidRows(asha.id);
    const authorized = fake.authorizeSubscription(subscriptionId);
    const res = await callback(authorized);
    expect(res.headers.get('location')).toContain(`razorpay_payment_id=${authorized.razorpay_payment_id}`);
    expect((await webhook(fake.webhook('subscription.charged', { subscriptionId, paymentId: authorized.razorpay_payment_id }))).json.status).toBe('handled');
    expect((await paidRows(asha.id)) - paidBefore).toBe(1);

    const charge = fake.chargeSubscription(subscriptionId);
    const delivery = fake.webhook('subscription.charged', { subscriptionId, paymentId: charge.id });
    await webhook(delivery);
    await webhook(fake.webhook('subscription.charged', { subscriptionId, paymentId: charge.id })); // a new event id, the same charge
    expect((await paidRows(asha.id)) - paidBefore).toBe(2);
    const history = (await api().call('GET', '/api/donation/mine', undefined, asha.auth)).json.donations;
    expect(history.filter((d: { donationType: string; status: string }) => d.donationType === 'Monthly' && d.status === 'paid')).toHaveLength(2);

    const reference: string = first.json.donation.reference;
    expect((await api().call('POST', `/api/donation/${reference}/cancel`, undefined, ben.auth)).status).toBe(404);
    const cancelled = await api().call('POST', `/api/donation/${reference}/cancel`, undefined, asha.auth);
    expect([cancelled.status, cancelled.json.donation.subscriptionStatus, cancelled.json.donation.status]).toEqual([200, 'cancelled', 'paid']);
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('cancelled');
    expect((await api().call('POST', `/api/donation/${reference}/cancel`, undefined, asha.auth)).status).toBe(409);
    await webhook(fake.webhook('subscription.cancelled', { subscriptionId }));
    expect((await paidRows(asha.id)) - paidBefore).toBe(2);
  });
});

it("counts paid donations in the donor's Donation tile, and only paid ones", async () => {
  // Ben paid ₹2,500 and ₹1,000 above; his Monthly subscription was never authorized.
  const profile = await api().call('GET', '/api/users/profile', undefined, ben.auth);
  expect(profile.json.analyticsId.Donation).toBe(3500);
});

// Last: it moves the clock past the sessions' lifetime.
describe('the reconciler', () => {
  it('pays a donation whose callback never came, and only after 15 minutes', async () => {
    const { json } = await donate({ amount: 1200 }, ben.auth);
    fake.pay(json.donation.id); // the tab closed before Checkout could call back
    const ctx = () => ({ now: fx.clock.now(), secret: testConfig.jwtSecret, appUrl: testConfig.appUrl });
    await reconcileDonations(fx.db.sql, gateway, ctx());
    // Read from the table: the clock moves past the session's lifetime here.
    const status = async () => (await fx.db.sql<{ status: string }[]>`select status from donations where reference = ${json.donation.reference}`)[0]!.status;
    expect(await status()).toBe('created');
    fx.clock.advance(RECONCILE_AFTER_MS + 1000);
    expect((await reconcileDonations(fx.db.sql, gateway, ctx())).paid).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('paid');
  });
});

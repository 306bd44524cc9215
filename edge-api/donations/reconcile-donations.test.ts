import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayGateway, type PaymentGateway } from '#api/donations/razorpay-gateway.ts';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, insertMember, MEMBER_PASSWORD } from '#api/test/people.ts';
import { startRazorpayFake, type RazorpayFake } from '#api/test/razorpay-fake.ts';
import { createTestApp, testConfig } from '#api/test/test-app.ts';
import { MAX_RECONCILE_FAILURES, RECONCILE_AFTER_MS, reconcileDonations, reconcileRetryMs } from './reconcile-donations.ts';

// Issue 36: one order Razorpay refuses must not stop the reconciler for every other donation.
const fx = useMailFixture();
let fake: RazorpayFake;
let gateway: PaymentGateway;
let donor: { rollNumber: string };

const gatewayAt = (apiUrl: string, timeoutMs?: number) =>
  razorpayGateway({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, apiUrl, timeoutMs });
const api = () => createTestApp(fx.db.sql, { clock: fx.clock, payments: gateway });
// Signed in at the test clock's time, again once it has moved on: the passes below move it by hours.
const sessions = new Map<string, { at: number; auth: Record<string, string> }>();
async function signIn(name: string, password: string, role?: string) {
  const now = fx.clock.now().getTime();
  const known = sessions.get(name);
  if (known && now >= known.at && now - known.at < 10 * 60_000) return known.auth;
  const { json } = await api().call('POST', '/api/users/auth', { rollNumberOrEmail: name, password, role });
  const auth = { authorization: `Bearer ${json.token}` };
  sessions.set(name, { at: now, auth });
  return auth;
}
const pass = (via = gateway) => reconcileDonations(fx.db.sql, via, { now: fx.clock.now(), secret: testConfig.jwtSecret, appUrl: testConfig.appUrl });

/** A Checkout opened and left: its reference and order. */
async function abandoned(amount: number) {
  const auth = await signIn(donor.rollNumber, MEMBER_PASSWORD);
  const { json } = await api().call('POST', '/api/donation', { amount }, { ...auth, 'idempotency-key': crypto.randomUUID() });
  fx.clock.advance(1000); // the next one is a second younger, so the pass asks about this one first
  return { reference: json.donation.reference as string, orderId: json.donation.orderId as string };
}
const donorView = async (reference: string) =>
  (await api().call('GET', `/api/donation/${reference}`, undefined, await signIn(donor.rollNumber, MEMBER_PASSWORD))).json.donation;
const adminList = async (query = '') => (await api().call('GET', `/api/admin/donations${query}`, undefined, await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin'))).json;
const adminRow = async (reference: string) => (await adminList()).donations.find((d: { reference: string }) => d.reference === reference);
const asked = (orderId: string) => fake.requests.filter((r) => r.path === `/v1/orders/${orderId}/payments`).length;
const receiptsFor = async (reference: string) =>
  (await fx.db.sql<{ n: number }[]>`select count(*)::int as n from outbox where payload ->> 'template' = 'donation-receipt' and payload -> 'values' ->> 'reference' = ${reference}`)[0]!.n;

beforeAll(async () => {
  fake = await startRazorpayFake();
  gateway = gatewayAt(fake.url);
  await insertAdmin(fx.db.sql);
  donor = await insertMember(fx.db.sql, { fullName: 'Rhea Donor' });
});
afterAll(() => fake?.close());

describe('the reconciler', () => {
  it('records an order Razorpay refuses and goes on: the paid donation behind it is paid once, with its receipt', async () => {
    const refused = await abandoned(500);
    const paid = await abandoned(1200);
    fake.answerPayments(refused.orderId, 400);
    const payment = fake.pay(paid.orderId); // the tab closed before Checkout could call back
    fx.clock.advance(RECONCILE_AFTER_MS + 1000);

    expect(await pass()).toMatchObject({ paid: 1, refused: 1, outage: null });
    const order = fake.requests.map((r) => r.path).filter((p) => p.endsWith('/payments'));
    expect(order.indexOf(`/v1/orders/${refused.orderId}/payments`)).toBeLessThan(order.indexOf(`/v1/orders/${paid.orderId}/payments`));
    expect(await donorView(paid.reference)).toMatchObject({ status: 'paid', amount: 1200, paymentId: payment.razorpay_payment_id });
    expect(await receiptsFor(paid.reference)).toBe(1);
    expect(await donorView(refused.reference)).toMatchObject({ status: 'created' });
    expect((await adminRow(refused.reference)).reconcile).toEqual({
      reason: 'Razorpay answered 400: The id provided does not exist',
      failures: 1,
      nextTryAt: new Date(fx.clock.now().getTime() + reconcileRetryMs(1)).toISOString(),
      needsAdmin: false,
      since: null,
    });

    fx.clock.advance(RECONCILE_AFTER_MS + 1000); // the refused one is asked again, the paid one never
    const paidAsked = asked(paid.orderId);
    expect(await pass()).toMatchObject({ checked: 1, refused: 1, paid: 0 });
    expect(asked(paid.orderId)).toBe(paidAsked);
    expect(await receiptsFor(paid.reference)).toBe(1);
    fake.answerPayments(refused.orderId, null); // Razorpay knows it again: an answer clears the trouble
    fx.clock.advance(reconcileRetryMs(2));
    await pass();
    expect((await adminRow(refused.reference)).reconcile).toBeNull();
  });

  it('backs off twice as long after each refusal, then leaves the row to the admin, shown with its reason', async () => {
    const refused = await abandoned(700);
    fake.answerPayments(refused.orderId, 404);
    fx.clock.advance(RECONCILE_AFTER_MS + 1000);
    for (let failures = 1; failures < MAX_RECONCILE_FAILURES; failures += 1) {
      const before = asked(refused.orderId);
      await pass();
      expect(asked(refused.orderId) - before).toBe(1);
      const { reconcile } = await adminRow(refused.reference);
      expect(reconcile).toMatchObject({ failures, needsAdmin: false });
      expect(Date.parse(reconcile.nextTryAt) - fx.clock.now().getTime()).toBe(reconcileRetryMs(failures));
      fx.clock.advance(reconcileRetryMs(failures) - 1000);
      await pass(); // not due yet: not asked
      expect(asked(refused.orderId) - before).toBe(1);
      fx.clock.advance(1000);
    }
    expect(reconcileRetryMs(MAX_RECONCILE_FAILURES - 1)).toBe(320 * 60_000);

    await pass(); // the last try
    const markedAt = fx.clock.now().toISOString();
    const attention = await adminList('?attention=1');
    expect(attention.totals.needsAdmin).toBe(1);
    expect(attention.donations).toHaveLength(1);
    expect(attention.donations[0]).toMatchObject({
      reference: refused.reference,
      status: 'created',
      reconcile: { failures: MAX_RECONCILE_FAILURES, needsAdmin: true, since: markedAt, nextTryAt: null, reason: expect.stringMatching(/^Razorpay answered 404: /) },
    });
    const before = asked(refused.orderId);
    fx.clock.advance(3 * 24 * 60 * 60_000); // days later: still not asked, and not cancelled as abandoned
    await pass();
    expect(asked(refused.orderId)).toBe(before);
    expect((await donorView(refused.reference)).status).toBe('created');
  });

  it('ends the pass early and touches no row when Razorpay is down, slow or unreachable', async () => {
    const first = await abandoned(800);
    const second = await abandoned(900);
    fake.pay(second.orderId);
    fx.clock.advance(RECONCILE_AFTER_MS + 1000);
    const outages: [string, PaymentGateway][] = [
      ['503', gateway],
      ['hang', gatewayAt(fake.url, 300)],
      ['unreachable', gatewayAt('http://127.0.0.1:9')],
    ];
    for (const [answer, via] of outages) {
      fake.answerPayments(first.orderId, answer === 'hang' ? 'hang' : 503);
      const before = { first: asked(first.orderId), second: asked(second.orderId) };
      const outcome = await pass(via);
      expect(outcome.outage, answer).toMatch(answer === '503' ? /^Razorpay answered 503/ : answer === 'hang' ? /did not answer within 300 ms/ : /unreachable/);
      expect(outcome.checked, answer).toBe(0);
      expect(asked(second.orderId), answer).toBe(before.second);
      expect(await donorView(second.reference), answer).toMatchObject({ status: 'created' });
      expect((await adminRow(first.reference)).reconcile, answer).toBeNull();
    }

    fake.answerPayments(first.orderId, null); // back: the same rows are first in the next pass
    expect(await pass()).toMatchObject({ paid: 1, outage: null });
    expect((await donorView(second.reference)).status).toBe('paid');
    expect((await adminRow(first.reference)).reconcile).toBeNull();
  });
});

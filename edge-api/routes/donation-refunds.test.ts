import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayGateway, type PaymentGateway } from '#api/donations/razorpay-gateway.ts';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, signedInMember, signInAs } from '#api/test/people.ts';
import { startRazorpayFake, type RazorpayFake } from '#api/test/razorpay-fake.ts';
import { createTestApp } from '#api/test/test-app.ts';

// Issue 36: a refund takes off its own amount, once, and never more than the donation still counts.
const fx = useMailFixture();
let fake: RazorpayFake;
let gateway: PaymentGateway;
type Auth = Record<string, string>;
let donor: { auth: Auth };
let admin: Auth;
let fundId: string;

const api = () => createTestApp(fx.db.sql, { clock: fx.clock, payments: gateway });
const webhook = (delivery: { body: string; headers: Record<string, string> }) => api().call('POST', '/api/donation/webhook', delivery.body, delivery.headers);
const refunded = (paymentId: string, amount: number) => webhook(fake.webhook('refund.processed', { refundId: fake.refund(paymentId, amount).id, paymentId }));
/** The delivery Razorpay would send for `refundId`, with its refund entity changed and signed again. */
function crafted(refundId: string, paymentId: string, change: (refund: Record<string, unknown>) => void) {
  const event = JSON.parse(fake.webhook('refund.processed', { refundId, paymentId }).body);
  change(event.payload.refund.entity);
  return fake.signed(JSON.stringify(event));
}

/** Paid as Checkout pays: order, payment, signed callback. */
async function paid(rupees: number) {
  const { json } = await api().call('POST', '/api/donation', { amount: rupees, fundId }, { ...donor.auth, 'idempotency-key': crypto.randomUUID() });
  const payment = fake.pay(json.donation.id);
  await api().call('POST', '/api/donation/verify', new URLSearchParams(payment).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
  return { reference: json.donation.reference as string, paymentId: payment.razorpay_payment_id };
}
const view = async (reference: string) => (await api().call('GET', `/api/donation/${reference}`, undefined, donor.auth)).json.donation;

/** Every figure that sums money, as the hero, the impact tab, the profile tile and the admin list show it. */
async function figures() {
  const summary = (await api().call('GET', '/api/donation/summary')).json;
  const profile = (await api().call('GET', '/api/users/profile', undefined, donor.auth)).json;
  const list = (await api().call('GET', '/api/admin/donations', undefined, admin)).json;
  return {
    totalRaised: summary.totalRaised as number,
    fundRaised: summary.funds.find((f: { id: string }) => f.id === fundId).raised as number,
    donationTile: profile.analyticsId.Donation as number,
    adminPaid: list.totals.paidAmount as number,
    adminRefunded: list.totals.refundedAmount as number,
  };
}
/** The donor's devices: every page since `cursor`, and the synced profile rows they brought. */
async function pulled(cursor: number) {
  const profiles: { analyticsId: { Donation: number } }[] = [];
  for (;;) {
    const { json } = await api().call('GET', `/api/sync/pull?cursor=${cursor}`, undefined, donor.auth);
    profiles.push(...json.changes.profile);
    cursor = json.cursor;
    if (!json.more) return { cursor, profiles };
  }
}
const moved = (before: Awaited<ReturnType<typeof figures>>, after: Awaited<ReturnType<typeof figures>>) =>
  Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - before[k as keyof typeof before]]));

beforeAll(async () => {
  fake = await startRazorpayFake();
  gateway = razorpayGateway({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, apiUrl: fake.url });
  await insertAdmin(fx.db.sql);
  admin = (await signInAs(fx.db.sql, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin')).auth;
  donor = await signedInMember(fx.db.sql, { fullName: 'Tara Giver' });
  fundId = (await fx.db.sql<{ id: string }[]>`select id from donation_funds where name = 'Scholarships'`)[0]!.id;
});
afterAll(() => fake?.close());

describe('refund.processed', () => {
  it('a ₹1 refund of ₹800 keeps ₹799 counted in the hero, the fund, the profile tile, the admin list and its export', async () => {
    const before = await figures();
    const { reference, paymentId } = await paid(800);
    const { cursor } = await pulled(0);
    expect((await refunded(paymentId, 100)).json.status).toBe('handled');
    // The Donation tile on the donor's devices comes by sync: the partial refund re-stamps the profile.
    expect((await pulled(cursor)).profiles.map((p) => p.analyticsId.Donation)).toEqual([before.donationTile + 799]);

    expect(moved(before, await figures())).toEqual({ totalRaised: 799, fundRaised: 799, donationTile: 799, adminPaid: 799, adminRefunded: 1 });
    expect(await view(reference)).toMatchObject({ status: 'paid', amount: 800, refundedAmount: 1 });
    const mine = (await api().call('GET', '/api/donation/mine', undefined, donor.auth)).json.donations;
    expect(mine.find((d: { reference: string }) => d.reference === reference)).toMatchObject({ status: 'paid', amount: 800, refundedAmount: 1 });
    const row = (await api().call('GET', '/api/admin/donations', undefined, admin)).json.donations.find((d: { reference: string }) => d.reference === reference);
    expect(row).toMatchObject({ status: 'paid', amount: 800, refundedAmount: 1, reconcile: null });

    const csv = (await api().call('GET', '/api/admin/donations/export', undefined, admin)).text.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(csv[0]).toBe('Reference,Donor,Roll number,E-mail,Amount (INR),Type,Status,Fund,Message,Payment ID,Created,Paid,Refunded (INR)');
    const line = csv.find((l) => l.startsWith(`${reference},`))!;
    expect(line).toContain(`,800,One-Time,paid,Scholarships,,${paymentId},`);
    expect(line.endsWith(',1')).toBe(true);
  });

  it('counts a refund once, whatever event brings it; partial refunds that add up to the payment make it refunded', async () => {
    const before = await figures();
    const { reference, paymentId } = await paid(500);
    const first = fake.refund(paymentId, 20_000);
    const delivery = fake.webhook('refund.processed', { refundId: first.id, paymentId });
    expect((await webhook(delivery)).json.status).toBe('handled');
    expect((await webhook(delivery)).json.status).toBe('duplicate');
    expect((await webhook(fake.webhook('refund.processed', { refundId: first.id, paymentId }))).json.status).toBe('duplicate');
    expect(await view(reference)).toMatchObject({ status: 'paid', refundedAmount: 200 });
    expect(moved(before, await figures())).toMatchObject({ totalRaised: 300, fundRaised: 300, donationTile: 300, adminPaid: 300 });

    expect((await refunded(paymentId, 30_000)).json.status).toBe('handled');
    expect(await view(reference)).toMatchObject({ status: 'refunded', amount: 500, refundedAmount: 500 });
    expect(moved(before, await figures())).toEqual({ totalRaised: 0, fundRaised: 0, donationTile: 0, adminPaid: 0, adminRefunded: 500 });
  });

  it('never takes off more than the donation still counts, and a bad or missing amount is refused, not a 5xx', async () => {
    const before = await figures();
    const { reference, paymentId } = await paid(1000);
    const refund = fake.refund(paymentId, 10_000);
    const malformed: [string, (r: Record<string, unknown>) => void][] = [
      ['missing', (r) => delete r.amount],
      ['text', (r) => (r.amount = '10000')],
      ['negative', (r) => (r.amount = -10_000)],
      ['zero', (r) => (r.amount = 0)],
      ['fraction', (r) => (r.amount = 100.5)],
      ['huge', (r) => (r.amount = 1e300)],
      ['null', (r) => (r.amount = null)],
    ];
    for (const [name, change] of malformed) {
      const res = await webhook(crafted(refund.id, paymentId, change));
      expect([res.status, res.json.message], name).toEqual([400, 'The webhook body is not a Razorpay event']);
    }
    const noRefund = JSON.parse(fake.webhook('refund.processed', { paymentId }).body); // the payment alone, no refund entity
    expect((await webhook(fake.signed(JSON.stringify(noRefund)))).status).toBe(400);
    expect(await view(reference)).toMatchObject({ status: 'paid', refundedAmount: 0 });

    // Signed, but claiming far more than was paid: only what remained is taken off.
    expect((await webhook(crafted(refund.id, paymentId, (r) => (r.amount = 500_000_000)))).json.status).toBe('handled');
    expect(await view(reference)).toMatchObject({ status: 'refunded', refundedAmount: 1000 });
    expect((await refunded(paymentId, 100)).json.status).toBe('handled'); // nothing left to take
    expect(moved(before, await figures())).toEqual({ totalRaised: 0, fundRaised: 0, donationTile: 0, adminPaid: 0, adminRefunded: 1000 });
    const unknown = crafted(refund.id, paymentId, (r) => Object.assign(r, { id: 'rfnd_Unknown0000001', payment_id: 'pay_Unknown0000001' }));
    expect((await webhook(unknown)).json.status).toBe('ignored');
  });
});

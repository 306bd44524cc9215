import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayGateway } from '#api/donations/razorpay-gateway.ts';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';
import { startRazorpayFake, type RazorpayFake } from '#api/test/razorpay-fake.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { shapeProblems } from './shape.ts';
import { signIn, useContractApi } from './spec-client.ts';

// Spec section 3, "Donation request: rollNumber, amount, donationType (One-Time, Monthly, Annual),
// message (optional). Response: donation {id, amount}", and section 7: the provider's checkout gets
// the order id and calls back /api/donation/verify; the result page reads reference and
// razorpay_payment_id from its address.
const fx = useContractApi();
let fake: RazorpayFake;
let session: Awaited<ReturnType<typeof signIn>>;
let rollNumber: string;
const api = () =>
  createTestApp(fx.db.sql, {
    clock: fx.clock,
    payments: razorpayGateway({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, apiUrl: fake.url }),
  });

beforeAll(async () => {
  fake = await startRazorpayFake();
  const member = await insertMember(fx.db.sql, { fullName: 'Asha Rao' });
  rollNumber = member.rollNumber;
  session = await signIn(fx.api().call, member.rollNumber, MEMBER_PASSWORD);
});
afterAll(() => fake?.close());

describe('/api/donation', () => {
  it('POST {rollNumber, amount, donationType, message} answers donation {id, amount} for each type', async () => {
    for (const donationType of ['One-Time', 'Monthly', 'Annual']) {
      const res = await api().call('POST', '/api/donation', { rollNumber, amount: 1000, donationType, message: 'For the library' }, session.auth);
      expect(res.status, res.text).toBe(201);
      expect(shapeProblems(res.json, { donation: { id: 'str', amount: 'num' } })).toEqual([]);
    }
  });

  it("POST /api/donation/verify takes the provider's callback and sends the browser to the result page with reference and payment id", async () => {
    const { json } = await api().call('POST', '/api/donation', { rollNumber, amount: 500, donationType: 'One-Time' }, session.auth);
    const paid = fake.pay(json.donation.id);
    const res = await api().call('POST', '/api/donation/verify', new URLSearchParams(paid).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, 'http://portal.test');
    expect(location.pathname).toBe('/donation/verify');
    expect(location.searchParams.get('reference')).toMatch(/^DN-/);
    expect(location.searchParams.get('razorpay_payment_id')).toBe(paid.razorpay_payment_id);
  });
});

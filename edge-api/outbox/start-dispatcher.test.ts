import webpush from 'web-push';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { razorpayGateway, type PaymentGateway } from '#api/donations/razorpay-gateway.ts';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { insertStudent, signedInMember } from '#api/test/people.ts';
import { startRazorpayFake, type RazorpayFake } from '#api/test/razorpay-fake.ts';
import { createTestApp, testConfig } from '#api/test/test-app.ts';
import { startDispatcher } from './start-dispatcher.ts';

// Issue 36: the reconciler waiting on Razorpay must not hold up mail (signup codes included).
const fx = useMailFixture();
let fake: RazorpayFake;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startRazorpayFake();
  // Far longer than the test: the reconciler's question stays unanswered throughout.
  gateway = razorpayGateway({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, apiUrl: fake.url, timeoutMs: 10 * 60_000 });
});
afterAll(() => fake?.close());

it('delivers a signup code while the donation reconciler waits on a Razorpay that never answers', async () => {
  const api = () => createTestApp(fx.db.sql, { clock: fx.clock, payments: gateway });
  const donor = await signedInMember(fx.db.sql, { fullName: 'Patient Donor' });
  const created = await api().call('POST', '/api/donation', { amount: 900 }, { ...donor.auth, 'idempotency-key': crypto.randomUUID() });
  const orderId: string = created.json.donation.orderId;
  fake.answerPayments(orderId, 'hang');
  fx.clock.advance(60 * 60_000); // the Checkout was left an hour ago: the reconciler's first pass asks about it

  const dispatcher = startDispatcher({
    sql: fx.db.sql,
    config: { smtpUrl: fx.sink.url, mailFrom: 'portal@alumni.example.edu', secrets: { jwtSecret: testConfig.jwtSecret }, vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@alumni.example.edu' }, app: testConfig },
    clock: fx.clock,
    log: () => {},
    payments: gateway,
    pollMs: 20,
  });
  try {
    await vi.waitFor(() => expect(fake.requests.map((r) => r.path)).toContain(`/v1/orders/${orderId}/payments`), { timeout: 10_000 });
    const student = await insertStudent(fx.db.sql, { fullName: 'Waiting Student' });
    expect((await api().call('POST', `/api/users/verify/${student.rollNumber}`)).status).toBe(200);
    const mail = await fx.sink.waitFor((m) => m.to.includes(student.email));
    expect(mail.subject).toMatch(/^Your Alumni Portal verification code: \d{6}$/);
    const [row] = await fx.db.sql<{ status: string }[]>`select status from donations where order_id = ${orderId}`;
    expect(row!.status).toBe('created'); // Razorpay still has not answered
  } finally {
    await dispatcher.stop(); // gives up the unanswered call rather than waiting on it
  }
});

it('sends a code mail as soon as its row is written, though the next poll is ten minutes away (NOTIFY outbox)', async () => {
  const dispatcher = startDispatcher({
    sql: fx.db.sql,
    listen: fx.db.listen,
    config: { smtpUrl: fx.sink.url, mailFrom: 'portal@alumni.example.edu', secrets: { jwtSecret: testConfig.jwtSecret }, vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@alumni.example.edu' }, app: testConfig },
    clock: fx.clock,
    log: () => {},
    pollMs: 10 * 60_000,
  });
  try {
    expect(await dispatcher.listening).toBe(true);
    // The first pass, at start, is a poll away too: only the notification can start one.
    const student = await insertStudent(fx.db.sql, { fullName: 'Hurried Student' });
    expect((await createTestApp(fx.db.sql, { clock: fx.clock }).call('POST', `/api/users/verify/${student.rollNumber}`)).status).toBe(200);
    const mail = await fx.sink.waitFor((m) => m.to.includes(student.email));
    expect(mail.subject).toMatch(/^Your Alumni Portal verification code: \d{6}$/);
  } finally {
    await dispatcher.stop();
  }
});

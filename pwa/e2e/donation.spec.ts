import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { demoAccounts, postJson, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import type { RazorpayFake } from '#api/test/razorpay-fake.ts';
import { apiLogin, type Member } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { stubCheckout } from './razorpay-checkout-stub.ts';
import { formatLakhsOneDecimal } from '#domain/jobs/lakhs.ts';

// Online screens only: the service worker's install (precaching every chunk, ~6 CPU-s a browser
// context here) is not what these tests check, so their contexts run without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

// Issue 14: the donation page against the fake Razorpay; checkout.js is a stand-in (Playwright
// route) that pays through the fake and posts Checkout's signed result to our callback.

const raised = (page: Page) => page.locator('dt', { hasText: 'Raised' }).locator('xpath=following-sibling::dd');

type NewMember = (roster?: { first?: string; last?: string }) => Promise<Member>;

/** A donor of the test's own, signed in (without the login screen) on /donation. */
async function donor(page: Page, newMember: NewMember, first: string): Promise<Member> {
  const who = await newMember({ first, last: 'Donor' });
  await signIn(page, who, '/donation');
  await expect(page).toHaveURL(/\/donation$/);
  return who;
}

/**
 * The result page asks the server every 2 s for ~10 s before it gives up on an unpaid donation: the
 * page's clock (installed at the test's start) is moved on 2 s at a time instead of waited out.
 */
async function untilVerificationFailed(page: Page) {
  const failed = page.getByRole('heading', { name: 'Verification Failed' });
  await expect(async () => {
    await page.clock.fastForward(2_000);
    await expect(failed).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [0], timeout: 20_000 });
}

test('a visitor sees the login-required state: controls disabled, "Login to Donate"', async ({ page }) => {
  await page.goto('/donation');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Your Alma Mater' })).toBeVisible();
  await expect(page.getByText('Login Required for Donations')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  await expect(page.getByLabel('Amount (₹)')).toBeDisabled();
  await expect(page.getByRole('button', { name: '₹2,500' })).toBeDisabled();
  await page.getByRole('button', { name: 'Login to Donate' }).click();
  await expect(toast(page, 'Please Login to make a donation')).toBeVisible();
});

test('a member gives ₹2,500 once: the server confirms it, the receipt arrives, the total raised grows by it', async ({ page, server, smtp, razorpay, newMember }) => {
  test.setTimeout(120_000);
  const loads = await stubCheckout(page, razorpay);
  const me = await donor(page, newMember, 'Kiran');
  await expect(raised(page)).not.toHaveText('—');
  // The hero rounds to lakhs ('5.5L+'), so the exact total is read from the same summary it shows.
  const totalRaised = async () => ((await (await fetch(`${server.url}/api/donation/summary`)).json()) as { totalRaised: number }).totalRaised;
  const before = await totalRaised();
  expect(loads.count).toBe(0); // Checkout is not loaded until the member proceeds

  await page.getByRole('button', { name: '₹2,500' }).click();
  await expect(page.getByLabel('Amount (₹)')).toHaveValue('2500');
  await expect(page.getByLabel('Roll number')).toHaveValue(me.rollNumber);
  await page.getByLabel('Message (optional)').fill('For the library');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
  await expect(checkout).toContainText('pay ₹2500');
  expect(loads.count).toBe(1);
  await checkout.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/donation\/verify\?reference=DN-/);
  await expect(page.getByRole('heading', { name: 'Donation Successful!' })).toBeVisible();
  await expect(page.getByText('Thank you for your generous contribution to our alumni community.')).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('reference')!;
  const paymentId = [...razorpay.payments.values()].at(-1)!.id;
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText(paymentId)).toBeVisible();

  const receipt = await smtp.waitFor((m) => m.subject === `Receipt for your donation ${reference}`);
  expect(receipt.text).toContain('Amount: ₹2,500');
  expect(receipt.attachments?.[0]?.contentType).toBe('application/pdf');

  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 }); // the 5-second countdown goes home
  expect(await totalRaised()).toBe(before + 2500);
  await page.goto('/donation');
  await expect(raised(page)).toHaveText(formatLakhsOneDecimal(before + 2500));
  await page.goto('/profile');
  const history = page.getByRole('region', { name: 'My Donations' });
  await expect(history.getByRole('listitem').filter({ hasText: reference })).toContainText('₹2,500 · One-Time');
  await expect(history.getByRole('listitem').filter({ hasText: reference })).toContainText('Paid');
});

test('a dismissed checkout pays nothing; the result page then says verification failed', async ({ page, razorpay, newMember }) => {
  await page.clock.install(); // runs at normal speed until untilVerificationFailed moves it
  await stubCheckout(page, razorpay);
  await donor(page, newMember, 'Dev');
  await page.getByLabel('Amount (₹)').fill('1000');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('dialog', { name: 'Razorpay Checkout' }).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page, 'Payment cancelled. Nothing was charged.')).toBeVisible();
  const order = [...razorpay.orders.values()].at(-1)!;
  expect(order).toMatchObject({ status: 'created', amount_paid: 0 });
  // A hand-made result address does not make it paid.
  await page.goto(`/donation/verify?reference=${order.receipt}&razorpay_payment_id=pay_forged0000001`);
  await untilVerificationFailed(page);
});

test('a failed card payment ends on "Verification Failed" and pays nothing', async ({ page, razorpay, newMember }) => {
  await page.clock.install(); // runs at normal speed until untilVerificationFailed moves it
  await stubCheckout(page, razorpay);
  await donor(page, newMember, 'Noor');
  await page.getByLabel('Amount (₹)').fill('800');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('dialog', { name: 'Razorpay Checkout' }).getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/donation\/verify\?reference=DN-[0-9A-Z]{10}$/);
  await untilVerificationFailed(page);
  await expect(page.getByText("We couldn't verify your donation. Please try again or contact support.")).toBeVisible();
});

test('a member gives monthly: Checkout opens the subscription, the first charge succeeds, and the profile can stop it', async ({ page, razorpay, newMember }) => {
  test.setTimeout(120_000);
  await stubCheckout(page, razorpay);
  await donor(page, newMember, 'Maya');
  await page.getByRole('button', { name: '₹500' }).click();
  await page.getByText('Monthly', { exact: true }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('dialog', { name: 'Razorpay Checkout' }).getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Donation Successful!' })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('reference')!;
  const subscription = [...razorpay.subscriptions.values()].at(-1)!;
  expect(subscription).toMatchObject({ status: 'active', paid_count: 1 });

  await page.goto('/profile');
  const row = page.getByRole('region', { name: 'My Donations' }).getByRole('listitem').filter({ hasText: reference });
  await expect(row).toContainText('₹500 · Monthly');
  await row.getByRole('button', { name: 'Cancel monthly donation' }).click();
  await row.getByRole('button', { name: 'Yes, stop' }).click();
  await expect(toast(page, 'Recurring donation cancelled. No further charges will be made.')).toBeVisible();
  await expect(row).toContainText('recurring stopped');
  expect(razorpay.subscriptions.get(subscription.id)!.status).toBe('cancelled');
});

test('offline, the form says payments need a connection and queues nothing', async ({ page, context, newMember }) => {
  await donor(page, newMember, 'Ira');
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  await goOffline(context);
  await expect(page.getByRole('alert')).toHaveText('Payments need a connection. Connect to the internet to donate.');
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
  await goOnline(context);
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
});

/** A paid ₹`rupees` donation made the way Checkout makes one: order, payment, signed callback. */
async function paidDonation(baseUrl: string, who: Member, razorpay: RazorpayFake, rupees: number) {
  const { token } = await apiLogin(baseUrl, who.rollNumber, who.password);
  const created = await postJson<{ donation: { id: string } }>(`${baseUrl}/api/donation`, { amount: rupees }, token);
  const paid = razorpay.pay(created.donation.id);
  const res = await fetch(`${baseUrl}/api/donation/verify`, { method: 'POST', body: new URLSearchParams(paid), redirect: 'manual' });
  expect(res.headers.get('location')).toContain('razorpay_payment_id=');
  return paid.razorpay_payment_id;
}

test('the admin sees donations with their totals, exports them as CSV and adds a fund donors can choose', async ({ page, server, razorpay, newMember }) => {
  const donor = await newMember({ first: 'Admin', last: 'Seen' });
  await paidDonation(server.url, donor, razorpay, 4321);
  const refunded = await newMember({ first: 'Partly', last: 'Refunded' });
  const paymentId = await paidDonation(server.url, refunded, razorpay, 800);
  const refund = razorpay.webhook('refund.processed', { refundId: razorpay.refund(paymentId, 100).id, paymentId });
  expect(await (await fetch(`${server.url}/api/donation/webhook`, { method: 'POST', body: refund.body, headers: refund.headers })).json()).toEqual({ status: 'handled' });
  const { admin } = demoAccounts(server.output());
  await signIn(page, { ...admin, role: 'Admin' }, '/admin/add-edit-Student'); // where a login lands
  await expect(page).toHaveURL(/\/admin\/add-edit-Student$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
  await page.getByLabel('Status').selectOption('paid');
  await expect(page.getByRole('status').filter({ hasText: /paid, ₹[\d,]+ in all/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: donor.fullName })).toContainText('₹4,321');
  const partly = page.getByRole('row').filter({ hasText: refunded.fullName });
  await expect(partly).toContainText('₹800');
  await expect(partly).toContainText('₹1 refunded');
  await expect(partly).toContainText('partly refunded');
  await expect(page.getByRole('status').filter({ hasText: /₹[\d,]+ refunded/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.replace(/^\ufeff/, '').split('\r\n')[0]).toBe('Reference,Donor,Roll number,E-mail,Amount (INR),Type,Status,Fund,Message,Payment ID,Created,Paid,Refunded (INR)');
  expect(csv).toContain(`,${donor.fullName},${donor.rollNumber},`);
  expect(csv).toContain(',4321,One-Time,paid,');
  const refundedLine = csv.split('\r\n').find((l) => l.includes(`,${refunded.fullName},`));
  expect(refundedLine).toContain(',800,One-Time,paid,');
  expect(refundedLine?.endsWith(',1')).toBe(true);

  const fundName = `Library Wing ${Date.now().toString(36)}`;
  await page.getByLabel('Name').fill(fundName);
  await page.getByLabel('Goal (₹)').fill('750000');
  await page.getByRole('button', { name: 'Add fund' }).click();
  await expect(toast(page, 'Fund added')).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${fundName}` })).toBeVisible();
  const summary = await (await page.request.get('/api/donation/summary')).json();
  expect(summary.funds.map((f: { name: string }) => f.name)).toContain(fundName);
});

test.describe('axe at 360 px', () => {
  // bypassCSP only so that axe itself can be injected.
  test.use({ bypassCSP: true, viewport: { width: 360, height: 780 } });

  test('/donation and its result page have no serious axe violation at 360 px, light and dark', async ({ page, newMember }) => {
    // Each screen in both themes, switched live on the same page.
    const check = (what: string) =>
      inEachTheme(page, async (theme) => {
        await expect(page.locator('html'), `${what} (${theme})`).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        expect(await severeViolations(page), `${what} (${theme})`).toEqual([]);
      });
    await donor(page, newMember, 'Lata');
    await expect(raised(page)).not.toHaveText('—');
    await check('/donation');
    await page.getByRole('tab', { name: 'Our Impact' }).click();
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await check('/donation, Our Impact');
    await page.goto('/donation/verify?reference=DN-0000000000');
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await check('/donation/verify');
  });
});

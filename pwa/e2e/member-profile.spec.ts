import { postJson } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, type Member } from './jobs-helpers.ts';
import { readOutbox } from './local-store.ts';
import type { RazorpayFake } from '#api/test/razorpay-fake.ts';

// Issue 12: another member's profile (/profiles/{rollNumber}), read-only, with the spec's defaults;
// issue 29: what the member gave and where they work, as they choose to show it (ADR 0100).
// Online screens: no service worker (ADR 0103's addendum).
test.use({ serviceWorkers: 'block' });

/** A paid ₹`rupees` donation made the way Checkout makes one: order, payment, signed callback. */
async function paidDonation(baseUrl: string, who: Member, razorpay: RazorpayFake, rupees: number) {
  const { token } = await apiLogin(baseUrl, who.rollNumber, who.password);
  const created = await postJson<{ donation: { id: string } }>(`${baseUrl}/api/donation`, { amount: rupees }, token);
  const res = await fetch(`${baseUrl}/api/donation/verify`, { method: 'POST', body: new URLSearchParams(razorpay.pay(created.donation.id)), redirect: 'manual' });
  expect(res.headers.get('location')).toContain('razorpay_payment_id=');
}

test('a member reads another member’s profile with its defaults; an unknown roll number says so; a visitor is sent to log in', async ({ page, server, newMember }) => {
  const [asha, vikram] = [await newMember(), await newMember()];
  const { token } = await apiLogin(server.url, asha.rollNumber, asha.password);
  await postJson(`${server.url}/api/users/addUserJobInfo`, { companyName: 'Infosys', position: '', previousCompany: [] }, token);
  await postJson(`${server.url}/api/users/addUserSkills`, { technicalSkill: 'Kotlin' }, token);

  await page.goto(`/profiles/${asha.rollNumber}`);
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, vikram, `/profiles/${asha.rollNumber}`);
  await expect(page).toHaveURL(new RegExp(`/profiles/${asha.rollNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: asha.fullName })).toBeVisible();
  const job = page.getByRole('region', { name: 'Job History' });
  await expect(job.getByRole('definition')).toHaveText(['Not specified', 'Infosys', 'Not specified', 'Not specified']);
  await expect(page.getByRole('region', { name: 'Skills' }).getByRole('listitem')).toHaveText(['Kotlin']);
  await expect(page.getByText('No achievements listed')).toBeVisible();
  await expect(page.getByText('Connections : 0')).toBeVisible();
  // What she gave is hers to show: the tile says so rather than a misleading ₹0. The last tile is her reputation (issue 33).
  await expect(page.getByRole('region', { name: 'Analytics' }).getByRole('definition')).toHaveText(['Private', '0', '0', '0', '0', '0']);
  // Read-only: nothing to edit, and no e-mail address of another member on the page.
  await expect(page.getByRole('button', { name: /Edit|Add/ })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('@students.example.edu');

  await page.goto('/profiles/999999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await expect(page.getByText('No member has the roll number 999999999999.')).toBeVisible();
});

test('a member shows their phone, e-mail and gifts to all members and keeps their work to themselves; another member then sees exactly that', async ({
  browser,
  server,
  newMember,
  razorpay,
}) => {
  const [asha, vikram] = [await newMember(), await newMember()];
  await paidDonation(server.url, asha, razorpay, 2500);
  const { token } = await apiLogin(server.url, asha.rollNumber, asha.password);
  const previousCompany = [{ companyName: 'Wipro', position: 'Intern', duration: '6 months' }];
  await postJson(`${server.url}/api/users/addUserJobInfo`, { companyName: 'Infosys', position: 'Engineer', duration: '2 years', location: 'Pune', previousCompany }, token);

  const other = await browser.newPage({ baseURL: server.url, serviceWorkers: 'block' });
  await signIn(other, vikram, `/profiles/${asha.rollNumber}`);
  await expect(other).toHaveURL(new RegExp(`/profiles/${asha.rollNumber}$`));
  const job = other.getByRole('region', { name: 'Job History' });
  await expect(job.getByRole('definition')).toHaveText(['Engineer', 'Infosys', 'Pune', '2 years']);
  await expect(job.getByText('Wipro')).toBeVisible();
  await expect(other.getByRole('region', { name: 'Analytics' }).getByRole('definition').first()).toHaveText('Private');

  const own = await browser.newPage({ baseURL: server.url, serviceWorkers: 'block' });
  await signIn(own, asha, '/profile');
  await expect(own).toHaveURL(/\/profile$/);
  await expect(own.getByRole('region', { name: 'Analytics' }).getByRole('definition').first()).toHaveText('₹2,500'); // her own, always
  const privacy = own.getByRole('region', { name: 'Contact and Privacy' });
  await expect(privacy.getByRole('definition').nth(1)).toHaveText('Not added');
  await expect(privacy.getByText('Donation total visible to')).toBeVisible();
  await expect(privacy.getByRole('definition').last()).toHaveText('Only me');
  await privacy.getByRole('button', { name: 'Edit Privacy' }).click();
  await own.getByLabel('Phone (optional)').fill('12');
  await own.getByRole('button', { name: 'Save Changes' }).click();
  await expect(own.getByText('Enter a phone number of 7 to 15 digits (+, spaces, - and () allowed)').first()).toBeVisible();
  await own.getByLabel('Phone (optional)').fill('+91 98765 43210');
  await own.getByRole('combobox', { name: 'E-mail' }).selectOption('All members');
  await own.getByRole('combobox', { name: 'Phone' }).selectOption('All members');
  await own.getByRole('combobox', { name: 'Donation total' }).selectOption('All members');
  await own.getByRole('combobox', { name: 'Position and companies' }).selectOption('Only me');
  await own.getByRole('button', { name: 'Save Changes' }).click();
  await expect(privacy.getByRole('definition').nth(1)).toHaveText('+91 98765 43210');
  await expect(privacy.getByRole('definition').last()).toHaveText('All members');
  await expect.poll(async () => (await readOutbox(own)).length, { timeout: 20_000 }).toBe(0);

  await other.reload();
  await expect(other.getByRole('heading', { level: 1, name: asha.fullName })).toBeVisible();
  await expect(other.getByText('+91 98765 43210')).toBeVisible();
  await expect(other.getByText(/@students\.example\.edu$/)).toBeVisible();
  await expect(other.getByRole('region', { name: 'Analytics' }).getByRole('definition').first()).toHaveText('₹2,500');
  await expect(job.getByRole('definition')).toHaveText(['Not specified', 'Not specified', 'Pune', 'Not specified']);
  await expect(job.getByText('No previous jobs listed')).toBeVisible();
  await expect(other.locator('body')).not.toContainText(/Infosys|Wipro|Engineer/);
});

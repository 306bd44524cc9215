import { logIn, postJson } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, createMember } from './jobs-helpers.ts';
import { readOutbox } from './local-store.ts';

// Issue 12: another member's profile (/profiles/{rollNumber}), read-only, with the spec's defaults.

test('a member reads another member’s profile with its defaults; an unknown roll number says so; a visitor is sent to log in', async ({ page, server, smtp }) => {
  const [asha, vikram] = [await createMember(server.url, server.output(), smtp), await createMember(server.url, server.output(), smtp)];
  const { token } = await apiLogin(server.url, asha.rollNumber, asha.password);
  await postJson(`${server.url}/api/users/addUserJobInfo`, { companyName: 'Infosys', position: '', previousCompany: [] }, token);
  await postJson(`${server.url}/api/users/addUserSkills`, { technicalSkill: 'Kotlin' }, token);

  await page.goto(`/profiles/${asha.rollNumber}`);
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, vikram.rollNumber, vikram.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/profiles/${asha.rollNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: asha.fullName })).toBeVisible();
  const job = page.getByRole('region', { name: 'Job History' });
  await expect(job.getByRole('definition')).toHaveText(['Not specified', 'Infosys', 'Not specified', 'Not specified']);
  await expect(page.getByRole('region', { name: 'Skills' }).getByRole('listitem')).toHaveText(['Kotlin']);
  await expect(page.getByText('No achievements listed')).toBeVisible();
  await expect(page.getByText('Connections : 0')).toBeVisible();
  // Read-only: nothing to edit, and no e-mail address of another member on the page.
  await expect(page.getByRole('button', { name: /Edit|Add/ })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('@students.example.edu');

  await page.goto('/profiles/999999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await expect(page.getByText('No member has the roll number 999999999999.')).toBeVisible();
});

test('a member shows their phone and e-mail to all members; another member then sees them on the profile', async ({ browser, server, smtp }) => {
  const [asha, vikram] = [await createMember(server.url, server.output(), smtp), await createMember(server.url, server.output(), smtp)];
  const own = await browser.newPage({ baseURL: server.url });
  await logIn(own, asha.rollNumber, asha.password);
  await expect(own).toHaveURL(/\/$/);
  await own.goto('/profile');
  const privacy = own.getByRole('region', { name: 'Contact and Privacy' });
  await expect(privacy.getByRole('definition').nth(1)).toHaveText('Not added');
  await privacy.getByRole('button', { name: 'Edit Privacy' }).click();
  await own.getByLabel('Phone (optional)').fill('12');
  await own.getByRole('button', { name: 'Save Changes' }).click();
  await expect(own.getByText('Enter a phone number of 7 to 15 digits (+, spaces, - and () allowed)').first()).toBeVisible();
  await own.getByLabel('Phone (optional)').fill('+91 98765 43210');
  await own.getByRole('combobox', { name: 'E-mail' }).selectOption('All members');
  await own.getByRole('combobox', { name: 'Phone' }).selectOption('All members');
  await own.getByRole('button', { name: 'Save Changes' }).click();
  await expect(privacy.getByRole('definition').nth(1)).toHaveText('+91 98765 43210');
  await expect.poll(async () => (await readOutbox(own)).length, { timeout: 20_000 }).toBe(0);

  const other = await browser.newPage({ baseURL: server.url });
  await logIn(other, vikram.rollNumber, vikram.password);
  await expect(other).toHaveURL(/\/$/);
  await other.goto(`/profiles/${asha.rollNumber}`);
  await expect(other.getByRole('heading', { level: 1, name: asha.fullName })).toBeVisible();
  await expect(other.getByText('+91 98765 43210')).toBeVisible();
  await expect(other.getByText(/@students\.example\.edu$/)).toBeVisible();
});

import { demoAccounts, mainNav, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { postJobViaForm, serverCounts, signInReadyToPost, uniqueTitle } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { readOutbox } from './local-store.ts';

// Issue 53, "Leaving": a member deletes their account (deactivated at once, erased in 14 days) and
// may keep it by signing in again. Online screens: no service worker (ADR 0103). Erasure itself
// ("Former member", the e-mail in no answer, the roll number free) is proven against the API
// (edge-api/routes/users/account-deletion.test.ts).
test.use({ serviceWorkers: 'block' });

test('a member deletes their account with their password; their other device empties itself; signing in again keeps it', async ({ memberPage: page, member, browser, server }) => {
  // Their phone, with a job written offline.
  const phoneContext = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const phone = await phoneContext.newPage();
  await signInReadyToPost(phone, member);
  await goOffline(phoneContext);
  const title = uniqueTitle('Never sent');
  await postJobViaForm(phone, { title });

  await page.goto('/settings/account');
  const section = page.getByRole('region', { name: 'Delete my account' });
  await expect(section).toContainText('shown as from a “Former member”');
  await section.getByLabel('Your password').fill('Not#Mine123');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByText('Your password is not right.')).toBeVisible();

  await section.getByLabel('Your password').fill(member.password);
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toContainText('erased in 14 days');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Your account is deactivated and will be erased on')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'Login / Register' })).toBeVisible();

  // The phone, back online, learns the account was deleted and empties itself: the job is not sent.
  await goOnline(phoneContext);
  await expect(phone).toHaveURL(/\/login$/, { timeout: 20_000 });
  await expect(phone.getByText('This account was deleted from another device')).toBeVisible();
  await expect.poll(() => readOutbox(phone)).toEqual([]);
  expect(await serverCounts(server.url, [title])).toEqual([0]);
  await phoneContext.close();

  // Back within the 14 days: the settings say when, and the account is kept.
  await signIn(page, member, '/settings/account');
  const notice = page.getByRole('alert').filter({ hasText: 'Your account will be erased on' });
  await expect(notice).toBeVisible();
  await expect(section).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 800 });
  await inEachTheme(page, async (theme) => expect(await severeViolations(page), theme).toEqual([]));
  await notice.getByRole('button', { name: 'Keep my account' }).click();
  await expect(toast(page, 'Your account is active again: nothing will be erased.')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(section).toBeVisible();
});

test("the office erases a member's account on their request, saying why; the roster record stays, free to sign up again", async ({ page, server, newMember }) => {
  const member = await newMember({ first: 'Requested' });
  const { admin } = demoAccounts(server.output());
  await signIn(page, { ...admin, role: 'Admin' }, '/admin/student');
  await page.getByRole('searchbox', { name: 'Search students' }).fill(member.rollNumber);
  await page.getByRole('button', { name: `Close ${member.fullName}'s account` }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${member.fullName}'s account` });
  await dialog.getByRole('radio', { name: /Erase now/ }).check();
  await dialog.getByRole('button', { name: 'Close the account' }).click();
  await expect(dialog.getByText('Please say why')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await dialog.getByLabel('Reason').fill('Asked by e-mail on 28 November');
  await dialog.getByRole('button', { name: 'Close the account' }).click();
  await expect(toast(page, 'The account is erased')).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit ${member.fullName}` })).toBeVisible();
  const login = await page.request.post('/api/users/auth', { data: { rollNumberOrEmail: member.rollNumber, password: member.password } });
  expect(login.status()).toBe(401);
});

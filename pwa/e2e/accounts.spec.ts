import type { Page } from '@playwright/test';
import { addRosterStudent, codeFromMail, demoAccounts, logIn, mainNav, signUpViaApi, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { withPersistentContext } from './persistent-context.ts';
import { untilWorkerActive, untilWorkerControls } from './jobs-helpers.ts';

// Online screens only: the service worker's install (precaching every chunk, ~6 CPU-s a browser
// context here) is not what these tests check, so their contexts run without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

// The wizard uses the first printed roll number; a second member is made through the API. The login
// and sign-up screens are this file's subject; a test about something else signs in through the API.
const MEMBER_PASSWORD = 'Member#2024';
let member: { rollNumber: string; fullName: string } | undefined;

test.beforeAll(async ({ server, smtp }) => {
  const rollNumber = demoAccounts(server.output()).rollNumbers[1];
  member = { rollNumber, fullName: await signUpViaApi(server.url, smtp, rollNumber, MEMBER_PASSWORD) };
});

const theMember = () => {
  if (!member) throw new Error('beforeAll did not create the member');
  return member;
};

test('a student signs up in three steps, logs in, stays signed in across a reload and logs out', async ({ page, server, smtp }) => {
  const rollNumber = demoAccounts(server.output()).rollNumbers[0];
  const password = 'Campus#2024';
  let signupPosts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/users') signupPosts += 1;
  });

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Alumni Network' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Step 1 of 3');
  const before = smtp.mails.length;
  await page.getByLabel('Roll Number').fill(rollNumber);
  await page.getByRole('button', { name: 'Verify Roll Number' }).click();
  await expect(toast(page, 'Verification code sent to your registered email')).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Verify Email' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Step 2 of 3');
  const masked = (await page.locator('#signup-code-sent strong').textContent()) ?? '';
  expect(masked).toMatch(/^.•••@.+/);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Please enter verification code')).toBeVisible();
  await page.getByLabel('Verification Code').fill(await codeFromMail(smtp, before, masked));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page, 'Email verified successfully!')).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Complete Your Profile' })).toBeVisible();
  // The verified record is shown read-only, as text.
  const recordValue = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
  for (const label of ['Full Name', 'Email', 'Gender', 'Roll Number', 'Course', 'Batch', 'Branch/Specialization', 'CGPA']) {
    await expect(recordValue(label)).not.toBeEmpty();
  }
  await expect(recordValue('Roll Number')).toHaveText(rollNumber);
  await expect(page.locator('main form input')).toHaveCount(1); // the password is the only field
  const fullName = (await recordValue('Full Name').textContent()) ?? '';
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  const passwordInput = page.getByLabel('Password', { exact: true });
  await passwordInput.fill('campus');
  await expect(page.getByText('Very weak')).toBeVisible();
  await passwordInput.fill(password);
  await expect(page.getByText('Very strong')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText(', met');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordInput).toHaveAttribute('type', 'text');
  // Enter in the wizard's fields does not submit (spec section 2, Signup). A form's implicit
  // submission dispatches its submit event while the key is handled, so none counted once the press
  // returns means none; the one POST counted once the account exists settles it.
  await page.evaluate(() => {
    const w = window as unknown as { submits: number };
    w.submits = 0;
    document.addEventListener('submit', () => (w.submits += 1), true);
  });
  await passwordInput.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(0);
  expect(signupPosts).toBe(0);
  await expect(create).toBeEnabled(); // still on the step, not busy sending
  await create.click();
  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(signupPosts).toBe(1);

  await logIn(page, rollNumber, password);
  await expect(page).toHaveURL(`${server.url}/`);
  const nameLink = mainNav(page).getByRole('link', { name: fullName });
  await expect(nameLink).toBeVisible();
  await page.reload();
  await expect(nameLink).toBeVisible();

  await nameLink.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByText(rollNumber)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logout Successfully ...')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(mainNav(page).getByRole('link', { name: 'Login / Register' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([null, null]);
});

test('the admin logs in with the printed password and gets the admin pages', async ({ page, server }) => {
  const { admin } = demoAccounts(server.output());
  await logIn(page, admin.email, admin.password, 'Admin');
  await expect(page).toHaveURL(/\/admin\/add-edit-Student$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Student Management' })).toBeVisible();
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Add Student' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Student', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'About Us' })).toHaveCount(0);
  await expect(page.locator('a[href="/profile"]')).toHaveCount(0);

  // An admin opening / or a member-only page lands on the admin page.
  for (const path of ['/', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/add-edit-Student$/);
  }
  await nav.getByRole('button', { name: 'Log Out' }).click();
  await expect(toast(page, 'Logout Successfully ...')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(nav.getByRole('link', { name: 'Login / Register' })).toBeVisible();
});

test('a visitor is sent to /login from member pages but may see the job portal', async ({ page }) => {
  for (const path of ['/profile', '/admin/student', '/query']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  }
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Portal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login to Post' })).toHaveAttribute('href', '/login');
});

test('a signed-in member is sent to / from admin pages and from /login', async ({ page, server }) => {
  const { rollNumber, fullName } = theMember();
  await signIn(page, { rollNumber, password: MEMBER_PASSWORD });
  await expect(page).toHaveURL(`${server.url}/`);
  for (const path of ['/admin/student', '/login']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Alumni Journey Begins Here' })).toBeVisible();
  }
  await expect(mainNav(page).getByRole('link', { name: fullName })).toBeVisible();
});

test('the login form shows the spec messages', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Login Type')).toHaveValue('Student / Alumni');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Email Id / RollNumber')).toBeFocused();

  await page.getByLabel('Email Id / RollNumber').fill('12345');
  await expect(page.getByText('Roll number must be at least 10 digits')).toBeVisible();
  await page.getByLabel('Email Id / RollNumber').fill('20181100AB01');
  await expect(page.getByText('Roll number must contain only digits')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('abcdefg');
  await expect(page.getByText('Password must include a letter, a number, and a special character')).toBeVisible();

  await page.getByLabel('Email Id / RollNumber').fill('nobody@alumni.example.edu');
  await page.getByLabel('Password', { exact: true }).fill('wrong#pass1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(toast(page, 'Invalid credentials. Please check your details and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Register here' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('an expired access token is refreshed once; an ended session signs out to /login', async ({ page, server }) => {
  const { rollNumber, fullName } = theMember();
  await signIn(page, { rollNumber, password: MEMBER_PASSWORD });
  await expect(page).toHaveURL(`${server.url}/`);

  // A stale token: /profile's load gets a 401, refreshes with the cookie and retries.
  await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe('expired.token.value');

  // No refresh cookie either: the session has ended. The stale token is written as the next page
  // starts, so no late write of the page being left can put the fresh one back.
  await page.context().clearCookies();
  await page.addInitScript(() => {
    if (sessionStorage.getItem('stale-token-set')) return;
    sessionStorage.setItem('stale-token-set', '1');
    localStorage.setItem('token', 'expired.token.value');
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(mainNav(page).getByRole('link', { name: 'Login / Register' })).toBeVisible();
});

test('the e-mail verification page shows the address and rejects a wrong code', async ({ page }) => {
  // Reached in the app: a cold load of this path is the known failure below. (/login, whose app starts
  // after its first paint: the home page's starts only when the visitor reaches for it, ADR 0097.)
  await page.goto('/login');
  await page.evaluate(() => {
    history.pushState(null, '', '/verify/x%40y.com');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verification' })).toBeVisible();
  await expect(page.getByText('x@y.com')).toBeVisible();
  const input = page.getByLabel('Verification Code');
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('maxlength', '6');
  await expect(page.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
  await input.fill('123456');
  await input.press('Enter');
  await expect(toast(page, 'Invalid verification code. Please try again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/');
});

test('a cold load of /verify/{email}, the link in the code e-mail, shows the page', async ({ page }) => {
  await page.goto('/verify/x%40y.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verification' })).toBeVisible({ timeout: 3000 });
});

test('the server prints the address it answers on, which links in e-mails use by default', async ({ server }) => {
  // HOST=127.0.0.1 and no APP_URL (server.ts): http://localhost:PORT may not reach this server.
  expect(server.output()).toContain(`Alumni portal is running at ${server.url}  (database:`);
  expect(server.output()).not.toContain('Links in e-mails point to');
});

/** Starts the wizard for a new roster student; answers the code and the link its e-mail carries. */
async function startSignup(page: Page, server: { url: string; output(): string }, smtp: Parameters<typeof codeFromMail>[0]) {
  const student = await addRosterStudent(server.url, server.output(), { first: 'Rhea', last: 'Linked' });
  await page.goto('/signup');
  const before = smtp.mails.length;
  await page.getByLabel('Roll Number').fill(student.rollNumber);
  await page.getByRole('button', { name: 'Verify Roll Number' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Verify Email' })).toBeVisible();
  const mail = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to[0] === student.email);
  const code = /Your verification code is (\d{6})/.exec(mail.text)?.[1] ?? '';
  const link = /(http\S+\/verify\/\S+)/.exec(mail.text)?.[1] ?? '';
  // Item 4 of issue 10 as well: the link reaches this server, started with HOST=127.0.0.1.
  expect(link).toBe(`${server.url}/verify/${encodeURIComponent(student.email)}`);
  return { ...student, code, link };
}

/** On the /verify/{email} page the link opened: the code, then the spec's success toast. */
async function verifyByLink(tab: Page, link: string, code: string) {
  await tab.goto(link);
  await tab.getByLabel('Verification Code').fill(code);
  await tab.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(tab, 'Verification successful! Redirecting...')).toBeVisible();
}

test('the code e-mail link, opened in another tab, carries the signup on to an account; the wizard follows', async ({ page, server, smtp }) => {
  const student = await startSignup(page, server, smtp);
  const tab = await page.context().newPage();
  await verifyByLink(tab, student.link, student.code);

  // The link's tab goes on to the password step with the verified record, not to /.
  await expect(tab).toHaveURL(/\/signup$/);
  await expect(tab.getByRole('heading', { level: 2, name: 'Complete Your Profile' })).toBeVisible();
  await expect(tab.locator('dt:text-is("Roll Number") + dd')).toHaveText(student.rollNumber);
  await expect(tab.locator('dt:text-is("Email") + dd')).toHaveText(student.email);
  // The wizard's tab is not left on a code the server has used up: it moves on too.
  await expect(page.getByRole('heading', { level: 2, name: 'Complete Your Profile' })).toBeVisible();

  await tab.getByLabel('Password', { exact: true }).fill('Linked#2024');
  await tab.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(tab, 'Account created successfully!')).toBeVisible();
  await expect(tab).toHaveURL(/\/login$/);
  // The wizard's copy of the same signup says where to go instead of failing.
  await page.getByLabel('Password', { exact: true }).fill('Linked#2024');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'An account already exists for this roll number. Please log in.')).toBeVisible();

  await logIn(tab, student.rollNumber, 'Linked#2024');
  await expect(tab).toHaveURL(`${server.url}/`);
  await expect(mainNav(tab).getByRole('link', { name: student.fullName })).toBeVisible();
  // Signed in, the wizard's tab leaves /signup for the home page too.
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(mainNav(page).getByRole('link', { name: student.fullName })).toBeVisible();
});

test('the code e-mail link opened on another device: the signup ends there, and the wizard here says why the code is used', async ({ page, browser, server, smtp }) => {
  const student = await startSignup(page, server, smtp);
  const phone = await browser.newContext();
  try {
    const tab = await phone.newPage();
    await verifyByLink(tab, student.link, student.code);
    await expect(tab.getByRole('heading', { level: 2, name: 'Complete Your Profile' })).toBeVisible();
    await tab.getByLabel('Password', { exact: true }).fill('Linked#2024');
    await tab.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(tab, 'Account created successfully!')).toBeVisible();
  } finally {
    await phone.close();
  }
  // Back on the wizard, the mailed code was already used: say so, and how to go on.
  await page.getByLabel('Verification Code').fill(student.code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page, 'This code has already been used. If you opened the link in the e-mail, finish signing up there, or request a new code.')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Verify Roll Number' }).click();
  await expect(toast(page, 'An account already exists for this roll number. Please log in.')).toBeVisible();
  await logIn(page, student.email, 'Linked#2024');
  await expect(page).toHaveURL(`${server.url}/`);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a signed-in member who opens the app offline stays signed in', async ({ server }) => {
    const { rollNumber, fullName } = theMember();
    await withPersistentContext(server.url, async (ctx) => {
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      await signIn(page, { rollNumber, password: MEMBER_PASSWORD });
      await expect(page).toHaveURL(`${server.url}/`);
      await untilWorkerActive(page);
      await page.reload();
      await untilWorkerControls(page);

      await ctx.setOffline(true);
      await page.reload();
      const nameLink = mainNav(page).getByRole('link', { name: fullName });
      await expect(nameLink).toBeVisible();
      await nameLink.click();
      await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
      await ctx.setOffline(false);
    });
  });
});

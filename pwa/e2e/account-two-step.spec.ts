import { SECOND_STEP_NEEDED, TOTP_ON } from '#domain/accounts/two-step.ts';
import { totpNow } from '#api/test/totp-app.ts';
import { demoAccounts, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Issue 53, "Two-step sign-in for admins": the app set up from its QR code's key, then the login
// screen's second step. The rules (codes once, recovery codes, the college's rule) are proven
// against the API in edge-api/routes/users/two-step.test.ts. Online screens: no service worker.
test.use({ serviceWorkers: 'block' });

/** What the app shows now, or `steps` 30-second steps ago (the server takes one step either side). */
const appCode = (key: string, steps = 0) => totpNow(key, new Date(), steps);

test('an admin turns on an authenticator app, keeps the recovery codes, and then signs in with a code after the password', async ({ page, server }) => {
  const { admin } = demoAccounts(server.output());
  const { token } = await signIn(page, { ...admin, role: 'Admin' }, '/settings/account');
  try {
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = (await section.locator('code').textContent()) ?? '';
    // The code of the step before (taken one step late), so the one shown now stays unspent for the
    // login below; not in a step's last 5 s, when the server's step could move on before it checks.
    await expect.poll(() => Date.now() % 30_000, { timeout: 10_000, intervals: [500] }).toBeLessThan(25_000);
    await section.getByLabel('Code from the app').fill(appCode(key, -1));
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(toast(page, TOTP_ON)).toBeVisible();
    await expect(section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await inEachTheme(page, async (theme) => expect(await severeViolations(page), `${theme} at ${width} px`).toEqual([]));
    }
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect(section.getByText('10 recovery codes left.')).toBeVisible();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('Login Type').selectOption('Admin');
    await page.getByLabel('Email Id / RollNumber').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText(SECOND_STEP_NEEDED)).toBeVisible();
    await page.getByLabel('Authentication code').fill(appCode(key));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'Login successful! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/admin/);
  } finally {
    // The worker's other tests sign the demo admin in with its password alone.
    const off = await page.context().request.delete('/api/users/totp', { data: { password: admin.password }, headers: { authorization: `Bearer ${token}` } });
    expect(off.status()).toBe(200);
  }
});

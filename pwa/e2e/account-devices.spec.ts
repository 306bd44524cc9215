import { switchNetwork } from './network.ts';
import { toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Issue 53, "Devices": the settings page lists where the account is signed in and signs a lost
// phone out. Online screens: no service worker (ADR 0103). Who may end which session, and the
// names given to user agents, are proven against the API (edge-api/routes/users/device-sessions.test.ts).
test.use({ serviceWorkers: 'block' });

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test('a member sees their devices and signs their phone out; the phone is sent to sign in, saying why', async ({ memberPage: page, member, browser, server }) => {
  const phoneContext = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block', userAgent: ANDROID_CHROME });
  try {
    const phone = await phoneContext.newPage();
    await signIn(phone, member, '/jobs');

    await page.goto('/settings/account');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    // The member's own making left a session too (an API client's: 'an unknown device').
    await expect(devices.getByRole('listitem').first()).toContainText('This device');
    await expect(devices.getByRole('listitem').first()).toContainText('last seen now');
    const phoneRow = devices.getByRole('listitem').filter({ hasText: 'Chrome on Android' });
    await expect(phoneRow).toContainText(/last seen (just now|1 minute ago)/);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await inEachTheme(page, async (theme) => expect(await severeViolations(page), `${theme} at ${width} px`).toEqual([]));
    }

    await phoneRow.getByRole('button', { name: /^Sign out Chrome on Android/ }).click();
    await expect(toast(page, 'That device has been signed out.')).toBeVisible();
    await expect(phoneRow).toHaveCount(0);
    await expect(devices.getByRole('listitem').first()).toContainText('This device');

    // The phone learns it at once: its live stream ends with the session (ADR 0132).
    await expect(phone).toHaveURL(/\/login$/);
    await expect(phone.getByText('This device was signed out of the account from elsewhere')).toBeVisible();
  } finally {
    await phoneContext.close();
  }
});

test('offline, the devices section says it needs a connection; back online, every other device is signed out at once', async ({ memberPage: page, member, browser, server }) => {
  const contexts = await Promise.all([0, 1].map(() => browser.newContext({ baseURL: server.url, serviceWorkers: 'block' })));
  try {
    for (const context of contexts) await signIn(await context.newPage(), member, '/profile');
    await page.goto('/settings/account');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem').filter({ hasText: 'Chrome on Linux' })).toHaveCount(3);
    const others = (await devices.getByRole('listitem').count()) - 1;

    await switchNetwork(page, true);
    await expect(page.getByText('You are offline. Your devices are listed, and signed out, only with a connection.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0);
    await switchNetwork(page, false);

    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out all other devices?' });
    await expect(dialog).toContainText(`Your ${others} other devices will need your password`);
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(toast(page, `${others} other devices were signed out.`)).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0);
    for (const context of contexts) {
      const [other] = context.pages();
      await expect(other!).toHaveURL(/\/login$/);
      await expect(other!.getByText('This device was signed out of the account from elsewhere')).toBeVisible();
    }
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

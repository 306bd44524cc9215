import type { BrowserContext, Page } from '@playwright/test';
import { PASSKEY_ADDED, PASSKEY_REMOVED, PASSKEY_RENAMED, PASSKEY_SIGN_IN_FAILED } from '#domain/accounts/passkeys.ts';
import { mainNav, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Issue 53, "Passkeys": added in settings, used from /login with no roll number, in Chromium's own
// WebAuthn with a virtual authenticator (CDP). Browsers refuse an IP address as a relying party, so
// the page is opened at localhost (edge-api/auth/webauthn.ts). Online screens: no service worker.
test.use({ serviceWorkers: 'block' });

/** A phone-like authenticator that holds discoverable credentials and verifies its user at once. */
async function withAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

/** Forgets the session on this browser, as a signed-out device has none. */
async function forgetSession(context: BrowserContext, page: Page) {
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test('a member adds a passkey, renames it, signs in with it from /login with no roll number, and a removed one signs in no more', async ({ browser, server, member }) => {
  const context = await browser.newContext({ baseURL: server.url.replace('127.0.0.1', 'localhost'), serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await withAuthenticator(page);
    await signIn(page, member, '/settings/account');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
    await section.getByLabel('Passkey name').fill('My laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(toast(page, PASSKEY_ADDED)).toBeVisible();
    const list = section.getByRole('list', { name: 'Passkeys' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('My laptop');
    await expect(list).toContainText('not used yet');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await inEachTheme(page, async (theme) => expect(await severeViolations(page), `${theme} at ${width} px`).toEqual([]));
    }
    await list.getByRole('button', { name: 'Rename My laptop' }).click();
    await list.getByLabel('New name').fill('Work laptop');
    await list.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, PASSKEY_RENAMED)).toBeVisible();
    await expect(list).toContainText('Work laptop');

    await forgetSession(context, page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(toast(page, 'Login successful! Redirecting...')).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: new RegExp(member.fullName) })).toBeVisible();
    await page.goto('/settings/account');
    await expect(list).toContainText('last used');

    await list.getByRole('button', { name: 'Remove Work laptop' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(toast(page, PASSKEY_REMOVED)).toBeVisible();
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
    // The device still offers it; the portal no longer takes it.
    await forgetSession(context, page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(toast(page, PASSKEY_SIGN_IN_FAILED)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await context.close();
  }
});

test('a member deletes their account confirming with a passkey instead of the password', async ({ browser, server, member }) => {
  const context = await browser.newContext({ baseURL: server.url.replace('127.0.0.1', 'localhost'), serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await withAuthenticator(page);
    await signIn(page, member, '/settings/account');
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(toast(page, PASSKEY_ADDED)).toBeVisible();

    await page.getByRole('region', { name: 'Delete my account' }).getByRole('button', { name: 'Use a passkey instead' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Your account is deactivated and will be erased on')).toBeVisible();
  } finally {
    await context.close();
  }
});

import { switchNetwork } from './network.ts';
import { toast } from './accounts.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Issue 53: a member's e-mail address changes only with the code mailed to the new one; the old one
// may undo it for 7 days. Online screens: no service worker (ADR 0103). Addresses in use, limits,
// codes bound to their purpose and the undo's rules are proven against the API
// (edge-api/routes/users/email-change.test.ts).
test.use({ serviceWorkers: 'block' });

test('a member moves to a new address with the code sent to it; the old address undoes it, signing every device out', async ({ memberPage: page, member, browser, server, smtp }) => {
  await page.goto('/settings/account');
  const current = page.getByText('Your address now:');
  await expect(current).toBeVisible();
  const oldEmail = (await current.locator('span').textContent())!;
  const newEmail = `moved.${member.rollNumber}@mail.example.com`;

  // Offline, nothing is asked for and the address stays typed.
  await switchNetwork(page, true);
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(toast(page, 'You are offline. Changing your e-mail address needs a connection')).toBeVisible();
  await switchNetwork(page, false);

  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `A 6-digit code is on its way to ${newEmail}.` })).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await inEachTheme(page, async (theme) => expect(await severeViolations(page), `${theme} at ${width} px`).toEqual([]));
  }
  const codeMail = await smtp.waitFor((m) => m.to.includes(newEmail) && m.subject.includes('e-mail change code'));
  const code = /(\d{6})/.exec(codeMail.subject)?.[1] ?? '';
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Confirm the new address' }).click();
  await expect(toast(page, `Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await expect(current.locator('span')).toHaveText(newEmail);

  // The old address's notice carries the undo link; opened on another browser, not signed in.
  const notice = await smtp.waitFor((m) => m.to.includes(oldEmail) && m.subject === 'Your Alumni Portal e-mail address was changed');
  const link = /(http\S+\/undo-email-change#[\w-]+)/.exec(notice.text)?.[1] ?? '';
  const elsewhere = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const undo = await elsewhere.newPage();
    await undo.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await expect(undo.getByRole('heading', { level: 1, name: 'Undo your address change?' })).toBeVisible();
    await undo.setViewportSize({ width: 360, height: 800 });
    await inEachTheme(undo, async (theme) => expect(await severeViolations(undo), `the undo page, ${theme}`).toEqual([]));
    await undo.getByRole('button', { name: 'Undo the change' }).click();
    await expect(undo.getByRole('status').filter({ hasText: `Your e-mail address is ${oldEmail} again` })).toBeVisible();
    // The member's own device was signed out with every other.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('This device was signed out of the account from elsewhere')).toBeVisible();
    await smtp.waitFor((m) => m.to.includes(oldEmail) && m.subject === 'Your Alumni Portal e-mail address was restored');
    // The link works once.
    await undo.reload();
    await undo.getByRole('button', { name: 'Undo the change' }).click();
    await expect(toast(undo, 'This link is not valid any more')).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

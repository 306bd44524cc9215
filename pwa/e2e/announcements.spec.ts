import { addRosterStudent, demoAccounts, mainNav, postJson, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { untilWorkerControls } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';

// Issue 32: an announcement from the office reaches the member's inbox without a reload, reads
// with its headings, bold words and links (never as HTML), and stays readable offline.

// Online screens, but for the offline reading below: no service worker to install (ADR 0103).
test.use({ serviceWorkers: 'block' });

test.describe('with the service worker', () => {
  // The announcements read offline come from the precached app.
  test.use({ serviceWorkers: 'allow' });

  test('an announcement sent now reaches the open inbox, opens formatted, and reads offline', async ({ page, context, server, smtp, newMember }) => {
    const member = await newMember({ first: 'Ann', last: 'Reader', batch: '2012-2016' });
    await signIn(page, member, '/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await untilWorkerControls(page); // the app's chunks, precached, open the pages offline later

    const { admin } = demoAccounts(server.output());
    const { token } = await postJson<{ token: string }>(`${server.url}/api/users/auth`, { rollNumberOrEmail: admin.email, password: admin.password, role: 'Admin' });
    const title = `Reunion of the 2016 batch ${Date.now()}`;
    const body = '## Saturday, 20 December\n\nLunch at **1 pm** in the old workshop.\n\n- Bring your batch photo\n- Register at [the events page](https://alumni.example.edu/events)\n\n<b>not bold</b>';
    const { funds } = (await (await fetch(`${server.url}/api/donation/summary`)).json()) as { funds: { id: string; name: string }[] };
    const fund = funds.find((f) => f.name === 'Scholarships')!;
    await postJson(`${server.url}/api/admin/announcements`, { title, body, audience: { graduatingFrom: 2016, graduatingTo: 2016 }, link: { kind: 'fund', id: fund.id } }, token);

    const line = page.getByRole('link', { name: new RegExp(`From the alumni office: ${title}`) });
    await expect(line).toBeVisible({ timeout: 20_000 });
    await line.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Saturday, 20 December' })).toBeVisible();
    await expect(page.locator('strong', { hasText: '1 pm' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'the events page' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(page.getByText('<b>not bold</b>')).toBeVisible();

    // The e-mail (on by default for announcements): the words in full as text, with one-click unsubscribe.
    const mail = await smtp.waitFor((m) => m.subject === title, 20_000);
    expect(mail.text).toContain('Lunch at 1 pm in the old workshop.');
    expect(mail.text).toContain('• Register at the events page (https://alumni.example.edu/events)');
    expect(mail.listHeaders?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    await goOffline(context);
    await page.getByRole('link', { name: 'All announcements' }).click();
    await expect(page.getByRole('list', { name: 'Announcements' }).getByRole('link', { name: new RegExp(title) })).toBeVisible();

    // Back online, its link opens the donation form with the fund chosen.
    await goOnline(context);
    await page.getByRole('list', { name: 'Announcements' }).getByRole('link', { name: new RegExp(title) }).click();
    await page.getByRole('link', { name: 'Give to: Scholarships' }).click();
    await expect(page).toHaveURL(`/donation?fund=${fund.id}`);
    await expect(page.getByLabel('Fund')).toHaveValue(fund.id);
  });
});

test('a graduate who never signed up is invited by e-mail, and the link signs them up in one screen', async ({ page, server, smtp }) => {
  const graduate = await addRosterStudent(server.url, server.output(), { first: 'Invi', last: 'Graduate', batch: '2008-2012' });
  const { admin } = demoAccounts(server.output());
  const { token } = await postJson<{ token: string }>(`${server.url}/api/users/auth`, { rollNumberOrEmail: admin.email, password: admin.password, role: 'Admin' });
  const title = `Class of 2012: we would love to hear from you ${Date.now()}`;
  await postJson(`${server.url}/api/admin/announcements`, { title, body: 'Join the portal and find your batch-mates.', audience: { graduatingFrom: 2012, graduatingTo: 2012, signedUp: 'no' } }, token);

  const mail = await smtp.waitFor((m) => m.subject === title && m.to.includes(graduate.email), 20_000);
  expect(mail.text).toContain('Join the portal and find your batch-mates.');
  const link = /(http\S+\/signup\?invite=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { level: 2, name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.locator('dt:text-is("Email") + dd')).toHaveText(graduate.email);
  await page.getByLabel('Password', { exact: true }).fill('Invited#2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  // The account takes its password (the login screen itself is accounts.spec.ts's subject).
  await signIn(page, { rollNumber: graduate.rollNumber, password: 'Invited#2026' });
  await expect(mainNav(page).getByRole('link', { name: graduate.fullName })).toBeVisible();

  // The link was for one use.
  await page.goto('/');
  const again = await fetch(`${server.url}/api/users/invitation`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url }, body: JSON.stringify({ invite: new URL(link!).searchParams.get('invite') }) });
  expect(again.status).toBe(409);
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { AUDIT_CSV_HEADER } from '#domain/admin/audit-log.ts';
import { csvLine } from '#domain/spreadsheet-cell.ts';
import { demoAccounts, mainNav, postJson, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, localDay, type Member } from './jobs-helpers.ts';

// Online screens only: the service worker's install (precaching every chunk, ~6 CPU-s a browser
// context here) is not what these tests check, so their contexts run without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

// Issue 32, the alumni office's side: a reported answer in the queue, hidden with a reason, its
// author suspended and reinstated, and all of it in the audit log. The tests share one seeded thread.
test.describe.configure({ mode: 'serial' });

type Seed = { questionId: string; answerId: string; title: string; answer: string; author: Member; reporter: Member };
let seed: Seed | undefined;
const seeded = () => {
  if (!seed) throw new Error('the first test did not seed the thread');
  return seed;
};

/** A member asks, another answers, a third reports the answer as spam from their device's outbox. */
async function seedReportedAnswer(baseUrl: string, newMember: (roster: { first: string; last: string }) => Promise<Member>): Promise<Seed> {
  const [asker, author, reporter] = [
    await newMember({ first: 'Mona', last: 'Asker' }),
    await newMember({ first: 'Milo', last: 'Spammer' }),
    await newMember({ first: 'Rhea', last: 'Reporter' }),
  ];
  const token = async (m: Member) => (await apiLogin(baseUrl, m.rollNumber, m.password)).token;
  const title = `Which electives help with placements ${Date.now().toString(36)}?`;
  const { question } = await postJson<{ question: { _id: string } }>(
    `${baseUrl}/api/query/question`,
    { title, content: 'Choosing between compilers and machine learning next term.' },
    await token(asker),
  );
  const answer = 'Skip them all and buy my placement course at scam.example <b>today</b>!';
  const { answerId } = await postJson<{ answerId: string }>(`${baseUrl}/api/query/${question._id}/answer`, { answer }, await token(author));
  const report = { id: crypto.randomUUID(), kind: 'answer', targetId: answerId, reason: 'spam', details: '' };
  const pushed = await postJson<{ results: { status: string }[] }>(
    `${baseUrl}/api/sync/push`,
    { clientId: crypto.randomUUID(), mutations: [{ id: 1, name: 'reportContent', args: report }] },
    await token(reporter),
  );
  expect(pushed.results[0]?.status).toBe('applied');
  return { questionId: question._id, answerId, title, answer, author, reporter };
}

/** The demo admin, signed in without the login screen, on `path`. */
async function signInAsAdmin(page: Page, output: string, path = '/admin/add-edit-Student') {
  const { admin } = demoAccounts(output);
  await signIn(page, { ...admin, role: 'Admin' }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const itemCard = (page: Page, s: Seed) => page.getByRole('article', { name: `Answer by ${s.author.fullName}` });
const suspendedList = (page: Page) => page.getByRole('region', { name: 'Suspended members' });

test('the admin hides a reported answer with a reason, then suspends its author and lifts it', async ({ page, server, newMember }) => {
  seed = await seedReportedAnswer(server.url, newMember);
  const s = seed;
  await signInAsAdmin(page, server.output());
  await mainNav(page).getByRole('link', { name: 'Moderation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Waiting', selected: true })).toBeVisible();
  // The threshold: saved, shown again after a reload, then put back (the server is shared by other files).
  const threshold = page.getByLabel('Hide automatically after');
  await expect(threshold).toHaveValue(/^\d+$/);
  const original = await threshold.inputValue();
  const settings = page.getByRole('form', { name: 'Automatic hiding' });
  await threshold.fill('0');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByRole('alert')).toHaveText('At least 1');
  await threshold.fill('7');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Setting saved')).toBeVisible();
  await page.reload();
  await expect(threshold).toHaveValue('7');
  await threshold.fill(original);
  const restored = page.waitForResponse((r) => r.url().endsWith('/api/admin/moderation/settings') && r.ok());
  await settings.getByRole('button', { name: 'Save' }).click();
  await restored;

  // The answer, its question, its author and its report; its words are text, not markup.
  const card = itemCard(page, s);
  await expect(card).toBeVisible();
  await expect(card).toContainText(s.answer);
  await expect(card.locator('b')).toHaveCount(0);
  await expect(card).toContainText(`On the question: ${s.title}`);
  await expect(card).toContainText(`Roll no. ${s.author.rollNumber}`);
  await expect(card).toContainText('1 open report');
  await expect(card).toContainText('Visible');
  const report = card.getByRole('listitem').filter({ hasText: s.reporter.fullName });
  await expect(report).toContainText('Spam');
  await expect(report).toContainText(`by ${s.reporter.fullName}`);
  await expect(card.getByRole('link', { name: /Open where it is shown/ })).toHaveAttribute('href', `/query/${s.questionId}`);

  // Select all, then none, then only this one.
  const total = await page.getByRole('list', { name: 'Reported items' }).getByRole('article').count();
  await page.getByLabel('Select all').check();
  await expect(page.getByText(`${total} of ${total} selected`)).toBeVisible();
  await page.getByLabel('Select all').uncheck();
  await expect(page.getByRole('button', { name: 'Hide', exact: true })).toBeDisabled();
  await card.getByRole('checkbox', { name: `Select answer by ${s.author.fullName}` }).check();
  await expect(page.getByText(`1 of ${total} selected`)).toBeVisible();

  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide 1 item' });
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(dialog.getByText('Please say why, for the author')).toBeVisible();
  await dialog.getByLabel('Reason the author will read').fill('Advertising is not allowed in the Query Portal.');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(page, '1 item hidden')).toBeVisible();
  await expect(dialog.getByLabel('Reason the author will read')).toBeHidden();
  await expect(card).toBeHidden(); // decided: no longer waiting

  await page.getByRole('tab', { name: 'Removed' }).click();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Removed by the moderators');
  await expect(card).toContainText('Reason given to the author: Advertising is not allowed in the Query Portal.');
  await expect(card).toContainText('Closed');

  // Another member now gets the answer without its words.
  const { token } = await apiLogin(server.url, s.reporter.rollNumber, s.reporter.password);
  const detail = (await (await fetch(`${server.url}/api/query/${s.questionId}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    answers: { _id: string; answer: string }[];
  };
  expect(detail.answers.find((a) => a._id === s.answerId)).toMatchObject({ answer: '' });

  // Suspend the author until a week from now, then reinstate them.
  await card.getByRole('button', { name: `Suspend author ${s.author.fullName}` }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${s.author.fullName}` });
  await suspend.getByLabel('Reason').fill('Repeated advertising after a warning.');
  await suspend.getByLabel('Last day (optional)').fill(localDay(7));
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page, `${s.author.fullName} is suspended`)).toBeVisible();
  const row = suspendedList(page).getByRole('listitem').filter({ hasText: s.author.fullName });
  await expect(row).toContainText('Reason: Repeated advertising after a warning.');
  await expect(row).toContainText('last day');
  const refused = await fetch(`${server.url}/api/users/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rollNumberOrEmail: s.author.rollNumber, password: s.author.password, role: 'Student / Alumni' }),
  });
  expect(refused.ok).toBe(false);

  await row.getByRole('button', { name: `Lift suspension of ${s.author.fullName}` }).click();
  await expect(toast(page, `Suspension lifted: ${s.author.fullName}`)).toBeVisible();
  await expect(row).toBeHidden();
  expect((await apiLogin(server.url, s.author.rollNumber, s.author.password)).token).toBeTruthy();
});

test('the audit log lists those actions, filters them and downloads them as CSV', async ({ page, server }) => {
  const s = seeded();
  await signInAsAdmin(page, server.output());
  // Pages of 3 lines, so that 'Load more' follows the server's cursor.
  await page.route(/\/api\/admin\/audit\?/, (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('format') !== 'csv') url.searchParams.set('limit', '3');
    return route.continue({ url: url.toString() });
  });
  await mainNav(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const rows = page.getByRole('region', { name: 'Admin actions, newest first' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(6);
  const shown = await rows.locator('td:first-child time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  expect(shown).toEqual([...shown].sort().reverse()); // newest first, across pages
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows.nth(6)).toBeVisible(); // the first test alone wrote 8 lines
  const hide = rows.filter({ hasText: 'moderation.hide' }).filter({ hasText: s.answerId });
  await expect(hide).toContainText('Advertising is not allowed in the Query Portal.');
  await expect(hide).toContainText('"removed":false');
  await expect(hide).toContainText('"removed":true');
  await expect(rows.filter({ hasText: 'member.suspend' }).filter({ hasText: s.author.id })).toContainText('Repeated advertising after a warning.');
  // Newest first: the lift came last.
  await expect(rows.first()).toContainText('member.unsuspend');

  await page.getByLabel('Action', { exact: true }).selectOption('member.');
  await expect(rows.filter({ hasText: 'moderation.hide' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'member.suspend' })).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe(csvLine(AUDIT_CSV_HEADER));
  expect(csv).toContain('member.suspend');
  expect(csv).toContain('member.unsuspend');
  expect(csv).not.toContain('moderation.hide');
});

test.describe('dark at 360 px', () => {
  // bypassCSP only so that axe itself can be injected.
  test.use({ colorScheme: 'dark', bypassCSP: true, viewport: { width: 360, height: 780 } });

  test('both screens have no serious axe violation at 360 px in dark mode', async ({ page, server }) => {
    const s = seeded();
    await signInAsAdmin(page, server.output(), '/admin/moderation');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('tab', { name: 'Everything reported' }).click();
    await expect(itemCard(page, s)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Suspended members' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await severeViolations(page)).toEqual([]);
    await itemCard(page, s).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    // (Headless UI's dialog element itself has no box: its panel is fixed-positioned inside it.)
    await expect(page.getByRole('dialog', { name: 'Hide 1 item' }).getByLabel('Reason the author will read')).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/admin/audit');
    await expect(page.getByRole('region', { name: 'Admin actions, newest first' }).locator('tbody tr').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await severeViolations(page)).toEqual([]);
  });
});

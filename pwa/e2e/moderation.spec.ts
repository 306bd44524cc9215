import { demoAccounts, logIn, postJson, toast } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, createMember, goOffline, goOnline, type Member } from './jobs-helpers.ts';
import { readStore } from './local-store.ts';
import { answers } from './queries-helpers.ts';

// Issue 32, the members' side of moderation: a report made with no signal reaches the office, what
// the office removes leaves every other device at its next pull while its author learns why, and a
// suspended member's open app is signed out at its next request.

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];

async function adminToken(server: Fixtures['server']) {
  const { admin } = demoAccounts(server.output());
  return (await postJson<{ token: string }>(`${server.url}/api/users/auth`, { rollNumberOrEmail: admin.email, password: admin.password, role: 'Admin' })).token;
}

async function signedInPage({ browser, server }: Pick<Fixtures, 'browser' | 'server'>, member: Member) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await logIn(page, member.rollNumber, member.password);
  return { context, page };
}

const WORDS = 'Pay ₹5,000 to my account and I will get you placed.';

test('an answer reported offline and removed by the office: gone from the reporter’s and a third member’s devices, its author told why', async ({ browser, server, smtp }) => {
  test.setTimeout(120_000);
  const member = (last: string) => createMember(server.url, server.output(), smtp, { first: 'Mod', last });
  const [asker, author, reporter, reader] = [await member('Asker'), await member('Author'), await member('Reporter'), await member('Reader')];
  const { token: askerToken } = await apiLogin(server.url, asker.rollNumber, asker.password);
  const { question } = await postJson<{ question: { _id: string } }>(`${server.url}/api/query/question`, { title: 'Is the placement fee real?', content: 'Someone asked me to pay.', category: 'Career' }, askerToken);
  const { token: authorToken } = await apiLogin(server.url, author.rollNumber, author.password);
  const { answerId } = await postJson<{ answerId: string }>(`${server.url}/api/query/${question._id}/answer`, { answer: WORDS }, authorToken);
  const path = `/query/${question._id}`;

  const [r, d, a] = [await signedInPage({ browser, server }, reporter), await signedInPage({ browser, server }, reader), await signedInPage({ browser, server }, author)];
  try {
    for (const { page } of [r, d, a]) {
      await page.goto(path);
      await expect(answers(page).first()).toContainText(WORDS);
    }

    // The reporter, with no signal.
    await goOffline(r.context);
    await answers(r.page).first().getByRole('button', { name: 'Report this answer' }).click();
    const dialog = r.page.getByRole('dialog', { name: 'Report this answer' });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(toast(r.page, 'Reported. Thank you.')).toBeVisible();
    await goOnline(r.context);

    const office = await adminToken(server);
    const queue = async () => (await (await fetch(`${server.url}/api/admin/moderation`, { headers: { Authorization: `Bearer ${office}` } })).json()) as { items: { id: string; openReports: number }[] };
    await expect.poll(async () => (await queue()).items.find((i) => i.id === answerId)?.openReports).toBe(1);
    await postJson(`${server.url}/api/admin/moderation`, { action: 'hide', items: [{ kind: 'answer', id: answerId }], reason: 'Asking students for money is not allowed.' }, office);

    // The open screens pull on the poke: the words leave the page and the device.
    for (const page of [r.page, d.page]) {
      await expect(answers(page).first()).toContainText('Removed by the moderators');
      await expect(answers(page).first()).not.toContainText(WORDS);
      await expect.poll(async () => (await readStore<{ _id: string; answer: string }>(page, 'answers')).find((x) => x._id === answerId)?.answer).toBe('');
    }
    const own = answers(a.page).first();
    await expect(own.getByRole('note')).toContainText('Reason: Asking students for money is not allowed.');
    await expect(own).toContainText(WORDS);
    await own.getByRole('button', { name: 'Ask for a review' }).click();
    await expect(own.getByText('A review has been asked for.')).toBeVisible();
    await expect
      .poll(async () => ((await (await fetch(`${server.url}/api/admin/moderation`, { headers: { Authorization: `Bearer ${office}` } })).json()) as { items: { id: string; removed: { reviewRequestedAt: string | null } | null }[] }).items.find((i) => i.id === answerId)?.removed?.reviewRequestedAt)
      .toEqual(expect.any(String));
  } finally {
    await Promise.all([r, d, a].map(({ context }) => context.close()));
  }
});

test('a suspended member’s open app is signed out at its next request, and signing in says why', async ({ browser, server, smtp }) => {
  const member = await createMember(server.url, server.output(), smtp, { first: 'Mod', last: 'Suspended' });
  const { context, page } = await signedInPage({ browser, server }, member);
  try {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const office = await adminToken(server);
    await postJson(`${server.url}/api/admin/members/${member.id}/suspend`, { reason: 'Spam in the Query Portal.', until: null }, office);

    await page.reload(); // the app's next request
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email Id / RollNumber').fill(member.rollNumber);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Your account is suspended. Reason: Spam in the Query Portal. Please contact the alumni office.')).toBeVisible();
  } finally {
    await context.close();
  }
});

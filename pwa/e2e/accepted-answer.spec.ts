import { postJson } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, untilWorkerControls } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { answers } from './queries-helpers.ts';

// Issue 33: the asker accepts the answer that helped, with no signal; it shows at once (first, and
// the question Resolved) and lands on the server once online; a change moves the mark.

test('the asker accepts an answer offline, it lands once online, and a second choice moves the mark', async ({ browser, server, newMember }) => {
  test.setTimeout(90_000);
  const asker = await newMember({ first: 'Asha', last: 'Asker' });
  const answerer = await newMember({ first: 'Arun', last: 'Answerer' });
  const askerToken = (await apiLogin(server.url, asker.rollNumber, asker.password)).token;
  const answererToken = (await apiLogin(server.url, answerer.rollNumber, answerer.password)).token;
  const title = `Which electives helped in placements ${Date.now().toString(36)}?`;
  const { question } = await postJson<{ question: { _id: string } }>(`${server.url}/api/query/question`, { title, content: 'Choosing next semester.', category: 'Career', tags: ['Electives'] }, askerToken);
  for (const answer of ['Data structures, then systems.', 'Machine learning and statistics.']) {
    await postJson(`${server.url}/api/query/${question._id}/answer`, { answer }, answererToken);
  }
  const onServer = async () => {
    const res = await fetch(`${server.url}/api/query/${question._id}`, { headers: { Authorization: `Bearer ${answererToken}` } });
    return ((await res.json()) as { acceptedAnswerId: string | null; status: string });
  };

  // The asker's device goes offline: its worker is kept. The answerer's stays online: none (ADR 0103's addendum).
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await signIn(page, asker, `/query/${question._id}`);
    await untilWorkerControls(page);
    await expect(answers(page)).toHaveCount(2);
    await expect(answers(page).first()).toContainText('Data structures');
    // However the question reached the device (a pull or the online read), it has its tags.
    await expect(page.getByRole('list', { name: 'Tags' })).toHaveText('#electives');

    await goOffline(context);
    const second = answers(page).filter({ hasText: 'Machine learning' });
    await second.getByRole('button', { name: 'Accept' }).click();
    await expect(second.getByRole('button', { name: 'Accepted' })).toHaveAttribute('aria-pressed', 'true');
    await expect(answers(page).first()).toContainText('Machine learning'); // the accepted answer comes first
    await expect(page.getByLabel('Set status')).toHaveValue('Resolved'); // the question reads as Resolved
    expect((await onServer()).acceptedAnswerId).toBeNull();

    await goOnline(context);
    await expect.poll(async () => (await onServer()).status, { timeout: 20_000 }).toBe('Resolved');
    const accepted = (await onServer()).acceptedAnswerId;
    expect(accepted).not.toBeNull();

    // A second choice moves the mark; the answerer sees it, and not the asker's button.
    await answers(page).filter({ hasText: 'Data structures' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(async () => (await onServer()).acceptedAnswerId, { timeout: 20_000 }).not.toBe(accepted);
    const answererPage = await (await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' })).newPage();
    await signIn(answererPage, answerer, `/query/${question._id}`);
    await expect(answers(answererPage).first()).toContainText('Data structures');
    await expect(answers(answererPage).first().getByText('Accepted')).toBeVisible();
    await expect(answererPage.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await answererPage.context().close();
  } finally {
    await context.close();
  }
});

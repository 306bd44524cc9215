import { postJson } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin } from './jobs-helpers.ts';
import { answers } from './queries-helpers.ts';

// Issue 33 (ADR 0114): typing @ and a few letters in an answer suggests members; the one picked is
// linked in the answer and told in their notifications; answer cards show the author's reputation.
// Online screens: no service worker in either browser (ADR 0103's addendum).
const online = { serviceWorkers: 'block' } as const;

test('an @mention picked from the suggestions notifies that member, and answer cards show reputation', async ({ browser, server, newMember }) => {
  test.setTimeout(90_000);
  const asker = await newMember({ first: 'Asha', last: 'Asker' });
  const answerer = await newMember({ first: 'Arun', last: 'Answerer' });
  const named = await newMember({ first: 'Zoravar', last: 'Mentionwala' });
  const askerToken = (await apiLogin(server.url, asker.rollNumber, asker.password)).token;
  const answererToken = (await apiLogin(server.url, answerer.rollNumber, answerer.password)).token;
  const title = `Who ran the robotics club ${Date.now().toString(36)}?`;
  const { question } = await postJson<{ question: { _id: string } }>(`${server.url}/api/query/question`, { title, content: 'I want to join next term.', category: 'General' }, askerToken);
  // The answerer's first answer, upvoted and accepted by the asker: 2 + 10 + 15 points.
  const { answerId } = await postJson<{ answerId: string }>(`${server.url}/api/query/${question._id}/answer`, { answer: 'The third-year students do.' }, answererToken);
  await postJson(`${server.url}/api/query/answer/${answerId}/upvote`, undefined, askerToken);
  const accepted = await fetch(`${server.url}/api/query/${question._id}/accepted-answer`, {
    method: 'PUT', headers: { 'content-type': 'application/json', Authorization: `Bearer ${askerToken}` }, body: JSON.stringify({ answerId }),
  });
  expect(accepted.status).toBe(200);

  const context = await browser.newContext({ baseURL: server.url, ...online });
  try {
    const page = await context.newPage();
    await signIn(page, answerer, `/query/${question._id}`);
    await expect(answers(page)).toHaveCount(1);
    await expect(answers(page).first()).toContainText('27 reputation');

    await page.getByRole('button', { name: 'Post Your Answer' }).click();
    const box = page.getByLabel('Your Answer');
    await box.pressSequentially('Ask @Zora');
    const suggestion = page.getByRole('listbox', { name: 'Mention someone' }).getByRole('option', { name: new RegExp(named.fullName) });
    await expect(suggestion).toBeVisible();
    await box.press('Enter');
    await expect(box).toHaveValue(`Ask @${named.fullName} `);
    await box.pressSequentially('about it.');
    await page.getByRole('button', { name: 'Post Answer' }).click();

    const mine = answers(page).filter({ hasText: 'about it.' });
    await expect(mine.getByRole('link', { name: `@${named.fullName}` })).toHaveAttribute('href', `/profiles/${named.rollNumber}`);

    // The member named hears of it in their notifications.
    const namedContext = await browser.newContext({ baseURL: server.url, ...online });
    const namedPage = await namedContext.newPage();
    await signIn(namedPage, named, '/notifications');
    await expect(namedPage.getByText(`${answerer.fullName} mentioned you on '${title}'`)).toBeVisible({ timeout: 20_000 });
    await namedContext.close();
  } finally {
    await context.close();
  }
});

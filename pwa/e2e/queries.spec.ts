import { expect, test } from './fixtures.ts';
import { signIn } from './api-sign-in.ts';
import { withPersistentContext } from './persistent-context.ts';
import { createQueriesMember, queriesMember, signInOnQueryControlled, theMember, serverView, card, answers, questionVotes, answerVotes, syncBar, vote, askQuestion, scrollToCard, openQuestion } from './queries-helpers.ts';
import { goOffline, goOnline } from './network.ts';

// Issue 5, "Browser + real Postgres": asking, answering and voting online and offline, against the real server.

createQueriesMember();

test.describe('online', () => {
  // Without the service worker (ADR 0103's addendum). Only here: test.use reaches every browser a
  // test opens, the offline tests' persistent profiles too, whose worker is their subject.
  test.use({ serviceWorkers: 'block' });

  test('online: ask, answer, comment and vote; after a reload everything is there with the right counts', async ({ page, server }) => {
    const title = `Online question ${Date.now()}`;
    await signIn(page, queriesMember(), '/query');
    await page.getByRole('link', { name: 'Ask a Question' }).click();

    // Every rule of the form, in the spec's words.
    await expect(page.getByRole('heading', { level: 1, name: 'Ask a Question' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'General' })).toBeChecked();
    await page.getByRole('button', { name: 'Post Your Question' }).click();
    await expect(page.getByText('Please enter a question title')).toBeVisible();
    await expect(page.getByText('Please provide question details')).toBeVisible();
    await expect(page.getByLabel('Question Title')).toBeFocused();
    await page.getByLabel('Question Title').fill('Why?');
    await page.getByLabel('Question Details').fill('Too short');
    await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
    await page.goto('/query');

    await askQuestion(page, title, 'Which companies visit campus for product roles, and when?', 'Career');
    await expect(card(page, title)).toContainText('Career');
    await expect(card(page, title)).toContainText('Open');
    await expect(card(page, title)).toContainText('No Answers');
    await expect(card(page, title)).toContainText('just now');
    await expect(card(page, title).getByText('Waiting to sync')).toHaveCount(0); // online: sent at once
    const id = await openQuestion(page, title);

    await expect(page.locator('article header')).toContainText(`Asked by ${theMember().fullName}`);
    await expect(page.locator('article header time')).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
    await expect(page.getByText('No answers yet. Be the first to answer!')).toBeVisible();
    await page.getByRole('button', { name: 'Post Your Answer' }).click();
    await expect(page.getByRole('button', { name: 'Post Answer' })).toBeDisabled();
    await page.getByLabel('Your Answer').fill('   ');
    await expect(page.getByRole('button', { name: 'Post Answer' })).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel post' }).click();
    await expect(page.getByLabel('Your Answer')).toHaveCount(0);
    await page.getByRole('button', { name: 'Post Your Answer' }).click();
    await page.getByLabel('Your Answer').fill('  Talk to the placement cell in July.  ');
    await page.getByRole('button', { name: 'Post Answer' }).click();
    await expect(answers(page)).toHaveCount(1);
    const answer = answers(page).first();
    await expect(answer.locator('p').first()).toHaveText('Talk to the placement cell in July.');
    await expect(answer.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);

    await answer.getByRole('button', { name: 'Comments 0' }).click();
    await expect(answer.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await answer.getByLabel('Add a comment').fill('  Thanks, that helps!  ');
    await answer.getByRole('button', { name: 'Post Comment' }).click();
    await expect(answer.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toHaveCount(1);
    await expect(answer.getByText('Thanks, that helps!', { exact: true })).toBeVisible();
    await expect(answer.getByRole('listitem').locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
    await expect(answer.getByRole('button', { name: 'Comments 1' })).toBeVisible();

    await questionVotes(page).getByRole('button', { name: 'Upvote 0' }).click();
    await expect(questionVotes(page).getByRole('button', { name: 'Upvote 1' })).toHaveAttribute('aria-pressed', 'true');
    await answerVotes(answer).getByRole('button', { name: 'Downvote 0' }).click();
    await expect(answerVotes(answer).getByRole('button', { name: 'Downvote 1' })).toHaveAttribute('aria-pressed', 'true');

    await expect(syncBar(page)).toHaveCount(0); // nothing waiting
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Answers (1)' })).toBeVisible();
    await expect(questionVotes(page).getByRole('button', { name: 'Upvote 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(questionVotes(page).getByRole('button', { name: 'Downvote 0' })).toHaveAttribute('aria-pressed', 'false');
    await expect(answerVotes(answers(page).first()).getByRole('button', { name: 'Downvote 1' })).toHaveAttribute('aria-pressed', 'true');
    await answers(page).first().getByRole('button', { name: 'Comments 1' }).click();
    await expect(answers(page).first().getByText('Thanks, that helps!', { exact: true })).toBeVisible();
    await expect(page.getByText('Waiting to sync')).toHaveCount(0);

    // The asker closes the question: no new answers, on the page and on the server.
    await page.getByLabel('Set status').selectOption('Closed');
    await expect(page.getByRole('button', { name: 'Post Your Answer' })).toBeDisabled();
    await expect(page.getByText('This question is closed to new answers')).toBeVisible();
    // The change goes out by the sync engine: wait for the server to have it, not for a bar that may not have shown yet.
    await expect.poll(async () => (await serverView(server.url, id)).question.status).toBe('Closed');
    await expect(syncBar(page)).toHaveCount(0);

    const { question } = await serverView(server.url, id);
    expect(question).toMatchObject({ title, status: 'Closed', upvotes: [question.userId], downvotes: [], upvoteCount: 1, myVote: 1, answerCount: 1 });
    expect(question.answers).toHaveLength(1);
    expect(question.answers[0]).toMatchObject({ answer: 'Talk to the placement cell in July.', downvotes: [question.userId], downvoteCount: 1, myVote: -1, commentCount: 1 });
    expect(question.answers[0]!.comments.map((c) => c.content)).toEqual(['Thanks, that helps!']);
  });
});

test('offline: ask, answer, comment, vote and toggle; reopened online, each item is posted once with the final votes', async ({ server }) => {
  test.setTimeout(120_000);
  const title = `Offline question ${Date.now()}`;
  let id = '';
  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await signInOnQueryControlled(page);
    await goOffline(ctx);

    await askQuestion(page, title, 'Asked on a train with no signal: does it reach the portal?', 'Technical');
    await expect(card(page, title).getByText('Waiting to sync')).toBeVisible();
    await expect(syncBar(page)).toContainText('You are offline.');
    id = await openQuestion(page, title);

    await page.getByRole('button', { name: 'Post Your Answer' }).click();
    await page.getByLabel('Your Answer').fill('Answered offline too.');
    await page.getByRole('button', { name: 'Post Answer' }).click();
    const answer = answers(page).first();
    await expect(answer.getByText('Waiting to sync')).toBeVisible();
    await answer.getByRole('button', { name: 'Comments 0' }).click();
    await answer.getByLabel('Add a comment').fill('And a comment on it.');
    await answer.getByRole('button', { name: 'Post Comment' }).click();
    await expect(answer.getByRole('list', { name: 'Comments' }).getByText('Waiting to sync')).toBeVisible();

    await vote(questionVotes(page).getByRole('button', { name: /^Downvote/ }));
    await vote(answerVotes(answer).getByRole('button', { name: /^Upvote/ }));
    // The question's upvote five times: Liked, none, Liked, none, Liked.
    const up = questionVotes(page).getByRole('button', { name: /^Upvote/ });
    for (let i = 0; i < 5; i += 1) {
      await vote(up);
      await expect(up).toHaveAttribute('aria-pressed', i % 2 === 0 ? 'true' : 'false');
    }
    await expect(questionVotes(page).getByRole('button', { name: 'Upvote 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(questionVotes(page).getByRole('button', { name: 'Downvote 0' })).toHaveAttribute('aria-pressed', 'false');
    await expect(answerVotes(answer).getByRole('button', { name: 'Upvote 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(syncBar(page)).toContainText('10 changes are waiting to be sent.');
    await page.close();

    await goOnline(ctx);
    const again = await ctx.newPage();
    await again.goto(`/query/${id}`);
    await expect(again.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(syncBar(again)).toHaveCount(0, { timeout: 20_000 });
    await expect(again.getByText('Waiting to sync')).toHaveCount(0);
    await expect(again.getByRole('heading', { level: 2, name: 'Answers (1)' })).toBeVisible();
    await expect(questionVotes(again).getByRole('button', { name: 'Upvote 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  const { question, list } = await serverView(server.url, id);
  expect(list.filter((q) => q.title === title)).toHaveLength(1);
  expect(question).toMatchObject({ title, status: 'Open', upvotes: [question.userId], downvotes: [], myVote: 1, answerCount: 1 });
  expect(question.answers).toHaveLength(1);
  const [answer] = question.answers;
  expect(answer).toMatchObject({ questionId: id, answer: 'Answered offline too.', upvotes: [question.userId], downvotes: [], myVote: 1, commentCount: 1 });
  expect(answer!.comments).toHaveLength(1);
  expect(answer!.comments[0]).toMatchObject({ answerId: answer!._id, content: 'And a comment on it.' });
});

test('after the list and two questions were opened online, all three show offline after a reload', async ({ server }) => {
  const titles = ['Docker or Kubernetes first?', 'Is GATE worth it after a few years of work?'];
  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await signInOnQueryControlled(page);
    const ids: string[] = [];
    for (const title of titles) {
      ids.push(await openQuestion(page, title));
      await expect(answers(page).first()).toBeVisible();
      await page.goBack();
    }

    await goOffline(ctx);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Query Portal' })).toBeVisible();
    for (const title of titles) await scrollToCard(page, title);
    for (const [i, title] of titles.entries()) {
      await page.goto(`/query/${ids[i]}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(answers(page).first()).toBeVisible();
      await expect(syncBar(page)).toContainText('You are offline.');
    }
    await goOnline(ctx);
  });
});

import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { card, cards, scrollToCard } from './queries-helpers.ts';

// Issue 33: tags on a question, suggested from those in use while typing, shown on its card and
// its page, and a tag narrows the list. Online screens: no service worker (ADR 0103's addendum).
test.use({ serviceWorkers: 'block' });

test('a member tags a question from the suggestions and by typing; a tag narrows the list', async ({ page, member }) => {
  await signIn(page, member, '/query');
  // Other files on this worker's server add questions above it: the list is scrolled to it.
  const gate = await scrollToCard(page, 'Is GATE worth it after a few years of work?');
  await expect(gate.getByRole('button', { name: 'Filter by tag: gate' })).toBeVisible();

  await page.getByRole('link', { name: 'Ask a Question' }).click();
  const title = `GATE mock tests worth buying ${Date.now().toString(36)}?`;
  await page.getByLabel('Question Title').fill(title);
  await page.getByLabel('Question Details').fill('Which series were closest to the real paper?');
  const tags = page.getByLabel(/^Tags/);
  await tags.fill('GA');
  await page.getByRole('group', { name: 'Tags in use' }).getByRole('button', { name: 'Add #gate' }).click();
  await tags.fill('Mock Tests');
  await tags.press('Enter');
  const chosen = page.getByRole('list', { name: 'Chosen tags' });
  await expect(chosen.getByRole('listitem')).toHaveText(['#gate', '#mock-tests'].map((t) => new RegExp(`^${t}`)));
  await chosen.getByRole('button', { name: 'Remove tag mock-tests' }).click();
  await tags.fill('mock-series');
  await tags.press(','); // a comma ends a tag too
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Post Your Question' }).click();
  await expect(page).toHaveURL(/\/query$/);

  const mine = card(page, title);
  await expect(mine.getByRole('button', { name: /^Filter by tag:/ })).toHaveText(['#gate', '#mock-series']);
  await mine.getByRole('button', { name: 'Filter by tag: gate' }).click();
  await expect(page).toHaveURL(/\/query\?tag=gate$/);
  await expect(page.getByText('Questions tagged #gate')).toBeVisible();
  await expect(cards(page)).toHaveCount(2); // ours and the demo's
  await page.getByRole('button', { name: 'Show all tags' }).click();
  await expect(page.getByText('Questions tagged #gate')).toHaveCount(0);
  await scrollToCard(page, 'How do I prepare for campus placements in my final year?');

  // Ours is the newest, at the top again once the list is scrolled back up.
  await (await scrollToCard(page, title)).getByRole('link', { name: title }).click();
  await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Questions tagged mock-series' }).click();
  await expect(page).toHaveURL(/\/query\?tag=mock-series$/);
  await expect(cards(page)).toHaveCount(1);
});

import type { Page } from '@playwright/test';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { untilWorkerControls } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { untilPulled } from './list-seed.ts';
import { cards } from './queries-helpers.ts';

// Issue 33: with the network cut, the search box searches what the device holds (its own index,
// built in a worker from IndexedDB), ranked, with the searched words marked, typos forgiven; and
// asking a question shows the similar ones already asked.

const TRANSCRIPT = 'How do I request a transcript from the college office?';
const DOCKER = 'Docker or Kubernetes first?';

const searchBox = (page: Page) => page.getByPlaceholder('Search questions...');
const marks = (page: Page) => cards(page).first().locator('mark');

test('offline, a search finds the right question first with its words marked, a typo included, and asking shows similar questions', async ({
  page,
  context,
  member,
}) => {
  await signIn(page, member, '/query');
  await untilPulled(page, member.id);
  await expect(page.getByText(/^Showing (\d+) of \1 questions$/)).toBeVisible();
  await untilWorkerControls(page);
  // Online, the server searches: its top results are what the device must find offline.
  const online: Record<string, string[]> = {};
  for (const q of ['sealed transcripts', 'docker compose']) {
    await searchBox(page).fill(q);
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    await expect(cards(page).first()).toContainText(q.split(' ')[0]!, { ignoreCase: true });
    online[q] = await cards(page).getByRole('heading').allInnerTexts();
  }
  await searchBox(page).fill('');
  await goOffline(context);

  try {
    // Words in the title and the question's text, in other forms than typed.
    await searchBox(page).fill('sealed transcripts');
    await expect(page.getByText(/^\d+ results? on this device$/)).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toHaveText(TRANSCRIPT);
    await expect(marks(page)).toContainText(['transcript', 'sealed', 'transcripts']);
    expect((await cards(page).getByRole('heading').allInnerTexts()).slice(0, 3)).toEqual(online['sealed transcripts']!.slice(0, 3));
    await expect(page).toHaveURL(/search=sealed/);

    // A misspelt word is searched as the nearest word the device holds, and the screen says so.
    await searchBox(page).fill('kuberentes');
    await expect(page.getByText('Showing results for kubernetes')).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toHaveText(DOCKER);
    await expect(marks(page).first()).toHaveText('Kubernetes');

    // Words only an answer holds find its question, the excerpt taken from that answer.
    await searchBox(page).fill('docker compose');
    await expect(cards(page).first().getByRole('heading')).toHaveText(DOCKER);
    await expect(cards(page).first()).toContainText('Found in an answer');
    await expect(marks(page)).toContainText(['Docker', 'compose']);
    expect((await cards(page).getByRole('heading').allInnerTexts()).slice(0, 3)).toEqual(online['docker compose']!.slice(0, 3));

    // The Unanswered filter leaves out answered questions; nothing found says so.
    await page.getByRole('group', { name: 'Show questions' }).getByRole('button', { name: 'Unanswered' }).click();
    await expect(page.getByText('No Queries Found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByText(/^Showing (\d+) of \1 questions$/)).toBeVisible();

    // Asking: similar questions under the title, from the device.
    await page.getByRole('link', { name: 'Ask a Question' }).click();
    const title = page.getByLabel('Question Title');
    await title.pressSequentially('Requesting sealed transcript copies', { delay: 20 });
    const similar = page.getByRole('list', { name: 'Similar questions' });
    await expect(similar.getByRole('link').first()).toHaveText(TRANSCRIPT);
    await expect(similar.getByRole('listitem').first()).toContainText('1 Answer');

    // A question asked offline is in the device's index as soon as it is saved.
    const mine = `Zebra crossing outside the hostel gate ${Date.now().toString(36)}`;
    await title.fill(mine);
    await page.getByLabel('Question Details').fill('Could the college ask for a zebra crossing? Buses are fast there.');
    await page.getByRole('button', { name: 'Post Your Question' }).click();
    await expect(page).toHaveURL(/\/query$/);
    await searchBox(page).fill('zebra crosing');
    await expect(page.getByText('Showing results for zebra crossing')).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toHaveText(mine);

    // A found question opens, offline too.
    await searchBox(page).fill('sealed transcripts');
    await cards(page).first().getByRole('link', { name: TRANSCRIPT }).click();
    await expect(page.getByRole('heading', { level: 1, name: TRANSCRIPT })).toBeVisible();
  } finally {
    await goOnline(context);
  }
});

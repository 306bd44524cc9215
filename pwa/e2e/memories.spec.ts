import { signIn } from './api-sign-in.ts';
import { readOutbox } from './local-store.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, createMember, untilWorkerControls } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { newAlbum, photoBytes, uploadViaApi } from './memories-helpers.ts';

// Issue 34: Memory Lane in the browser. Uploads several at once (one refused by its bytes), a photo
// chosen offline that goes when the device is back online, an album viewed once that opens with no
// signal, and a photo its tagged member hides leaving another member's device and cache.
// Its uploader tags a member and deletes a photo from the viewer.

test.describe.configure({ timeout: 120_000 });

const tiles = (page: import('@playwright/test').Page) => page.getByRole('link', { name: /^Photo \d+ of \d+/ });

test('several photos picked at once: the one that is not a photo is refused, the others land in the album', async ({ page, server, smtp }) => {
  const member = await createMember(server.url, server.output(), smtp, { first: 'Uma', last: 'Uploader' });
  const { token } = await apiLogin(server.url, member.rollNumber, member.password);
  const albumId = await newAlbum(server.url, token, `Fest night ${Date.now().toString(36)}`);
  await signIn(page, member);
  await page.goto(`/memories/${albumId}`);
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'stage.jpg', mimeType: 'image/jpeg', buffer: await photoBytes('#1d4ed8') },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are my notes, not a photo.') },
    { name: 'crowd.png', mimeType: 'image/png', buffer: await photoBytes('#b45309', 'png') },
  ]);
  const uploads = page.getByRole('region', { name: 'Your uploads' });
  await expect(uploads.getByText('Only JPEG, PNG and WebP photos and MP4 or MOV videos can be uploaded.')).toBeVisible({ timeout: 30_000 });
  await expect(tiles(page)).toHaveCount(2, { timeout: 30_000 });
  await expect(uploads.getByRole('button', { name: 'Remove notes.jpg' })).toBeVisible();

  // The viewer: opened from a tile, stepped with the keyboard, closed with Escape.
  await tiles(page).first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText('1 / 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Download original' })).toHaveAttribute('href', /\/api\/memories\/photos\/[0-9a-f-]+\/original$/);
  // Its uploader captions it; ← in the caption moves the caret, not the photo.
  await viewer.getByRole('button', { name: 'Add a caption' }).click();
  const caption = viewer.getByLabel('Caption');
  await caption.fill('Lights up on the main stage');
  await caption.press('ArrowLeft');
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await viewer.getByRole('button', { name: 'Save caption' }).click();
  await expect(viewer.getByText('Lights up on the main stage')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/memories/${albumId}$`));
});

test('a photo chosen with no signal waits on the device, and goes when the connection is back', async ({ browser, server, smtp }) => {
  const member = await createMember(server.url, server.output(), smtp, { first: 'Omar', last: 'Offline' });
  const { token } = await apiLogin(server.url, member.rollNumber, member.password);
  const albumId = await newAlbum(server.url, token, `Hostel days ${Date.now().toString(36)}`);
  const ctx = await browser.newContext({ baseURL: server.url });
  try {
    const page = await ctx.newPage();
    await signIn(page, member);
    await page.goto(`/memories/${albumId}`);
    await expect(page.getByLabel('Add photos')).toBeAttached();
    await goOffline(ctx);
    await page.getByLabel('Add photos').setInputFiles([{ name: 'hostel.jpg', mimeType: 'image/jpeg', buffer: await photoBytes('#047857') }]);
    const uploads = page.getByRole('region', { name: 'Your uploads' });
    await expect(uploads.getByText('Waiting for a connection')).toBeVisible();
    await goOnline(ctx);
    await expect(tiles(page)).toHaveCount(1, { timeout: 30_000 });
    await expect(uploads).toHaveCount(0);
  } finally {
    await ctx.close();
  }
});

test('an album viewed once opens offline; a photo its tagged member hides leaves the device and its cache', async ({ browser, server, smtp }) => {
  const [uploader, viewer, tagged] = [
    await createMember(server.url, server.output(), smtp, { first: 'Ira', last: 'Lens' }),
    await createMember(server.url, server.output(), smtp, { first: 'Vik', last: 'Viewer' }),
    await createMember(server.url, server.output(), smtp, { first: 'Tanu', last: 'Tagged' }),
  ];
  const token = (await apiLogin(server.url, uploader.rollNumber, uploader.password)).token;
  const albumId = await newAlbum(server.url, token, `Reunion ${Date.now().toString(36)}`);
  const kept = await uploadViaApi(server.url, token, albumId, await photoBytes('#7c3aed'), { caption: 'Everyone on the steps' });
  const hidden = await uploadViaApi(server.url, token, albumId, await photoBytes('#be123c'), { caption: 'Tanu mid-sentence', tags: [tagged.id] });

  const ctx = await browser.newContext({ baseURL: server.url });
  try {
    const page = await ctx.newPage();
    await signIn(page, viewer);
    await untilWorkerControls(page);
    await page.goto(`/memories/${albumId}`);
    await expect(tiles(page)).toHaveCount(2);
    const cachedIds = () => page.evaluate(async () => (await (await caches.open('memories-photos')).keys()).map((r) => new URL(r.url).pathname.split('/')[4]));
    await expect.poll(cachedIds).toEqual(expect.arrayContaining([kept, hidden]));

    // No signal: the album and its pictures come from the device.
    await goOffline(ctx);
    await page.reload();
    await expect(tiles(page)).toHaveCount(2);
    await expect(tiles(page).first().locator('img')).toHaveJSProperty('complete', true);
    expect(await tiles(page).first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await goOnline(ctx);

    // The tagged member heard of it: the line opens the photo, where they hide it.
    const taggedPage = await ctx.browser()!.newPage({ baseURL: server.url });
    try {
      await signIn(taggedPage, tagged);
      await taggedPage.goto('/notifications');
      await taggedPage.getByText(`${uploader.fullName} tagged you in a photo in 'Reunion`).click();
      const inViewer = taggedPage.getByRole('dialog');
      await expect(inViewer.getByText('Tanu mid-sentence')).toBeVisible();
      await inViewer.getByRole('button', { name: 'Hide this photo' }).click();
      await expect(inViewer.getByRole('button', { name: 'Show this photo again' })).toBeVisible();
      // The hide is theirs once the server has it: the tab closes only after its outbox is empty.
      await expect.poll(() => readOutbox(taggedPage), { timeout: 30_000 }).toEqual([]);
    } finally {
      await taggedPage.close();
    }
    await expect(tiles(page)).toHaveCount(1, { timeout: 40_000 });
    await expect(tiles(page)).toHaveAccessibleName(/Everyone on the steps/);
    await expect.poll(cachedIds).not.toContain(hidden);
  } finally {
    await ctx.close();
  }
});

test('its uploader tags a member in a photo from the viewer, who is told; then deletes it from the album', async ({ page, server, smtp }) => {
  // Names take letters only.
  const unique = `Frame${Date.now().toString(36).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;
  const uploader = await createMember(server.url, server.output(), smtp, { first: 'Uma', last: 'Uploader' });
  const friend = await createMember(server.url, server.output(), smtp, { first: 'Neel', last: unique });
  const token = (await apiLogin(server.url, uploader.rollNumber, uploader.password)).token;
  const albumId = await newAlbum(server.url, token, `Fest ${Date.now().toString(36)}`);
  const first = await uploadViaApi(server.url, token, albumId, await photoBytes('#0e7490'), { caption: 'At the stall' });
  await uploadViaApi(server.url, token, albumId, await photoBytes('#a16207'), { caption: 'Stage lights' });

  await signIn(page, uploader);
  await page.goto(`/memories/${albumId}?photo=${first}`);
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText('At the stall')).toBeVisible();
  await viewer.getByRole('button', { name: 'Tag people' }).click();
  await viewer.getByRole('combobox', { name: 'Who is in this photo?' }).fill(unique);
  await viewer.getByRole('option', { name: new RegExp(`Neel ${unique}`) }).click();
  await expect(viewer.getByRole('list', { name: 'Tagged in this photo' })).toContainText(`Neel ${unique}`);
  await viewer.getByRole('button', { name: 'Save tags' }).click();
  await expect(viewer.getByText(`With Neel ${unique}`)).toBeVisible();

  // The server has the tag once the write is sent, and the member is told.
  const friendToken = (await apiLogin(server.url, friend.rollNumber, friend.password)).token;
  await expect
    .poll(async () => {
      const res = await fetch(`${server.url}/api/notifications`, { headers: { Authorization: `Bearer ${friendToken}` } });
      return JSON.stringify(await res.json());
    }, { timeout: 30_000 })
    .toContain(`${uploader.fullName} tagged you in a photo`);

  // Deleted, it leaves the album; the viewer moves on to the next photo.
  await viewer.getByRole('button', { name: 'Delete photo' }).click();
  await page.getByRole('dialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Delete photo' }).click();
  await expect(viewer.getByText('Stage lights')).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(tiles(page)).toHaveCount(1);
  await expect
    .poll(async () => (await fetch(`${server.url}/api/memories/photos/${first}`, { headers: { Authorization: `Bearer ${token}` } })).status, { timeout: 30_000 })
    .toBe(404);
});

import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { adminToken } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { createEventViaApi, guestsViaApi, qrY4m, rsvpViaApi, setHostsViaApi } from './events-helpers.ts';
import { expect, test } from './fixtures.ts';
import { uniqueTitle } from './jobs-helpers.ts';
import { readOutbox } from './local-store.ts';
// eslint-disable-next-line no-restricted-imports -- the root config has no alias
import config from '../../playwright.config.ts';

// Issue 16: the check-in screen reads a ticket from the camera. Chromium's fake camera plays a
// generated video of the ticket's QR code; with no BarcodeDetector on Linux, jsQR reads the frames.

test('the host’s camera reads a ticket and checks the guest in', async ({ server, newMember }) => {
  test.setTimeout(120_000);
  const admin = await adminToken(server.url, server.output());
  const event = await createEventViaApi(server.url, admin, { title: uniqueTitle('Camera Door') });
  const host = await newMember({ first: 'Cam', last: 'Host' });
  const guest = await newMember({ first: 'Cam', last: 'Guest' });
  await setHostsViaApi(server.url, admin, event._id, [host.id]);
  const { ticket } = await rsvpViaApi(server.url, guest, event._id);

  const dir = await mkdtemp(join(tmpdir(), 'events-camera-'));
  const video = join(dir, 'ticket.y4m');
  writeFileSync(video, qrY4m(ticket!));
  const launch = config.use?.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    // The camera is the subject, not the service worker: none to install (ADR 0103). The check-in is
    // queued in IndexedDB and pushed by the page's sync engine.
    const context = await browser.newContext({ baseURL: server.url, permissions: ['camera'], serviceWorkers: 'block' });
    // Every frame the scanner reads (jsQR: no BarcodeDetector on Linux) takes its pixels from a canvas.
    await context.addInitScript(() => {
      const w = window as unknown as { framesRead: number };
      w.framesRead = 0;
      const getImageData = CanvasRenderingContext2D.prototype.getImageData;
      CanvasRenderingContext2D.prototype.getImageData = function (...args: Parameters<typeof getImageData>) {
        w.framesRead += 1;
        return getImageData.apply(this, args);
      };
    });
    const page = await context.newPage();
    // Every check-in this device sends, counted in its pushes.
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/sync/push')) sent += (r.postData() ?? '').split('"checkInTicket"').length - 1;
    });
    await signIn(page, host, `/events/${event._id}/check-in`);
    await expect(page).toHaveURL(/\/check-in$/);
    await expect(page.getByText('0 of 1 checked in')).toBeVisible({ timeout: 45_000 });
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(page.getByText(`Checked in: ${guest.fullName}`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('1 of 1 checked in')).toBeVisible();
    // The code stays in view: the green answer stays, and one check-in is queued, not one a frame.
    // Settled once the scanner has read the same code six more times (1.5 s of its four reads a second).
    const framesRead = () => page.evaluate(() => (window as unknown as { framesRead: number }).framesRead);
    const seen = await framesRead();
    await expect.poll(framesRead, { timeout: 20_000 }).toBeGreaterThanOrEqual(seen + 6);
    await expect(page.getByText(`Checked in: ${guest.fullName}`)).toBeVisible();
    await expect.poll(async () => (await readOutbox(page)).length).toBe(0);
    expect(sent).toBe(1);
    expect((await guestsViaApi(server.url, host, event._id))[0]?.checkedInAt).not.toBeNull();
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
});

import { mkdirSync, readFileSync } from 'node:fs';
import { EVENT_MESSAGES } from '#domain/events/event.ts';
import { adminToken, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { createEventViaApi, eventCard, guestsViaApi, parseIcs, qrPng, rsvpViaApi, setHostsViaApi } from './events-helpers.ts';
import { expect, test } from './fixtures.ts';
import { signInUnderWorker, uniqueTitle } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { readOutbox } from './local-store.ts';
import { withPersistentContext } from './persistent-context.ts';

// Issue 16, the member's and the host's screens: an RSVP made offline gets its ticket once synced
// and shows it offline; a host checks a ticket in from a photo with no signal; .ics; axe.

const NEXT_SYNC = { timeout: 45_000 };

test('a member RSVPs offline, syncs, and shows the ticket offline; the .ics parses', async ({ server, newMember }) => {
  test.setTimeout(150_000);
  const admin = await adminToken(server.url, server.output());
  const title = uniqueTitle('Pune Meetup');
  const event = await createEventViaApi(server.url, admin, { title });
  const member = await newMember({ first: 'Rsvp', last: 'Offline' });

  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await signInUnderWorker(page, member);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events & Meetups' })).toBeVisible();
    const card = eventCard(page, title);
    await expect(card).toContainText('Alumni Hall, Westbrook Campus, Pune');
    await expect(card).toContainText('10 places left');
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open map/ })).toHaveAttribute('href', /openstreetmap\.org\/search\?query=Alumni%20Hall/);

    // Offline: the answer is kept and queued.
    await goOffline(ctx);
    await page.getByRole('radio', { name: 'Going' }).click();
    await expect(toast(page, EVENT_MESSAGES.going)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Going' })).toBeChecked();
    await expect(page.getByText('Saved on this device: it will be sent when you are online.')).toBeVisible();
    expect((await readOutbox(page)).map((e) => e.name)).toContain('rsvpEvent');

    // 'Add to calendar' works with no connection.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()]);
    const ics = parseIcs(readFileSync((await download.path())!, 'utf8'));
    expect(ics.UID).toBe(event._id);
    expect(ics.SUMMARY).toBe(title);
    expect(ics.DTSTART).toBe(event.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    expect(ics.LOCATION).toBe('Alumni Hall\\, Westbrook Campus\\, Pune');

    // Online: the engine sends it once, the pull brings the signed ticket.
    await goOnline(ctx);
    await expect(page.getByRole('link', { name: 'Show ticket' })).toBeVisible(NEXT_SYNC);
    await expect.poll(async () => (await readOutbox(page)).length).toBe(0);

    // Offline again: the ticket comes from IndexedDB.
    await goOffline(ctx);
    await page.getByRole('link', { name: 'Show ticket' }).click();
    await expect(page.getByRole('img', { name: `Ticket QR code for ${title}` })).toBeVisible();
    await expect(page.locator('#main').getByText(member.fullName)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: `Ticket QR code for ${title}` })).toBeVisible();
    await goOnline(ctx);
  });
});

test('a host checks a ticket in from a photo with no signal; a second scan is a duplicate; it lands once online', async ({ server, newMember }) => {
  test.setTimeout(150_000);
  const admin = await adminToken(server.url, server.output());
  const title = uniqueTitle('Door Test');
  const event = await createEventViaApi(server.url, admin, { title });
  const host = await newMember({ first: 'Hana', last: 'Host' });
  const guest = await newMember({ first: 'Gita', last: 'Guest' });
  await setHostsViaApi(server.url, admin, event._id, [host.id]);
  const rsvp = await rsvpViaApi(server.url, guest, event._id);
  expect(rsvp.ticket).toBeTruthy();
  const walkIn = await newMember({ first: 'Wali', last: 'Nophone' });
  await rsvpViaApi(server.url, walkIn, event._id);

  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await signInUnderWorker(page, host);
    await page.goto(`/events/${event._id}`);
    await page.getByRole('link', { name: 'Check guests in' }).click();
    await expect(page.getByText('0 of 2 checked in')).toBeVisible(NEXT_SYNC);

    await goOffline(ctx);
    const photo = page.getByLabel('Scan from photo');
    await photo.setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: qrPng(rsvp.ticket!) });
    await expect(page.getByText(`Checked in: ${guest.fullName}`)).toBeVisible();
    await expect(page.getByText('1 of 2 checked in')).toBeVisible();
    await photo.setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: qrPng(rsvp.ticket!) });
    await expect(page.getByText(/^Already checked in at \d\d:\d\d/)).toBeVisible();
    // Another event's code is refused by its signature.
    const other = await createEventViaApi(server.url, admin, { title: uniqueTitle('Other Event') });
    const otherTicket = (await rsvpViaApi(server.url, guest, other._id)).ticket!;
    await photo.setInputFiles({ name: 'other.png', mimeType: 'image/png', buffer: qrPng(otherTicket) });
    await expect(page.getByText(EVENT_MESSAGES.ticketOtherEvent)).toBeVisible();

    // A guest without their phone: found by name, checked in by hand.
    await page.getByLabel('Name or roll number').fill('Wali');
    await page.getByRole('button', { name: `Check in ${walkIn.fullName}` }).click();
    await expect(page.getByText(`Checked in: ${walkIn.fullName}`)).toBeVisible();
    await expect(page.getByText('2 of 2 checked in')).toBeVisible();

    const queued = (await readOutbox(page)).filter((e) => e.name === 'checkInTicket');
    expect(queued).toHaveLength(2);
    expect((await guestsViaApi(server.url, host, event._id)).every((g) => g.checkedInAt === null)).toBe(true);

    await goOnline(ctx);
    await expect.poll(async () => (await readOutbox(page)).length, NEXT_SYNC).toBe(0);
    const guests = await guestsViaApi(server.url, host, event._id);
    expect(guests).toHaveLength(2);
    expect(guests.every((g) => g.checkedInAt !== null)).toBe(true);
  });
});

test('a Going answered offline on an event that filled up meanwhile turns into a waitlist place once synced', async ({ server, newMember }) => {
  test.setTimeout(150_000);
  const admin = await adminToken(server.url, server.output());
  const title = uniqueTitle('Small Dinner');
  const event = await createEventViaApi(server.url, admin, { title, capacity: 1 });
  const member = await newMember({ first: 'Late', last: 'Comer' });
  const early = await newMember({ first: 'Early', last: 'Bird' });

  await withPersistentContext(server.url, async (ctx) => {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await signInUnderWorker(page, member);
    await page.goto(`/events/${event._id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await goOffline(ctx);
    await page.getByRole('radio', { name: 'Going' }).click();
    await expect(toast(page, EVENT_MESSAGES.going)).toBeVisible();
    await rsvpViaApi(server.url, early, event._id); // the last place goes while this member is offline
    await goOnline(ctx);
    await expect(page.getByText('You are number 1 on the waitlist')).toBeVisible(NEXT_SYNC);
    await expect(page.getByText(EVENT_MESSAGES.full)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show ticket' })).toHaveCount(0);
  });
});

test.describe('axe at 360 px', () => {
  // Online screens: no service worker to install (ADR 0103); bypassCSP only so that axe itself can be injected.
  test.use({ serviceWorkers: 'block', bypassCSP: true, viewport: { width: 360, height: 780 } });

  test('/events, an event, a ticket and the check-in screen at 360 px, light and dark: no serious axe violation', async ({ page, server, newMember }) => {
    test.setTimeout(120_000);
    const admin = await adminToken(server.url, server.output());
    const title = uniqueTitle('Reunion');
    const event = await createEventViaApi(server.url, admin, { title, kind: 'reunion', batch: '2016-2020' });
    const member = await newMember({ first: 'Axe', last: 'Looks' });
    await setHostsViaApi(server.url, admin, event._id, [member.id]);
    await rsvpViaApi(server.url, member, event._id);

    const shots = '/tmp/events-shots';
    mkdirSync(shots, { recursive: true });
    await signIn(page, member, '/events');
    const screens = [
      ['events', '/events', page.getByRole('link', { name: title })],
      ['event', `/events/${event._id}`, page.getByRole('link', { name: 'Show ticket' })],
      ['ticket', `/events/${event._id}/ticket`, page.getByRole('img', { name: `Ticket QR code for ${title}` })],
      ['check-in', `/events/${event._id}/check-in`, page.getByText('0 of 1 checked in')],
    ] as const;
    for (const [name, path, ready] of screens) {
      if (name !== 'events') await page.goto(path); // signed in on /events
      await expect(ready).toBeVisible(NEXT_SYNC);
      await inEachTheme(page, async (theme) => {
        await expect(page.locator('html'), `${path} (${theme})`).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        // The ticket covers the screen: the viewport is what the member sees.
        await page.screenshot({ path: `${shots}/${name}-${theme}.png`, fullPage: name !== 'ticket' });
        expect(await severeViolations(page), `${path} (${theme})`).toEqual([]);
      });
    }
  });
});

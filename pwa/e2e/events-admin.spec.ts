import { adminToken, demoAccounts, mainNav, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { localDay, uniqueTitle } from './jobs-helpers.ts';
import type { AlumniEvent } from '#domain/events/event.ts';

// Issue 16, the admin's side: create an event with the form, name a host by search, cancel it.

// Online screens only: the service worker's install (precaching every chunk) is not what this
// test checks, so its context runs without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

test('the admin creates an event, names a host and cancels it', async ({ page, server, newMember }) => {
  test.setTimeout(120_000);
  const host = await newMember({ first: 'Hosta', last: 'Picked' });
  const { admin } = demoAccounts(server.output());
  await signIn(page, { ...admin, role: 'Admin' }, '/admin/add-edit-Student');
  await expect(page).toHaveURL(/\/admin\/add-edit-Student$/);
  await mainNav(page).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

  await page.getByRole('link', { name: 'New event' }).click();
  const title = uniqueTitle('Chennai Chapter Meetup');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Enter a valid start date and time')).toBeVisible(); // the domain's words, before any request

  await page.getByLabel('Starts', { exact: true }).fill(`${localDay(10)}T18:30`);
  await page.getByLabel('Ends', { exact: true }).fill(`${localDay(10)}T21:00`);
  await page.getByLabel('City', { exact: true }).fill('Chennai');
  await page.getByLabel('Venue', { exact: true }).fill('Taj Coromandel, Nungambakkam');
  await page.getByLabel('Capacity', { exact: true }).fill('40');
  await page.getByLabel('Agenda', { exact: true }).fill('18:30 Welcome\n19:00 Talks');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(toast(page, 'Event created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;

  await page.getByLabel('Add a host', { exact: true }).fill(host.fullName);
  await page.getByRole('button', { name: `Add ${host.fullName} as host` }).click();
  await page.getByRole('button', { name: 'Save hosts' }).click();
  await expect(toast(page, 'Hosts saved')).toBeVisible();

  const token = await adminToken(server.url, server.output());
  const read = async () => (await (await fetch(`${server.url}/api/events/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as AlumniEvent;
  const saved = await read();
  expect(saved).toMatchObject({ title, city: 'Chennai', capacity: 40, agenda: [{ time: '18:30', title: 'Welcome' }, { time: '19:00', title: 'Talks' }] });
  expect(new Date(saved.startsAt).getTime()).toBe(new Date(`${localDay(10)}T18:30`).getTime());
  expect(saved.hosts.map((h) => h._id)).toEqual([host.id]);

  await page.getByRole('link', { name: 'All events' }).click();
  await page.getByRole('button', { name: `Cancel ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(toast(page, 'Event cancelled')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Cancelled');
  expect((await read()).status).toBe('cancelled');
});

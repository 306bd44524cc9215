import type { Page } from '@playwright/test';
import { demoAccounts, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, signInUnderWorker, type Member } from './jobs-helpers.ts';
import { streamOpened } from './live-stream.ts';
import { goOffline, goOnline } from './network.ts';

// Issue 54: mentorship in the browser. The rules (places, limits, expiry, privacy, who reads what)
// are proven against the API in edge-api/mentorship/*.test.ts; here, what a member sees and does.

const GOAL = 'Prepare for data science interviews at product companies by March';
const api = async (baseUrl: string, token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};
const mentorCard = (page: Page, name: string) => page.locator('[data-mentor-card]').filter({ hasText: name });

test('a student finds a mentor who says why, asks offline, and the request lands once', async ({ page, server, newMember }) => {
  const mentor = await newMember({ first: 'Priya', last: 'Mentor', batch: '2014-2018' });
  const student = await newMember({ first: 'Asha', last: 'Student', batch: '2023-2027' });
  const mentorToken = (await apiLogin(server.url, mentor.rollNumber, mentor.password)).token;
  expect((await api(server.url, mentorToken, 'PUT', '/api/mentorship/offer', { topics: ['Interview preparation', 'Data science'], capacity: 3, note: 'Weekday evenings suit me.' })).status).toBe(200);

  await signInUnderWorker(page, student, '/mentorship');
  const card = mentorCard(page, mentor.fullName);
  await expect(card).toBeVisible();
  // The same branch and course (the test roster's), and the places the mentor has free.
  await expect(card.getByRole('list', { name: `Why ${mentor.fullName}` })).toContainText('Same branch');
  await expect(card.getByRole('list', { name: `Why ${mentor.fullName}` })).toContainText('3 of 3 places free');
  await page.getByLabel('Topic').selectOption('Interview preparation');
  await expect(card).toContainText('Helps with interview preparation');

  // Offline: the list still opens from the device, and a request waits to be sent.
  await goOffline(page.context());
  await page.reload();
  await expect(mentorCard(page, mentor.fullName)).toBeVisible();
  await mentorCard(page, mentor.fullName).getByRole('button', { name: `Ask ${mentor.fullName} to mentor you` }).click();
  const dialog = page.getByRole('dialog', { name: `Ask ${mentor.fullName} to mentor you` });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText(/Say what help you would like/)).toBeVisible();
  await dialog.getByLabel('What would you like help with, and by when?').fill(GOAL);
  await dialog.getByLabel('Interview preparation').check();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(page, 'Your request is sent')).toBeVisible();
  await expect(mentorCard(page, mentor.fullName)).toContainText('Request sent: waiting for an answer');
  await expect(page.getByTestId('sync-status')).toContainText('1 change is waiting to be sent.');

  await goOnline(page.context());
  await expect.poll(async () => ((await api(server.url, mentorToken, 'GET', '/api/mentorship/mine')).json.requests as { goal: string }[]).filter((r) => r.goal === GOAL).length, { timeout: 20_000 }).toBe(1);
  await expect(page.getByTestId('sync-status')).toHaveCount(0);
});

type NewMember = (roster?: { first?: string; last?: string; batch?: string }) => Promise<Member>;

/** A mentor who offers `offer` and a mentee, both signed in through the API. */
async function pairUp(baseUrl: string, newMember: NewMember, names: [mentor: string, mentee: string], offer: Record<string, unknown>) {
  const mentor = await newMember({ first: names[0], last: 'Mentor', batch: '2011-2015' });
  const mentee = await newMember({ first: names[1], last: 'Mentee', batch: '2024-2028' });
  const mentorToken = (await apiLogin(baseUrl, mentor.rollNumber, mentor.password)).token;
  const menteeToken = (await apiLogin(baseUrl, mentee.rollNumber, mentee.password)).token;
  expect((await api(baseUrl, mentorToken, 'PUT', '/api/mentorship/offer', offer)).status).toBe(200);
  return { mentor, mentee, mentorToken, menteeToken };
}

/** The mentor's side of a mentorship page: a milestone added and ticked, a session, a note. */
async function keepTheMentorship(page: Page) {
  await page.getByLabel('New milestone').fill('Shortlist five universities');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  // Ticked once IndexedDB has it (a controlled checkbox follows the device's copy).
  await page.getByLabel('Shortlist five universities').click();
  await expect(page.getByLabel('Shortlist five universities')).toBeChecked();
  await expect(page.getByRole('heading', { name: /Milestones/ })).toContainText('1 of 1 done');
  const schedule = page.getByRole('form', { name: 'Schedule a session' });
  await schedule.getByLabel('Date and time').fill('2030-01-15T18:30');
  await schedule.getByLabel('Online link').fill('https://meet.example.com/abc-defg');
  await schedule.getByRole('button', { name: 'Schedule session' }).click();
  await expect(page.getByRole('region', { name: 'Sessions' }).getByText('https://meet.example.com/abc-defg')).toBeVisible();
  await page.getByLabel('Add a note').fill('Read the DAAD guide first.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: 'Notes' })).toContainText('Read the DAAD guide first.');
}

/** Accepts the request waiting on the mentor's /mentorship, with a first message. */
async function accept(page: Page, menteeName: string) {
  await page.getByRole('button', { name: 'Accept' }).click();
  const answer = page.getByRole('dialog', { name: `Mentor ${menteeName}` });
  await answer.getByLabel('A message to start with (optional)').fill('Happy to help. Send me your statement of purpose.');
  await answer.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'You are now mentoring this member')).toBeVisible();
}

/** The mentee's side, from the server: the answer, and the mentorship's parts, each there once. */
async function menteeSees(baseUrl: string, menteeToken: string) {
  const mine = (await api(baseUrl, menteeToken, 'GET', '/api/mentorship/mine')).json as { requests: { status: string; message: string }[]; mentorships: { _id: string }[] };
  if (mine.mentorships.length !== 1) return { requests: mine.requests.map((r) => r.status), mentorships: mine.mentorships.length };
  const whole = (await api(baseUrl, menteeToken, 'GET', `/api/mentorship/mentorships/${mine.mentorships[0]!._id}`)).json as { milestones: { done: boolean }[]; sessions: unknown[]; notes: unknown[] };
  return { requests: mine.requests.map((r) => `${r.status}: ${r.message}`), milestones: whole.milestones.map((m) => m.done), sessions: whole.sessions.length, notes: whole.notes.length };
}

test('a mentor answers and keeps the mentorship offline: its page and sessions read offline, and each change lands once', async ({ page, server, newMember }) => {
  const { mentor, mentee, menteeToken } = await pairUp(server.url, newMember, ['Meera', 'Arjun'], { topics: ['Higher studies abroad'], capacity: 2 });
  expect((await api(server.url, menteeToken, 'POST', '/api/mentorship/requests', { mentorId: mentor.id, goal: 'Apply for an MS in Germany for the winter intake' })).status).toBe(201);

  await signInUnderWorker(page, mentor, '/mentorship');
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await goOffline(page.context());
  // Accepting opens the mentorship on the device at once, under the id the server will give it.
  await accept(page, mentee.fullName);
  await page.getByRole('link', { name: `Mentoring ${mentee.fullName}` }).click();
  const heading = page.getByRole('heading', { level: 1, name: `Mentoring ${mentee.fullName}` });
  await expect(heading).toBeVisible();
  await keepTheMentorship(page);
  // The answer, the milestone and its tick, the session and the note.
  await expect(page.getByTestId('sync-status')).toContainText('5 changes are waiting to be sent.');

  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByLabel('Shortlist five universities')).toBeChecked();
  await expect(page.getByRole('region', { name: 'Sessions' }).getByText('https://meet.example.com/abc-defg')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes' })).toContainText('Read the DAAD guide first.');

  await expect(page.getByTestId('sync-status')).toContainText('5 changes are waiting to be sent.');

  await goOnline(page.context());
  await expect
    .poll(() => menteeSees(server.url, menteeToken), { timeout: 20_000 })
    .toEqual({ requests: ['accepted: Happy to help. Send me your statement of purpose.'], milestones: [true], sessions: 1, notes: 1 });
  await expect(page.getByTestId('sync-status')).toHaveCount(0);
});

test.describe('online', () => {
  // Online screens: no service worker to install (ADR 0103).
  const online = { serviceWorkers: 'block' } as const;
  test.use(online);

  test("the other side's open screen shows a request, its answer, a ticked milestone and a session without a reload; the pages read well in both themes and widths", async ({ browser, server, newMember }) => {
    const { mentor, mentee, menteeToken } = await pairUp(server.url, newMember, ['Ravi', 'Neha'], { topics: ['Higher studies abroad'], capacity: 2 });
    const [mentorContext, menteeContext] = [await browser.newContext({ baseURL: server.url, ...online }), await browser.newContext({ baseURL: server.url, ...online })];
    try {
      // Each page's stream is open before the other side writes; the 30 s poll is too late for the assertions.
      const mentorPage = await mentorContext.newPage();
      let opened = streamOpened(mentorPage);
      await signIn(mentorPage, mentor, '/mentorship');
      await expect(mentorPage.getByRole('heading', { level: 2, name: 'Find a mentor' })).toBeVisible();
      await opened;
      expect((await api(server.url, menteeToken, 'POST', '/api/mentorship/requests', { mentorId: mentor.id, goal: 'Apply for an MS in Germany for the winter intake' })).status).toBe(201);
      await expect(mentorPage.getByText(`${mentee.fullName} asks you to mentor them`)).toBeVisible();

      const menteePage = await menteeContext.newPage();
      opened = streamOpened(menteePage);
      await signIn(menteePage, mentee, '/mentorship');
      await expect(menteePage.locator('[data-request-status]')).toHaveText('Waiting for an answer');
      await opened;
      await accept(mentorPage, mentee.fullName);
      await expect(menteePage.locator('[data-request-status]')).toHaveText('Accepted: “Happy to help. Send me your statement of purpose.”');

      await menteePage.getByRole('link', { name: 'Open the mentorship' }).click();
      await expect(menteePage.getByRole('heading', { level: 1, name: `Mentored by ${mentor.fullName}` })).toBeVisible();
      await mentorPage.getByRole('link', { name: `Mentoring ${mentee.fullName}` }).click();
      await expect(mentorPage.getByRole('heading', { level: 1, name: `Mentoring ${mentee.fullName}` })).toBeVisible();
      await keepTheMentorship(mentorPage);
      await expect(menteePage.getByLabel('Shortlist five universities')).toBeChecked();
      await expect(menteePage.getByRole('region', { name: 'Sessions' }).getByText('https://meet.example.com/abc-defg')).toBeVisible();
      await expect(menteePage.getByRole('region', { name: 'Notes' })).toContainText('Read the DAAD guide first.');

      for (const width of [360, 1280]) {
        await mentorPage.setViewportSize({ width, height: 800 });
        await inEachTheme(mentorPage, async (theme) => expect(await severeViolations(mentorPage), `the mentorship, ${theme} at ${width} px`).toEqual([]));
        expect(await mentorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await mentorPage.goto('/mentorship');
      await expect(mentorPage.getByRole('heading', { level: 2, name: 'Find a mentor' })).toBeVisible();
      for (const width of [360, 1280]) {
        await mentorPage.setViewportSize({ width, height: 800 });
        await inEachTheme(mentorPage, async (theme) => expect(await severeViolations(mentorPage), `/mentorship, ${theme} at ${width} px`).toEqual([]));
      }
    } finally {
      await Promise.all([mentorContext.close(), menteeContext.close()]);
    }
  });

  test('the office sees the programme, ends a pairing with a reason, and its desk reads well', async ({ page, server, newMember }) => {
    const { mentor, mentee, mentorToken, menteeToken } = await pairUp(server.url, newMember, ['Kiran', 'Dev'], { topics: ['Entrepreneurship'], capacity: 1 });
    const asked = await api(server.url, menteeToken, 'POST', '/api/mentorship/requests', { mentorId: mentor.id, goal: 'Register my startup and find a first customer' });
    await api(server.url, mentorToken, 'PUT', `/api/mentorship/requests/${(asked.json.request as { _id: string })._id}`, { decision: 'accept' });

    await signIn(page, { ...demoAccounts(server.output()).admin, role: 'Admin' }, '/admin/mentorship');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentorship' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mentors' })).toContainText(`${mentor.fullName} · 1 of 1 places taken`);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await inEachTheme(page, async (theme) => expect(await severeViolations(page), `/admin/mentorship, ${theme} at ${width} px`).toEqual([]));
    }
    await page.getByRole('button', { name: `End ${mentor.fullName} and ${mentee.fullName}'s mentorship` }).click();
    const dialog = page.getByRole('dialog', { name: `End ${mentor.fullName} and ${mentee.fullName}'s mentorship?` });
    await dialog.getByRole('button', { name: 'End mentorship' }).click();
    await expect(dialog.getByText('Please say why')).toBeVisible();
    await dialog.getByLabel('Reason').fill('At the mentee’s request');
    await dialog.getByRole('button', { name: 'End mentorship' }).click();
    await expect(toast(page, 'The mentorship is ended; both members are told')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mentors' })).toContainText(`${mentor.fullName} · 0 of 1 places taken`);
  });
});

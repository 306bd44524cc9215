import { expect, test } from './fixtures.ts';
import { apiLogin } from './jobs-helpers.ts';

// Issue 29: a mail's "Stop …" link works for someone not signed in: it asks first (a link scanner
// changes nothing), then stops that kind of e-mail at once. An online screen: no service worker
// (ADR 0103's addendum).
test.use({ serviceWorkers: 'block' });

test('the unsubscribe link in a mail, opened signed out, asks and then stops those e-mails', async ({ page, server, smtp, newMember }) => {
  const asker = await newMember({ first: 'Uma', last: 'Unsubscriber' });
  const alum = await newMember({ first: 'Arjun', last: 'Answerer' });
  const askerToken = (await apiLogin(server.url, asker.rollNumber, asker.password)).token;
  const call = (path: string, method: string, token: string, body?: unknown) =>
    fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  await call('/api/notifications/settings', 'PUT', askerToken, { channels: { answer: { email: true } } });
  const asked = await (await call('/api/query/question', 'POST', askerToken, { title: 'Which city has the most alumni?', content: 'Planning a move after graduation.', category: 'General' })).json();
  const alumToken = (await apiLogin(server.url, alum.rollNumber, alum.password)).token;
  expect((await call(`/api/query/${asked.question._id}/answer`, 'POST', alumToken, { answer: 'Bengaluru, by a long way.' })).status).toBe(201);

  const mail = await smtp.waitFor((m) => m.subject === `${alum.fullName} answered 'Which city has the most alumni?'`, 20_000);
  const link = /Stop e-mails about answers to my questions: (\S+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  await expect(page.getByText('Stop e-mails about answers to my questions?')).toBeVisible();
  expect((await (await call('/api/notifications/settings', 'GET', askerToken)).json()).settings.channels.answer.email).toBe(true);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText('You will no longer get e-mails about answers to my questions.')).toBeVisible();
  expect((await (await call('/api/notifications/settings', 'GET', askerToken)).json()).settings.channels.answer.email).toBe(false);
});

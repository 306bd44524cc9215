import { expect, test } from './fixtures.ts';

// Online screens only: the service worker's install (precaching every chunk, ~6 CPU-s a browser
// context here) is not what these tests check, so their contexts run without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

test('a visitor sends a message and support receives it by e-mail', async ({ page, smtp }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  const text = `Please add me to the 2019 reunion list. (${Date.now()})`;
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill('meera.iyer@example.com');
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('button', { name: 'Message Sent!' })).toBeVisible();
  await expect(page.getByText('Thank you for contacting us!')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent Successfuly' })).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
  // 'Message Sent!' lasts three seconds, then the button reads 'Send Message' again.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible({ timeout: 6_000 });

  const mail = await smtp.waitFor((m) => m.text.includes(text));
  expect(mail.to).toEqual(['support@alumni.example.edu']);
  expect(mail.text).toContain('meera.iyer@example.com');
});

test('invalid fields show the spec messages and nothing is sent', async ({ page, smtp }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/contactus')) posted = true;
  });
  await page.goto('/contact');
  await page.getByLabel('Name').fill('R2 D2');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Message').fill('short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must contain only letters and spaces')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  expect(posted).toBe(false);
  expect(smtp.mails.some((m) => m.text.includes('short'))).toBe(false);
});

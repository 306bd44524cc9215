import { expect, test } from './fixtures.ts';

// Online screens only: the service worker's install (precaching every chunk, ~6 CPU-s a browser
// context here) is not what these tests check, so their contexts run without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

test('home shows the hero and the six benefit cards with the spec links (and events, issue 16; Memory Lane, issue 34)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Alumni Journey Begins Here' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Explore (?!Benefits)/ })).toHaveAttribute('href', '/about');

  const benefits = page.locator('#benefits');
  await expect(benefits.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(benefits.getByRole('link')).toHaveCount(5);
  await expect(benefits.getByRole('link', { name: /^Alumni Events/ })).toHaveAttribute('href', '/events'); // issue 16
  await expect(benefits.getByRole('link', { name: /^Career Opportunities/ })).toHaveAttribute('href', '/jobs');
  await expect(benefits.getByRole('link', { name: /^Give Back/ })).toHaveAttribute('href', '/donation');
  await expect(benefits.getByRole('link', { name: /^Alumni Support Hub/ })).toHaveAttribute('href', '/query');
  await expect(benefits.getByRole('link', { name: /^Memory Lane/ })).toHaveAttribute('href', '/memories'); // issue 34
  await expect(benefits.getByRole('heading', { level: 3, name: /^College Legacy/ })).toBeVisible();
  await expect(benefits.getByRole('link', { name: /^College Legacy/ })).toHaveCount(0);
});

test("'Explore Benefits' scrolls down to the benefits", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const firstCard = page.locator('#benefits').getByRole('heading', { level: 3 }).first();
  await expect(firstCard).not.toBeInViewport();
  await page.getByRole('link', { name: 'Explore Benefits' }).click();
  await expect(firstCard).toBeInViewport();
  // Below the sticky bar, not under it.
  const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const heading = await page.getByRole('heading', { level: 2, name: 'Benefits of the alumni network' }).boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
});

test('the nav reaches About and Contact, and an unknown path shows a 404 page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'About Us' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Empowering Alumni, Inspiring Futures' })).toBeVisible();
  await expect(page.getByText('12,000+')).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await expect(page.getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/login');
});

test('a malformed escape in a page path shows the 404 page, and one in a link to a section does not break the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const res = await page.goto('/%zz');
  expect(res?.status()).toBeLessThan(500);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await page.goto('/about#%zz');
  await expect(page.getByRole('heading', { level: 1, name: 'Empowering Alumni, Inspiring Futures' })).toBeVisible();
  expect(errors).toEqual([]);
});

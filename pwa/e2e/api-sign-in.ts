import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { untilWorkerControls, type Member } from './jobs-helpers.ts';

/**
 * Signs `member` in without the login screen: POST /api/users/auth through the context (its
 * cookies land in the browser), the session kept where the app keeps it, then `/` once the service
 * worker controls the page (so chunks load offline too).
 */
export async function signedInViaApi(ctx: BrowserContext, baseUrl: string, member: Member): Promise<Page> {
  const res = await ctx.request.post(`${baseUrl}/api/users/auth`, { data: { rollNumberOrEmail: member.rollNumber, password: member.password, role: 'Student / Alumni' } });
  expect(res.status()).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  await page.goto('/about');
  await page.evaluate(([user, token]) => {
    localStorage.setItem('user', user);
    localStorage.setItem('token', token);
  }, [JSON.stringify(user), token] as const);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await untilWorkerControls(page);
  return page;
}

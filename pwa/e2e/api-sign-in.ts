import { expect, type Page } from '@playwright/test';

/** Whom to sign in: a member, or the admin (by e-mail) with the Admin role. */
export type Who = { rollNumber: string; password: string } | { email: string; password: string; role: 'Admin' };

/**
 * Signs `who` in on `page` without the login screen, the way a returning member's app finds its
 * session: POST /api/users/auth through the page's context (the refresh cookie lands in the
 * browser), the token and user kept where the login page keeps them, then `path` opened. Works on a
 * fresh page and on one already showing the app (a second member after a sign-out). The login and
 * sign-up screens themselves are tested in accounts.spec.ts (docs/testing.md).
 */
export async function signIn(page: Page, who: Who, path = '/'): Promise<{ id: string; token: string }> {
  const data =
    'email' in who
      ? { rollNumberOrEmail: who.email, password: who.password, role: who.role }
      : { rollNumberOrEmail: who.rollNumber, password: who.password, role: 'Student / Alumni' };
  // The context's request shares its cookies and resolves '/…' against the test's baseURL.
  const res = await page.context().request.post('/api/users/auth', { data });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: { _id: string } };
  const origin = new URL(res.url()).origin;
  // A plain text file of the origin: its storage, without booting the app once more.
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/robots.txt`);
  await page.evaluate(([user, token]) => {
    localStorage.setItem('user', user);
    localStorage.setItem('token', token);
  }, [JSON.stringify(user), token] as const);
  await page.goto(path);
  return { id: user._id, token };
}

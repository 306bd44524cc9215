import { expect, type Page } from '@playwright/test';
import { signIn, type Who } from './api-sign-in.ts';
import { untilWorkerControls } from './jobs-helpers.ts';
import { PASSWORD, cards, theMember } from './queries-helpers.ts';

// Group B (issue 52): the Query Portal's files sign their shared member in without the login screen,
// straight onto /query, instead of the login screen, then '/', then /query.

/** The member createQueriesMember made for this file, as signIn takes it. */
export const queriesMember = (): Who => ({ rollNumber: theMember().rollNumber, password: PASSWORD });

/**
 * As signInControlled (queries-helpers.ts) without the login screen: signed in on /query, once the
 * service worker controls the page (it claims the page as it activates), so the shell and chunks
 * load offline.
 */
export async function signInOnQueryControlled(page: Page) {
  await signIn(page, queriesMember(), '/query');
  await expect(page).toHaveURL(/\/query$/);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await untilWorkerControls(page);
  await expect(cards(page).first()).toBeVisible();
}

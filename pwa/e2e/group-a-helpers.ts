import { expect, type Page } from '@playwright/test';
import { signIn } from './api-sign-in.ts';
import { untilWorkerControls, type Member } from './jobs-helpers.ts';

// Group A (issue 52): the offline and sync files sign in without the login screen straight onto
// /jobs, instead of the login screen, then '/', then /jobs.

/** The rest of openJobsReadyToPost on a page already showing /jobs: one trip to the form and back. */
async function readyToPost(page: Page) {
  await expect(page.locator('[data-job-card]').first()).toBeVisible();
  await page.getByRole('link', { name: 'Post a Job' }).click();
  await expect(page.getByLabel('Job Title', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await expect(page.locator('[data-job-card]').first()).toBeVisible();
}

/**
 * `m` signed in (signIn, no login screen) on /jobs, every chunk posting needs loaded while online:
 * what openJobsReadyToPost does after a sign-in, with /jobs loaded once. Answers signIn's token.
 */
export async function signInReadyToPost(page: Page, m: Member): Promise<{ id: string; token: string }> {
  const session = await signIn(page, m, '/jobs');
  await readyToPost(page);
  return session;
}

/**
 * `m` signed in on `path` once the service worker controls the page (so a reload works offline):
 * signedInViaApi without its stop at '/'. The app's first load registers the worker, a reload once
 * it is active puts the page under it.
 */
export async function signInUnderWorker(page: Page, m: Member, path: string) {
  await signIn(page, m, path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await untilWorkerControls(page);
}

/** As signInReadyToPost, under the service worker (signInUnderWorker). */
export async function signInReadyToPostWithWorker(page: Page, m: Member) {
  await signInUnderWorker(page, m, '/jobs');
  await readyToPost(page);
}

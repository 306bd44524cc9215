import { expect, type Page } from '@playwright/test';
import type { Job } from '#domain/jobs/job-schema.ts';
import { addRosterStudent, postJson, signUpViaApi } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { enqueueDirectly } from './local-store.ts';

type Sink = Parameters<typeof signUpViaApi>[1];
export type Member = { rollNumber: string; password: string; fullName: string; id: string };

const MEMBER_PASSWORD = 'Jobs#2024pass';

/** POST /api/users/auth: a bearer token and the user, as the app gets them. */
export async function apiLogin(baseUrl: string, id: string, password: string, role = 'Student / Alumni') {
  return postJson<{ token: string; user: { _id: string } }>(`${baseUrl}/api/users/auth`, { rollNumberOrEmail: id, password, role });
}

/** A new member of its own: a roster record the admin adds, then a signup the way the wizard does. */
export async function createMember(
  baseUrl: string,
  serverOutput: string,
  smtp: Sink,
  roster: { first?: string; last?: string; batch?: string } = {},
): Promise<Member> {
  const { rollNumber } = await addRosterStudent(baseUrl, serverOutput, { first: 'Jobs', last: 'Member', ...roster });
  const fullName = await signUpViaApi(baseUrl, smtp, rollNumber, MEMBER_PASSWORD);
  const { user } = await apiLogin(baseUrl, rollNumber, MEMBER_PASSWORD);
  return { rollNumber, password: MEMBER_PASSWORD, fullName, id: user._id };
}

/** POST /api/jobDetail as a member: a job that exists on the server before the page opens. */
export async function postJobViaApi(baseUrl: string, token: string, job: Partial<Record<string, unknown>> & { title: string }) {
  const { id: _id, ...defaults } = jobArgs(job.title);
  const body = { ...defaults, ...job };
  return (await postJson<{ job: Job }>(`${baseUrl}/api/jobDetail`, body, token)).job;
}

/** Every job the server lists (GET /api/jobDetail; the cards carry `postedBy`). */
export async function serverJobs(baseUrl: string): Promise<Job[]> {
  const res = await fetch(`${baseUrl}/api/jobDetail?limit=1000`);
  if (!res.ok) throw new Error(`GET /api/jobDetail answered ${res.status}`);
  return (await res.json()) as Job[];
}

/** How many times each title is on the server. */
export async function serverCounts(baseUrl: string, titles: string[]) {
  const jobs = await serverJobs(baseUrl);
  return titles.map((t) => jobs.filter((j) => j.title === t).length);
}

/** 'YYYY-MM-DD' in this machine's zone (the browser runs in the same one), `days` from today. */
export function localDay(days = 0, from = new Date()) {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A title no other test (or earlier run against the same server) uses. */
export const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export type JobFormInput = {
  title: string;
  companyName?: string;
  description?: string;
  requirements?: string;
  deadline?: string;
  location?: string;
  jobType?: string;
  salaryRange?: string;
  currency?: string;
  experience?: string;
  applyLink?: string;
  email?: string;
  phone?: string;
};

export async function fillJobForm(page: Page, job: JobFormInput) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Job Title').fill(job.title);
  await field('Company Name').fill(job.companyName ?? 'Acme Labs');
  await field('Job Description').fill(job.description ?? 'Build the alumni portal with a friendly, experienced team.');
  await field('Requirements (comma-separated)').fill(job.requirements ?? 'React, TypeScript, CSS, Testing, Git');
  await field('Application Deadline').fill(job.deadline ?? localDay(30));
  await field('Location').fill(job.location ?? 'Pune');
  await field('Job Type').selectOption(job.jobType ?? 'Full-time');
  await field('Experience Level').selectOption(job.experience ?? '2 year');
  await field('Salary Range').fill(job.salaryRange ?? '500000-800000');
  await field('Salary Currency').selectOption(job.currency ?? 'INR');
  await field('Application Link').fill(job.applyLink ?? 'https://careers.example.com/apply/42');
  await field('Contact Email').fill(job.email ?? 'hr@acme.example.com');
  await field('Contact Phone').fill(job.phone ?? '+91 98765 43210');
}

/**
 * From /jobs: 'Post a Job', fill, 'Post Job', the toast, and back on /jobs with the new card (found
 * with the search box, then the search cleared: the list holds only the cards near the window, and
 * a job dated in the past is not at its top). Client-side navigation only, so it works offline in any context.
 */
export async function postJobViaForm(page: Page, job: JobFormInput) {
  await page.getByRole('link', { name: 'Post a Job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Job Post' })).toBeVisible();
  await fillJobForm(page, job);
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Job created successfully!' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/);
  const search = page.getByPlaceholder('e.g. Design, Mumbai, Infosys');
  await search.fill(job.title);
  await expect(jobCard(page, job.title)).toBeVisible();
  await search.fill('');
}

/**
 * /jobs with its cards, after one trip to the form and back, so that every chunk posting needs is
 * loaded while still online (a page the service worker does not control yet cannot fetch them offline).
 */
export async function openJobsReadyToPost(page: Page) {
  await page.goto('/jobs');
  await readyToPost(page);
}

/** On a page showing /jobs: its cards, then one trip to the job form and back. */
async function readyToPost(page: Page) {
  await expect(page.locator('[data-job-card]').first()).toBeVisible();
  await page.getByRole('link', { name: 'Post a Job' }).click();
  await expect(page.getByLabel('Job Title', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await expect(page.locator('[data-job-card]').first()).toBeVisible();
}

/** `m` signed in (no login screen) straight onto /jobs, ready to post as openJobsReadyToPost is. Answers signIn's token. */
export async function signInReadyToPost(page: Page, m: Member): Promise<{ id: string; token: string }> {
  const session = await signIn(page, m, '/jobs');
  await readyToPost(page);
  return session;
}

/**
 * `m` signed in on `path` once the service worker controls the page, so a reload works offline: the
 * app's first load registers the worker, a reload once it is active puts the page under it.
 */
export async function signInUnderWorker(page: Page, m: Member, path = '/') {
  await signIn(page, m, path);
  await untilWorkerActive(page);
  await page.reload();
  await untilWorkerControls(page);
}

/** As signInReadyToPost, under the service worker (signInUnderWorker). */
export async function signInReadyToPostWithWorker(page: Page, m: Member) {
  await signInUnderWorker(page, m, '/jobs');
  await readyToPost(page);
}

export const jobCard = (page: Page, title: string) =>
  page.locator('[data-job-card]').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/**
 * Waits until the page's service worker is active (what `navigator.serviceWorker.ready` says), up to
 * the same 30 s as below: a bare `ready` that never resolves held a test until its timeout, and the
 * failure then named no step. The message says how far the worker got.
 */
export async function untilWorkerActive(page: Page) {
  const state = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      if (!reg) return 'not registered';
      return reg.active ? 'active' : ((reg.installing ?? reg.waiting)?.state ?? 'no worker');
    });
  await expect.poll(state, { timeout: 30_000, message: 'the service worker becomes active' }).toBe('active');
}

/**
 * Waits until the service worker controls `page`: only then does a reload work offline. Its install
 * downloads the whole precache, which takes longer than an expect's 10 s on a loaded 2-core machine.
 */
export async function untilWorkerControls(page: Page) {
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
}

/** createJob args as the form would make them, for filling the outbox in bulk. */
export function jobArgs(title: string, id: string = crypto.randomUUID()) {
  return {
    id,
    title,
    companyName: 'Acme Labs',
    description: 'Build the alumni portal with a friendly, experienced team.',
    requirements: ['React', 'TypeScript'],
    application_deadline: localDay(30),
    location: 'Pune',
    job_type: 'Full-time',
    salary: { range: '500000-800000', currency: 'INR' },
    yearOfExperience: '2 year',
    applyLink: 'https://careers.example.com/apply/42',
    contact_email: 'hr@acme.example.com',
    contact_phone: '+91 98765 43210',
  };
}

/** Queues createJob mutations the way `enqueue()` does, straight into IndexedDB (see enqueueDirectly). */
export function enqueueJobsDirectly(page: Page, userId: string, jobs: ReturnType<typeof jobArgs>[]) {
  const createdAt = new Date().toISOString();
  return enqueueDirectly(
    page,
    userId,
    jobs.map(({ id, ...fields }) => ({
      name: 'createJob',
      args: { id, ...fields },
      table: 'jobs',
      row: { _id: id, ...fields, status: 'active', createdAt, postedBy: userId },
      label: `Job: ${fields.title}`,
    })),
  );
}

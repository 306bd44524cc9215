import type { Page } from '@playwright/test';
import { demoAccounts, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  apiLogin,
  createMember,
  fillJobForm,
  jobCard,
  localDay,
  postJobViaApi,
  serverJobs,
  uniqueTitle,
  type Member,
} from './jobs-helpers.ts';

// The Job portal screens (spec sections 2, 4, 5, 8, 9); the offline and sync cases are in jobs-sync.spec.ts.

// Online screens only: the service worker's install (precaching every chunk) is not what these
// tests check, so their contexts run without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

// One member for the file: their jobs are posted through the API and found again by the tests.
let member: Member | undefined;
test.beforeAll(async ({ server, smtp }) => {
  member = await createMember(server.url, server.output(), smtp);
});
const theMember = () => member!;

const countText = (page: Page) => page.getByRole('region', { name: 'Job results' }).getByRole('status').first();

test('a visitor browses the cards without contact details and is asked to log in to post or open one', async ({ page }) => {
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/jobDetail');
  await page.goto('/jobs');
  const body = (await (await listed).json()) as Record<string, unknown>[];
  expect(body.length).toBeGreaterThan(40);
  expect(body.some((j) => 'contact_email' in j || 'contact_phone' in j)).toBe(false);

  await expect(page.getByRole('heading', { level: 1, name: 'Job Portal' })).toBeVisible();
  await expect(countText(page)).toHaveText(/^\d+ jobs found$/);
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Post a Job' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Login to Post' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/jobs');
  await page.locator('[data-job-card]').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/createJob');
  await expect(page.getByRole('heading', { level: 1, name: 'Login Required' })).toBeVisible();
  await expect(page.getByText('To post a job, you need to log in or create an account first.')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  await expect(main.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs');
  await expect(page.getByLabel('Job Title')).toHaveCount(0);
});

test('the list shows "Loading jobs...", then on a load error only the toast', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/jobDetail', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The job board is resting' }) });
  });
  await page.goto('/jobs');
  await expect(page.getByText('Loading jobs...')).toBeVisible();
  release();
  await expect(toast(page, 'The job board is resting')).toBeVisible();
  await expect(page.getByText('Loading jobs...')).toHaveCount(0);
  await expect(page.getByPlaceholder('e.g. Design, Mumbai, Infosys')).toHaveCount(0);
  await expect(page.locator('[data-job-card]')).toHaveCount(0);

  await page.unroute('**/api/jobDetail');
  await page.route('**/api/jobDetail', (route) => route.fulfill({ status: 502, body: '' }));
  await page.reload();
  await expect(toast(page, 'Error in Loading Job Detail')).toBeVisible();
  await expect(page.getByText(/jobs? found/)).toHaveCount(0);
});

test('a member posts a job: every rule and message, "Creating Job...", the toast, /jobs after 1.5 s and the card', async ({ page, server }) => {
  const title = uniqueTitle('Frontend Engineer');
  await signIn(page, theMember(), '/jobs');
  await page.getByRole('link', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(/\/createJob$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Job Post' })).toBeVisible();
  await expect(page.getByLabel('Salary Currency')).toHaveValue('INR');
  await expect(page.getByLabel('Job Type').locator('option:not([disabled])')).toHaveText(['Full-time', 'Part-time', 'Internship', 'Contract']);
  await expect(page.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs');
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

  const post = page.getByRole('button', { name: 'Post Job' });
  await post.click();
  for (const message of [
    'Enter the Title',
    'Enter Company Name',
    'Enter the discription',
    'Requirements are',
    'Enter a valid application deadline',
    'Enter Location',
    'Choose a job type',
    'Choose an experience level',
    'Salary range must be in format: 10000-20000',
    'Enter valid Applylink',
    'Invalid Email',
    'Enter Phone No.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(toast(page, "Invalid salary range format! Use format like '10000-20000'.")).toBeVisible();
  await expect(page.getByLabel('Job Title', { exact: true })).toBeFocused();

  await fillJobForm(page, { title, deadline: localDay(-1), salaryRange: '5 lakhs', applyLink: 'javascript:alert(1)', phone: '12345' });
  await expect(page.getByText('The application deadline has already passed')).toBeVisible();
  await expect(page.getByText('Salary range must be in format: 10000-20000')).toBeVisible();
  await expect(page.getByText('Enter valid Applylink')).toBeVisible();
  await expect(page.getByText('Enter Phone No.')).toBeVisible();
  await expect(page.getByText('Enter the Title')).toHaveCount(0); // errors follow the typing once shown

  const deadline = localDay(21);
  await fillJobForm(page, { title, deadline, companyName: 'Infosys', location: 'Mumbai', experience: '3 year', jobType: 'Contract' });
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  const clicked = Date.now();
  await post.click();
  await expect(page.getByRole('button', { name: 'Creating Job...' })).toBeDisabled();
  await expect(toast(page, 'Job created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/);
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(1400);

  const card = jobCard(page, title);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Infosys');
  await expect(card).toContainText('Mumbai');
  await expect(card).toContainText('3 year');
  await expect(card).toContainText('500000 - 800000 INR');
  await expect(card).toContainText('Contract');
  await expect(card.getByRole('list', { name: 'Requirements' }).getByRole('listitem')).toHaveText(['React', 'TypeScript', 'CSS', '+2 more']);
  await expect(card).toContainText('Posted today');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('New');
  await expect.poll(async () => (await serverJobs(server.url)).filter((j) => j.title === title).map((j) => j.postedBy)).toEqual([theMember().id]);
  await expect(card.getByTestId('pending-badge')).toHaveCount(0);

  // The detail: every field.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/jobDetail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const apply = page.getByRole('link', { name: /Apply Now/ });
  await expect(apply).toHaveAttribute('href', 'https://careers.example.com/apply/42');
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
  const [y, m, d] = deadline.split('-').map(Number) as [number, number, number];
  const shownDeadline = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
  await expect(page.getByRole('main')).toContainText(shownDeadline);
  await expect(page.getByRole('list', { name: 'Job type and experience' }).getByRole('listitem')).toHaveText(['Contract', '3 year']);
  await expect(page.getByRole('main')).toContainText('₹5,00,000 - ₹8,00,000');
  await expect(page.getByRole('main')).toContainText('Posted today');
  await expect(page.getByRole('main')).toContainText('Build the alumni portal with a friendly, experienced team.');
  await expect(page.getByRole('region', { name: 'Requirements' }).getByRole('listitem')).toHaveText(['React', 'TypeScript', 'CSS', 'Testing', 'Git']);
  await expect(page.getByRole('region', { name: 'Contact Information' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'hr@acme.example.com' })).toHaveAttribute('href', 'mailto:hr@acme.example.com');
  await expect(page.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
});

test.describe('while the member board loads', () => {
  // The board's own chunk is held back to make the loading moment last; a service worker would
  // serve it from its cache, out of the route's reach (the file's contexts run without one).
  test('what is typed in the search box stays when the board arrives', async ({ page, server }) => {
    const tag = `L${Date.now().toString(36)}`;
    const { token } = await apiLogin(server.url, theMember().rollNumber, theMember().password);
    await postJobViaApi(server.url, token, { title: `Loading Lead ${tag}` });
    await signIn(page, theMember());
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/member-jobs-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/jobs');
    await expect(page.getByText('Loading jobs...')).toBeVisible();
    await page.getByPlaceholder('e.g. Design, Mumbai, Infosys').fill(tag);
    release();
    await expect(page.locator('[data-job-card] h2')).toHaveText([`Loading Lead ${tag}`]);
    await expect(page.getByPlaceholder('e.g. Design, Mumbai, Infosys')).toHaveValue(tag);
  });
});

test('search and every filter narrow the list; clearing brings it back; newest first', async ({ page, server }) => {
  const tag = `Q${Date.now().toString(36)}`;
  const { token } = await apiLogin(server.url, theMember().rollNumber, theMember().password);
  const design = `Design Lead ${tag}`;
  const data = `Data Engineer ${tag}`;
  const intern = `Design Intern ${tag}`;
  await postJobViaApi(server.url, token, { title: design, location: 'Mumbai', yearOfExperience: '2 year', salary: { range: '400000-900000', currency: 'INR' } });
  await postJobViaApi(server.url, token, { title: data, location: 'Work from home', job_type: 'Part-time', yearOfExperience: 'fresher', salary: { range: '100000-300000', currency: 'INR' } });
  await postJobViaApi(server.url, token, { title: intern, location: 'Pune', job_type: 'Internship', yearOfExperience: '1 year', salary: { range: '600000-1200000', currency: 'USD' } });

  await signIn(page, theMember(), '/jobs');
  const search = page.getByPlaceholder('e.g. Design, Mumbai, Infosys');
  await search.fill(tag.toLowerCase()); // case-insensitive
  await expect(countText(page)).toHaveText('3 jobs found');
  await expect(page.locator('[data-job-card] h2')).toHaveText([intern, data, design]); // newest first

  const filters = page.getByRole('complementary', { name: 'Filters' });
  const narrowsTo = async (titles: string[]) => {
    await expect(page.locator('[data-job-card] h2')).toHaveText(titles);
    await expect(countText(page)).toHaveText(titles.length === 1 ? '1 job found' : `${titles.length} jobs found`);
  };
  await filters.getByLabel('Profile').fill('DESIGN');
  await narrowsTo([intern, design]);
  await filters.getByLabel('Profile').fill('');
  await filters.getByRole('checkbox', { name: '2 year' }).check();
  await filters.getByRole('checkbox', { name: 'fresher' }).check();
  await narrowsTo([data, design]);
  await filters.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(search).toHaveValue('');
  await search.fill(tag);
  await filters.getByLabel('Location').fill('pune');
  await narrowsTo([intern]);
  await filters.getByLabel('Location').fill('');
  await filters.getByRole('checkbox', { name: 'Work from home' }).check();
  await narrowsTo([data]);
  await filters.getByRole('checkbox', { name: 'Work from home' }).uncheck();
  await filters.getByRole('checkbox', { name: 'Part-time' }).check();
  await narrowsTo([data]);
  await filters.getByRole('checkbox', { name: 'Part-time' }).uncheck();
  await expect(filters.getByText('Any salary')).toBeVisible();
  await filters.getByLabel('Annual salary').fill('5');
  await expect(filters.getByText('₹5 lakhs per annum')).toBeVisible();
  await narrowsTo([design]); // 5 lakhs is inside 4–9 lakhs INR; the USD job is not compared
  await filters.getByLabel('Annual salary').fill('0');
  await narrowsTo([intern, data, design]);

  await search.fill(`${tag} no such job`);
  await expect(page.getByText('No jobs found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search filters or check back later for new opportunities.')).toBeVisible();
  await expect(countText(page)).toHaveText('0 jobs found');
  await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
  await expect(search).toHaveValue('');
  await expect(page.locator('[data-job-card]').first()).toBeVisible();
});

test('on a phone the filters hide behind Show Filters / Hide Filters', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/jobs');
  await expect(page.locator('[data-job-card]').first()).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Hide Filters' }).click();
  await expect(panel).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show Filters' })).toBeHidden();
});

test('job detail: login redirect, a closed job, loading and a job that does not exist', async ({ page, server }) => {
  const closed = (await serverJobs(server.url)).find((j) => j.application_deadline < localDay(0));
  expect(closed).toBeDefined();
  await page.goto(`/jobDetail/${closed!._id}`);
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, theMember(), `/jobDetail/${closed!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: closed!.title })).toBeVisible();
  await expect(page.getByRole('main').getByText('Closed', { exact: true })).toBeVisible();

  const missing = '00000000-0000-4000-8000-000000000000';
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/api/jobDetail/${missing}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/jobDetail/${missing}`);
  await expect(page.getByText('Loading job details...')).toBeVisible();
  release();
  await expect(toast(page, 'Job not found')).toBeVisible();
  await expect(page.getByText('This job could not be shown')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Jobs' })).toBeVisible();
});

test('an admin reads the jobs but does not post', async ({ page, server }) => {
  const { admin } = demoAccounts(server.output());
  await signIn(page, { ...admin, role: 'Admin' }, '/jobs');
  await expect(page).toHaveURL(/\/jobs$/); // an admin may read the board
  await expect(page.locator('[data-job-card]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post a Job' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login to Post' })).toHaveCount(0);
  await page.goto('/createJob');
  await expect(page).toHaveURL(/\/admin\/add-edit-Student$/);
});

test.describe('axe', () => {
  // bypassCSP only so that axe itself can be injected; the app runs under its real CSP elsewhere.
  test.use({ bypassCSP: true });

  test('axe finds no serious or critical violation on the job screens, light and dark', async ({ page }) => {
    // Each screen in both themes, switched live on the same page.
    const check = (what: string) =>
      inEachTheme(page, async (theme) => {
        await expect(page.locator('html'), `${what} (${theme})`).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        expect(await severeViolations(page), `${what} (${theme})`).toEqual([]);
      });

    await page.goto('/jobs');
    await expect(page.locator('[data-job-card]').first()).toBeVisible();
    await check('/jobs, visitor');
    await page.goto('/createJob');
    await expect(page.getByRole('heading', { level: 1, name: 'Login Required' })).toBeVisible();
    await check('/createJob, visitor');

    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, theMember(), '/jobs');
    await expect(page.locator('[data-job-card]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: '1 year' }).check();
    await check('/jobs, member, phone, filters open');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('[data-job-card]').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Job Description' })).toBeVisible();
    await check('/jobDetail');
    await page.goto('/createJob');
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page.getByText('Enter the Title')).toBeVisible();
    await check('/createJob with errors');
  });
});

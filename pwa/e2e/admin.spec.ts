import type { Page } from '@playwright/test';
import { HEADER_ROW, letterTag, validRosterRows, workbookBytes } from '#api/admin/sample-workbook.ts';
import { addRosterStudent, demoAccounts, logIn, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Online screens only: the service worker's install (precaching every chunk, ~6 CPU-s a browser
// context here) is not what these tests check, so their contexts run without it (ADR 0103).
test.use({ serviceWorkers: 'block' });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Letters only (names allow no digits) and different on every run against the shared server. */
const uniqueTag = () => letterTag(Math.floor(Math.random() * 26 ** 5) + 26 ** 4);
/** A 12-digit roll number no other test picks. */
const uniqueRoll = () => 400_000_000_000 + Math.floor(Math.random() * 99_000_000_000);

/** The demo admin, signed in without the login screen (its redirect is the last test's subject), on the form. */
const signInAsAdmin = async (page: Page, output: string) => {
  const { admin } = demoAccounts(output);
  await signIn(page, { ...admin, role: 'Admin' }, '/admin/add-edit-Student');
  await expect(page).toHaveURL(/\/admin\/add-edit-Student$/);
};

const searchBox = (page: Page) => page.getByPlaceholder('Search students...');
const studentRows = (page: Page) => page.getByRole('region', { name: /^Students sorted by/ }).locator('tbody tr');
const cgpaValues = async (page: Page) =>
  (await studentRows(page).locator('td:nth-child(5)').allTextContents()).filter((t) => t !== 'N/A').map(Number);

test('an admin adds a student, finds them by search and sorts by CGPA both ways', async ({ page, server }) => {
  await signInAsAdmin(page, server.output());
  const tag = uniqueTag();
  const name = `Tara Iyer ${tag}`;
  const roll = String(uniqueRoll());
  await expect(page.getByRole('heading', { level: 2, name: 'Add Individual Student' })).toBeVisible();
  await expect(page.getByLabel('Gender')).toHaveValue('Male');

  // Every field's rule, in the form's words.
  await page.getByLabel('Full Name').fill('T4ra');
  await page.getByLabel('Roll Number').fill('12345abcde');
  await page.getByLabel('CGPA').fill('10.5');
  await page.getByRole('button', { name: 'Add Student' }).click();
  for (const message of [
    'Name must contain only letters and spaces',
    'Invalid email address',
    'Roll number must contain only digits',
    'Course is required',
    'Batch must be in format YYYY-YYYY (e.g. 2020-2024)',
    'Branch is required',
    'CGPA must be between 0 and 10, with up to 2 decimal places',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('Full Name')).toBeFocused();

  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/admin/add-edit-Data')) posts += 1;
  });
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(`tara.${tag}@students.example.edu`);
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Roll Number').fill(roll);
  await page.getByLabel('Course').fill('B.Tech');
  await page.getByLabel('Batch').fill('2021-2025');
  await page.getByLabel('Branch/Specialization').fill('Computer Science');
  await page.getByLabel('CGPA').fill('9.87');
  // Enter does not submit: a form's implicit submission dispatches its submit event while the key is
  // handled, so none counted once the press returns means none; the one POST counted below settles it.
  await page.evaluate(() => {
    const w = window as unknown as { submits: number };
    w.submits = 0;
    document.addEventListener('submit', () => (w.submits += 1), true);
  });
  await page.getByLabel('CGPA').press('Enter');
  expect(await page.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(0);
  expect(posts).toBe(0);

  // The answer is held until the busy state has been seen and a second click has landed on it.
  let answer = () => {};
  const held = new Promise<void>((r) => (answer = r));
  await page.route('**/api/admin/add-edit-Data', async (route) => {
    await held;
    await route.continue();
  });
  const added = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/admin/add-edit-Data'));
  const submit = page.getByRole('button', { name: 'Add Student' });
  await submit.click();
  await expect(page.getByRole('button', { name: 'Adding Student...' })).toBeDisabled();
  await page.getByRole('button', { name: 'Adding Student...' }).click({ force: true }).catch(() => undefined);
  answer();
  expect((await added).status()).toBe(201);
  await expect(toast(page, 'Student added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/student$/); // the form is gone: nothing more can be sent from it
  expect(posts).toBe(1);

  // The list: default order is Name ascending.
  await expect(page.getByRole('heading', { level: 1, name: 'Student Management' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(studentRows(page).first()).toBeVisible();
  await searchBox(page).fill(tag.toUpperCase()); // case-insensitive
  await expect(studentRows(page)).toHaveCount(1);
  const row = studentRows(page).first();
  await expect(row).toContainText(name);
  await expect(row.locator('td').nth(0)).toContainText('Female'); // gender beneath the name
  await expect(row.locator('td').nth(1)).toContainText(roll);
  await expect(row.locator('td').nth(1)).toContainText('B.Tech'); // course beneath the roll number
  await expect(row.locator('td').nth(4)).toHaveText('9.9'); // one decimal
  await searchBox(page).fill(roll.slice(3, 10)); // by roll number too
  await expect(studentRows(page)).toHaveCount(1);

  await searchBox(page).fill('');
  await expect(page.getByText(/^Showing 1–25 of /)).toBeVisible();
  const cgpaHeader = page.getByRole('columnheader', { name: 'CGPA' });
  await cgpaHeader.getByRole('button').click();
  await expect(cgpaHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
  await expect(page.getByRole('region', { name: 'Students sorted by CGPA, ascending' })).not.toHaveAttribute('aria-busy', 'true');
  const ascending = await cgpaValues(page);
  expect(ascending.length).toBeGreaterThan(5);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await cgpaHeader.getByRole('button').click();
  await expect(cgpaHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('region', { name: 'Students sorted by CGPA, descending' })).not.toHaveAttribute('aria-busy', 'true');
  const descending = await cgpaValues(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[0]).toBeGreaterThan(ascending[0]!);
  expect(descending[0]).toBeGreaterThanOrEqual(9.9);

  // Paging moves through the list without repeating a row.
  const firstPage = await studentRows(page).locator('td:first-child').allTextContents();
  await page.getByRole('button', { name: 'Next page of students' }).click();
  await expect(page.getByText(/^Showing 26–50 of /)).toBeVisible();
  const secondPage = await studentRows(page).locator('td:first-child').allTextContents();
  expect(secondPage.some((r) => firstPage.includes(r))).toBe(false);
});

test('adding a roll number the roster has changes nothing and offers to edit that record, which is explicit', async ({ page, server }) => {
  const taken = await addRosterStudent(server.url, server.output(), { first: 'Kiran', last: 'Rao' });
  await signInAsAdmin(page, server.output());
  const tag = uniqueTag();
  await page.getByLabel('Full Name').fill(`Other Person ${tag}`);
  await page.getByLabel('Email Address').fill(`other.${tag}@students.example.edu`.toLowerCase());
  await page.getByLabel('Roll Number').fill(taken.rollNumber);
  await page.getByLabel('Course').fill('MBA');
  await page.getByLabel('Batch').fill('2022-2024');
  await page.getByLabel('Branch/Specialization').fill('Finance');
  await page.getByLabel('CGPA').fill('6.5');
  await page.getByRole('button', { name: 'Add Student' }).click();

  const exists = `A student with roll number ${taken.rollNumber} already exists.`;
  await expect(toast(page, exists)).toBeVisible();
  await expect(page.getByLabel('Roll Number')).toHaveAttribute('aria-invalid', 'true');
  const offer = page.getByRole('alert').filter({ hasText: 'It belongs to' });
  await expect(offer).toContainText(taken.fullName);
  await expect(page).toHaveURL(/\/admin\/add-edit-Student$/); // stays on the form
  await expect(toast(page, 'Student updated successfully!')).toHaveCount(0);

  // The edit form opens on the record as it was: nothing was replaced.
  await offer.getByRole('link', { name: 'Edit this student' }).click();
  await expect(page).toHaveURL(/\/admin\/add-edit-Student\?edit=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Student' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(taken.fullName);
  await expect(page.getByLabel('Email Address')).toHaveValue(taken.email);
  await expect(page.getByLabel('Roll Number')).toHaveValue(taken.rollNumber);
  await expect(page.getByLabel('Branch/Specialization')).toHaveValue('Computer Science');

  await page.getByLabel('Branch/Specialization').fill('Data Science');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Student updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/student$/);
  await searchBox(page).fill(taken.rollNumber);
  await expect(studentRows(page)).toHaveCount(1);
  await expect(studentRows(page).first()).toContainText(taken.fullName);
  await expect(studentRows(page).first().locator('td').nth(3)).toHaveText('Data Science');
  // The list opens the same edit form, on the saved record.
  await studentRows(page).first().getByRole('link', { name: `Edit ${taken.fullName}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Student' })).toBeVisible();
  await expect(page.getByLabel('Branch/Specialization')).toHaveValue('Data Science');
});

test('an admin uploads a mixed class list and sees the counts, both tables and the new rows', async ({ page, server }) => {
  await signInAsAdmin(page, server.output());
  const tag = uniqueTag();
  const [a, b, c, d, e, f] = validRosterRows(6, uniqueRoll(), tag);
  const rosterRoll = demoAccounts(server.output()).rollNumbers[0];
  const sheet = [
    HEADER_ROW,
    a!, // row 2
    b!,
    [...c!.slice(0, 1), a![1], ...c!.slice(2)], // row 4: a's roll number again
    [],
    [...d!.slice(0, 1), Number(rosterRoll), ...d!.slice(2)], // row 6: already in the roster
    [...e!.slice(0, 6), 12.5, e![7]], // row 7: CGPA out of range
    [...f!.slice(0, 2), 'not-an-email', ...f!.slice(3, 6), 11, f![7]], // row 8: two problems
    [...d!.slice(0, 1), Number(d![1]) + 7, `extra.${tag}@students.example.edu`, ...d!.slice(3)], // row 9
  ];

  await page.getByRole('button', { name: 'Upload Excel' }).click();
  await expect(toast(page, 'Please select a file')).toBeVisible();
  const input = page.getByLabel('Excel file');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a spreadsheet') });
  await expect(toast(page, 'Please upload only Excel files (.xlsx or .xls)')).toBeVisible();
  await expect(input).toHaveValue('');

  await input.setInputFiles({ name: `class-${tag}.xlsx`, mimeType: XLSX_TYPE, buffer: workbookBytes(sheet) });
  await expect(page.getByText(`class-${tag}.xlsx`)).toBeVisible();
  // The upload is held until its in-between state has been seen, however slow the machine is.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/upload-excel', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload Excel' }).click();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(page.getByRole('progressbar')).toBeVisible();
  release();

  await expect(toast(page, 'Upload complete! 3 records added')).toBeVisible();
  await expect(toast(page, '2 duplicate records found')).toBeVisible();
  await expect(toast(page, '2 records had errors')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Excel' })).toBeEnabled();
  await expect(input).toHaveValue(''); // done: the file is cleared

  const duplicates = page.getByRole('region', { name: /^Duplicate Entries/ });
  await expect(page.getByRole('heading', { level: 2, name: /^Duplicate Entries/ })).toBeVisible();
  await expect(duplicates.getByRole('columnheader', { name: 'Row' })).toBeVisible();
  await expect(duplicates.locator('tbody tr')).toHaveCount(2);
  await expect(duplicates.locator('tbody tr').nth(0)).toContainText('4');
  await expect(duplicates.locator('tbody tr').nth(0)).toContainText('Roll number repeats row 2');
  await expect(duplicates.locator('tbody tr').nth(1)).toContainText('Roll number already in the roster');
  await expect(duplicates.locator('tbody tr').nth(1)).toContainText(rosterRoll);

  const errors = page.getByRole('region', { name: /^Incorrect Format Entries/ });
  await expect(page.getByRole('heading', { level: 2, name: /^Incorrect Format Entries/ })).toBeVisible();
  await expect(errors.getByRole('columnheader', { name: 'Row' })).toBeVisible();
  await expect(errors.locator('tbody tr')).toHaveCount(2);
  await expect(errors.locator('tbody tr').nth(0).locator('td').first()).toHaveText('7');
  await expect(errors.locator('tbody tr').nth(0)).toContainText('CGPA must be between 0 and 10, with up to 2 decimal places');
  await expect(errors.locator('tbody tr').nth(1).locator('td').first()).toHaveText('8');
  await expect(errors.locator('tbody tr').nth(1)).toContainText('Invalid email address');
  // Every problem of the row, each with its column, so the file is fixed once.
  await expect(errors.locator('tbody tr').nth(1).getByRole('listitem')).toHaveText([
    'Email: Invalid email address',
    'CGPA: CGPA must be between 0 and 10, with up to 2 decimal places',
  ]);

  await page.getByRole('link', { name: 'View students' }).click();
  await expect(page).toHaveURL(/\/admin\/student$/);
  await searchBox(page).fill(tag);
  await expect(studentRows(page)).toHaveCount(3);
  for (const name of [a![0], b![0], d![0]]) await expect(studentRows(page).filter({ hasText: String(name) })).toHaveCount(1);
});

test('a file with more than 1,000 rows with errors lists the first 1,000 and says so', async ({ page, server }) => {
  await signInAsAdmin(page, server.output());
  const bad = validRosterRows(1_200, uniqueRoll(), uniqueTag()).map((r) => [...r.slice(0, 6), 42, r[7]]);
  await page.getByLabel('Excel file').setInputFiles({ name: 'bad-cgpa.xlsx', mimeType: XLSX_TYPE, buffer: workbookBytes([HEADER_ROW, ...bad]) });
  await page.getByRole('button', { name: 'Upload Excel' }).click();
  await expect(toast(page, '1200 records had errors')).toBeVisible();
  const errors = page.getByRole('region', { name: /^Incorrect Format Entries/ });
  await expect(page.getByRole('heading', { level: 2, name: 'Incorrect Format Entries (1,200)' })).toBeVisible();
  await expect(errors.getByText('Showing the first 1,000 of 1,200. Fix these and upload the file again to see the rest.')).toBeVisible();
  await expect(errors.locator('tbody tr')).toHaveCount(50); // a page of the table
});

test('the list shows its loading, empty and error views, and Retry loads again', async ({ page, server }) => {
  await signInAsAdmin(page, server.output());
  let fail = true;
  // The list after Retry is held until its loading view has been seen: a fixed delay could end
  // before a busy machine's first look.
  let release = () => {};
  const loadingSeen = new Promise<void>((r) => (release = r));
  await page.route('**/api/admin/all-Data*', async (route) => {
    if (fail) return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Error' }) });
    await loadingSeen;
    return route.continue();
  });
  await page.goto('/admin/student');
  await expect(page.getByText('Failed to load student data')).toBeVisible();
  await expect(page.getByText('Please try again later')).toBeVisible();
  await expect(toast(page, 'Internal Error')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Loading student data...')).toBeVisible();
  release();
  await expect(studentRows(page).first()).toBeVisible();

  await searchBox(page).fill('zzzz-nobody-has-this');
  await expect(page.getByText('No students found')).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filter to find what you're looking for.")).toBeVisible();
});

test.describe('the looks', () => {
  // bypassCSP only so that axe itself can be injected.
  test.use({ bypassCSP: true });

  test('both admin screens are axe-clean and fit 360 and 1280 px, light and dark', async ({ page, server }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page, server.output());
    for (const path of ['/admin/add-edit-Student', '/admin/student']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Student Management' })).toBeVisible();
      if (path === '/admin/student') await expect(studentRows(page).first()).toBeVisible();
      else {
        // With both result tables on screen: a roster duplicate and a row with an error; nothing is added.
        const [row] = validRosterRows(1, uniqueRoll(), uniqueTag());
        const sheet = [HEADER_ROW, [...row!.slice(0, 1), Number(demoAccounts(server.output()).rollNumbers[1]), ...row!.slice(2)], [...row!.slice(0, 7), '2024']];
        await page.getByLabel('Excel file').setInputFiles({ name: 'check.xlsx', mimeType: XLSX_TYPE, buffer: workbookBytes(sheet) });
        await page.getByRole('button', { name: 'Upload Excel' }).click();
        await expect(page.getByRole('heading', { level: 2, name: /^Incorrect Format Entries/ })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: /^Duplicate Entries/ })).toBeVisible();
      }
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await inEachTheme(page, async (theme) => {
          const where = `${path} at ${width} px (${theme})`;
          await expect(page.locator('html'), where).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
          expect(await severeViolations(page), where).toEqual([]);
        });
      }
    }
  });
});

test('visitors are sent to /login from the admin screens', async ({ page }) => {
  for (const path of ['/admin/student', '/admin/add-edit-Student']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

// The login screen's own redirect is the subject here: it keeps the login form.
test("a page reached while the login's one-second redirect waits is kept when the redirect comes due", async ({ page, server }) => {
  await page.clock.install();
  const { admin } = demoAccounts(server.output());
  await logIn(page, admin.email, admin.password, 'Admin');
  // The address changes before the redirect is due while the login form is still mounted, as when
  // the admin's Donations link was pressed and its page had not rendered yet on a busy machine.
  await page.evaluate(() => history.pushState(null, '', '/admin/donations'));
  await page.clock.runFor(1500);
  await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/donations$/);
});

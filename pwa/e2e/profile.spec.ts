import type { Page } from '@playwright/test';
import type { Profile } from '#domain/profile/profile.ts';
import { postJson, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, untilWorkerActive, untilWorkerControls, type Member } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { countStored, readOutbox } from './local-store.ts';

// Issue 12: the own profile's sections, edited through the modal forms, keyboard only at 360 px,
// and offline as queued changes.

// Online screens run without the service worker (ADR 0103's addendum); the offline test keeps it.
test.use({ viewport: { width: 360, height: 780 }, serviceWorkers: 'block' });

async function serverProfile(baseUrl: string, member: Member): Promise<Profile> {
  const { token } = await apiLogin(baseUrl, member.rollNumber, member.password);
  const res = await fetch(`${baseUrl}/api/users/profile`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()) as Profile;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

async function openProfile(page: Page, member: Member) {
  await signIn(page, member, '/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: member.fullName })).toBeVisible();
}

test('every section shows its empty text; each modal works by keyboard alone, Escape closes it and focus returns', async ({ page, server, member }) => {
  await openProfile(page, member);
  for (const text of ['No previous jobs listed', 'No technical skills listed', 'No non-technical skills listed', 'No achievements listed', 'No extracurricular activities listed']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(section(page, 'Analytics').getByText('₹0')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connection requests' })).toHaveAttribute('href', '/network');
  await expect(page.getByRole('link', { name: 'Connections : 0' })).toHaveAttribute('href', '/connectedUser');

  // Job: opened from the keyboard, Escape closes it and focus goes back to the button.
  const addJob = section(page, 'Job History').getByRole('button', { name: 'Add Job' });
  await addJob.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('heading', { name: 'Add/Edit Job' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(addJob).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog(page).getByLabel('Company Name')).toBeFocused();
  await page.keyboard.type('Infosys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Systems Engineer');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2 years');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Pune');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Updated successfully!')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(section(page, 'Job History').getByText('Systems Engineer')).toBeVisible();

  await section(page, 'Skills').getByRole('button', { name: 'Edit Skills' }).press('Enter');
  await expect(dialog(page).getByLabel('Technical Skills', { exact: true })).toBeFocused();
  await page.keyboard.type('React,  SQL, react');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Mentoring');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).press('Enter');
  await expect(section(page, 'Skills').getByRole('listitem')).toHaveText(['React', 'SQL', 'Mentoring']);

  // An achievement dated in the future is refused under its field, then added, edited and removed.
  await section(page, 'Achievements').getByRole('button', { name: 'Add Achievement' }).press('Enter');
  await dialog(page).getByLabel('Title').fill('Hackathon winner');
  await dialog(page).getByLabel('Date').fill('2099-01-01');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).press('Enter');
  await expect(dialog(page).getByText('The date cannot be in the future')).toBeVisible();
  await dialog(page).getByLabel('Date').fill('2024-03-10');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).press('Enter');
  await expect(section(page, 'Achievements').getByText('Hackathon winner')).toBeVisible();
  await section(page, 'Achievements').getByRole('button', { name: 'Edit achievement: Hackathon winner' }).press('Enter');
  await dialog(page).getByLabel('Title').fill('SIH 2024 winner');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).press('Enter');
  await expect(section(page, 'Achievements').getByText('SIH 2024 winner')).toBeVisible();

  await expect.poll(async () => (await readOutbox(page)).map((e) => [e.name, e.status, e.lastError]), { timeout: 20_000 }).toEqual([]);
  const saved = await serverProfile(server.url, member);
  expect(saved.jobId).toMatchObject({ companyName: 'Infosys', position: 'Systems Engineer', duration: '2 years', location: 'Pune' });
  expect(saved.skillId).toEqual({ technicalSkill: ['React', 'SQL'], nonTechnicalSkill: ['Mentoring'] });
  expect(saved.extraId.achievements).toEqual([{ title: 'SIH 2024 winner', description: '', date: '2024-03-10' }]);

  await section(page, 'Achievements').getByRole('button', { name: 'Remove achievement: SIH 2024 winner' }).press('Enter');
  await expect(section(page, 'Achievements').getByText('No achievements listed')).toBeVisible();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline: the profile opens from the device, an edit waits, and lands once when back online', async ({ page, context, server, member }) => {
    await openProfile(page, member);
    await untilWorkerActive(page);
    await untilWorkerControls(page);
    await expect(section(page, 'Skills')).toBeVisible();
    // The screen may paint from the server's answer; offline it must come from the device.
    await expect.poll(() => countStored(page, 'profile')).toBe(1);

    await goOffline(context);
    await page.reload();
    await expect(section(page, 'Skills').getByText('No technical skills listed')).toBeVisible();
    await section(page, 'Skills').getByRole('button', { name: 'Edit Skills' }).click();
    await dialog(page).getByLabel('Technical Skills', { exact: true }).fill('Kotlin, Android');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(section(page, 'Skills').getByRole('listitem')).toHaveText(['Kotlin', 'Android']);
    expect((await readOutbox(page)).map((e) => [e.name, e.status])).toEqual([['addUserSkills', 'pending']]);

    await goOnline(context);
    await expect.poll(async () => (await readOutbox(page)).length, { timeout: 20_000 }).toBe(0);
    expect((await serverProfile(server.url, member)).skillId.technicalSkill).toEqual(['Kotlin', 'Android']);
    await page.reload();
    await expect(section(page, 'Skills').getByRole('listitem')).toHaveText(['Kotlin', 'Android']);
  });
});

test.describe('looks', () => {
  // bypassCSP only so that axe itself can be injected.
  test.use({ bypassCSP: true });

  test('axe finds no serious or critical violation on a filled /profile and its dialog, light and dark', async ({ page, server, member }) => {
    const { token } = await apiLogin(server.url, member.rollNumber, member.password);
    await postJson(`${server.url}/api/users/addUserSkills`, { technicalSkill: 'React, SQL', nonTechnicalSkill: 'Mentoring' }, token);
    await postJson(`${server.url}/api/users/addExtraInfo`, { achievements: [{ title: 'Hackathon winner', description: 'Crop prices', date: '2024-03-10' }] }, token);
    await openProfile(page, member);
    await inEachTheme(page, async (theme) => {
      if (theme !== 'light') await page.goto('/profile');
      await expect(section(page, 'Achievements').getByText('Hackathon winner')).toBeVisible();
      expect(await severeViolations(page), `/profile (${theme})`).toEqual([]);
      await section(page, 'Job History').getByRole('button', { name: 'Add Job' }).click();
      await expect(dialog(page).getByLabel('Company Name')).toBeFocused();
      expect(await severeViolations(page), `the job dialog (${theme})`).toEqual([]);
    });
  });
});

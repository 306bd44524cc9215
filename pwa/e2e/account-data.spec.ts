import { switchNetwork } from './network.ts';
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { EXPORT_PREPARING } from '#domain/accounts/data-export.ts';
import { toast } from './accounts.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Issue 53, "My data": the archive is prepared by the dispatcher, mailed about, and downloaded from
// settings. Online screens: no service worker (ADR 0103). What the archive holds, table by table,
// and who may download it are proven against the API (edge-api/routes/users/data-export.test.ts).
test.use({ serviceWorkers: 'block' });

test('a member asks for their data, is mailed when it is ready, and downloads the archive', async ({ memberPage: page, member, smtp }) => {
  await page.goto('/settings/account#my-data');
  const section = page.getByRole('region', { name: 'My data' });
  await expect(section.getByRole('button', { name: 'Download my data' })).toBeVisible();
  await switchNetwork(page, true);
  await expect(section.getByText('You are offline. Your data is prepared, and downloaded, only with a connection.')).toBeVisible();
  await switchNetwork(page, false);

  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(toast(page, EXPORT_PREPARING)).toBeVisible();
  await expect(section.getByRole('status')).toContainText('Preparing your archive');
  const mail = await smtp.waitFor((m) => m.subject === 'Your Alumni Portal data is ready to download' && m.text.includes(member.fullName), 30_000);
  expect(mail.text).toContain('/settings/account#my-data');

  // The page looks again while it waits, and offers the file.
  const download = section.getByRole('button', { name: /^Download archive \(\d+ KB\)$/ });
  await expect(download).toBeVisible({ timeout: 15_000 });
  await expect(section).toContainText('You can download it until');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await inEachTheme(page, async (theme) => expect(await severeViolations(page), `${theme} at ${width} px`).toEqual([]));
  }

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^alumni-portal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = unzipSync(new Uint8Array(await readFile(await file.path())));
  expect(strFromU8(archive['README.txt']!)).toContain('Your Alumni Portal data');
  const [account] = JSON.parse(strFromU8(archive['account.json']!)) as { roll_number: string; full_name: string }[];
  expect(account).toMatchObject({ roll_number: member.rollNumber, full_name: member.fullName });
  await expect(section.getByRole('button', { name: 'Prepare a new archive' })).toBeVisible();
});

import { readFile } from 'node:fs/promises';
import { demoAccounts, toast } from './accounts.ts';
import { signIn } from './api-sign-in.ts';
import { inEachTheme, severeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Issue 55: /admin/system, the operator's desk. An online screen: no service worker needed.
test.use({ serviceWorkers: 'block' });

test('the admin finds the system page from the dashboard, reads it at both widths in both themes, and backs up where the server can', async ({ page, server }) => {
  await signIn(page, { ...demoAccounts(server.output()).admin, role: 'Admin' }, '/admin');
  await page.getByRole('link', { name: 'The system: backups, mail waiting →' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: server.databaseUrl ? /^Postgres · [\d.]+ [KMG]B$/ : /^Embedded · [\d.]+ [KMG]B$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Largest tables' }).getByRole('row')).toHaveCount(9); // the header and eight tables
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await inEachTheme(page, async (theme) => expect(await severeViolations(page), `/admin/system, ${theme} at ${width} px`).toEqual([]));
  }

  const backups = page.getByRole('region', { name: 'Backups' });
  if (server.databaseUrl) {
    // A Postgres deployment backs up with npm run backup (pg_dump): the page says so, and offers no button.
    await expect(backups).toContainText('This server uses a Postgres database: back it up with npm run backup (pg_dump)');
    await expect(backups.getByRole('button', { name: 'Back up now' })).toHaveCount(0);
    return;
  }
  await backups.getByRole('button', { name: 'Back up now' }).click();
  await expect(toast(page, 'Backup written')).toBeVisible();
  const download = backups.getByRole('button', { name: /^Download the backup of / });
  await expect(download).toHaveCount(1);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
  const bytes = await readFile((await file.path())!);
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]); // a gzip stream
});

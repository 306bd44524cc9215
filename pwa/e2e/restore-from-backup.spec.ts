import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { toast } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, createMember, jobCard, postJobViaApi, postJobViaForm, serverCounts, serverJobs, signInReadyToPost, uniqueTitle } from './jobs-helpers.ts';
import { readOutbox, readStore } from './local-store.ts';
import { goOffline, goOnline } from './network.ts';
import { startServer, type RunningServer } from './server.ts';

// Issue 55: a device whose cursor has passed the backup a server is restored to. Its queue is
// applied exactly once, its copy becomes the restored server's, and it says so once (ADR 0153).
// The backup and the restore are the real commands (`npm run backup`, `npm run restore`).

const run = promisify(execFile);
const RESTORED_NOTICE = 'The portal was restored from a backup; your device has been refreshed';
test.describe.configure({ timeout: 240_000 });

/** `npm run <script>`'s entry with `env` over this process's, from the repository's root. */
const command = (entry: string, env: Record<string, string>, args: string[]) =>
  run(process.execPath, ['--import', 'tsx', entry, ...args], { env: { ...process.env, ...env }, maxBuffer: 8 << 20 });

/** An empty place to restore to: a new DATA_DIR and, on Postgres, a new empty database. */
async function emptyTarget() {
  const dataDir = await mkdtemp(join(tmpdir(), 'alumni-restored-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return { dataDir, databaseUrl: '', drop: removeDir };
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  const name = `restored_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      await removeDir();
    },
  };
}

test('a device synced past the backup sends its queue once, takes the restored server as it is, and is told once', async ({ browser, smtp }) => {
  const work = await mkdtemp(join(tmpdir(), 'alumni-backup-e2e-'));
  const archive = join(work, 'before.tar.gz');
  const first = await startServer({ SMTP_URL: smtp.url });
  let firstStopped = false;
  const target = await emptyTarget();
  let restored: RunningServer | undefined;
  const context = await browser.newContext({ baseURL: first.url });
  try {
    const me = await createMember(first.url, first.output(), smtp);
    const other = await createMember(first.url, first.output(), smtp);
    const page = await context.newPage();
    const [kept, lost, theirs, queued] = ['Kept', 'Lost', 'Theirs', 'Queued'].map((w) => uniqueTitle(`${w} Job`)) as [string, string, string, string];

    // Before the backup: a job from the device, sent (the backed-up server has its mutation).
    await signInReadyToPost(page, me);
    await postJobViaForm(page, { title: kept });
    await expect.poll(() => serverCounts(first.url, [kept])).toEqual([1]);
    await expect.poll(() => readOutbox(page)).toEqual([]);
    await command('edge-api/backup/backup-main.ts', { DATA_DIR: first.dataDir, DATABASE_URL: first.databaseUrl ?? '' }, [archive]);

    // After it: a job of the device's and one of another member's reach the server and the device.
    await postJobViaForm(page, { title: lost });
    const { token } = await apiLogin(first.url, other.rollNumber, other.password);
    await postJobViaApi(first.url, token, { title: theirs });
    await expect(jobCard(page, theirs)).toBeVisible();
    await expect.poll(() => readOutbox(page)).toEqual([]);

    // Offline, a third: queued. Meanwhile the server is restored from the backup, on the same address.
    await goOffline(context);
    await postJobViaForm(page, { title: queued });
    await expect(page.getByTestId('sync-status')).toContainText('1 change is waiting to be sent.');
    await first.stop();
    firstStopped = true;
    await command('edge-api/backup/restore-main.ts', { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl }, [archive]);
    restored = await startServer({ SMTP_URL: smtp.url, PORT: new URL(first.url).port, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });

    await goOnline(context);
    await expect(toast(page, RESTORED_NOTICE)).toBeVisible({ timeout: 30_000 });
    // The queue once; what the backup never had is gone from the server and from the device.
    await expect.poll(() => serverCounts(restored!.url, [kept, lost, theirs, queued]), { timeout: 20_000 }).toEqual([1, 0, 0, 1]);
    await expect(jobCard(page, queued)).toBeVisible();
    await expect(jobCard(page, lost)).toHaveCount(0);
    await expect(jobCard(page, theirs)).toHaveCount(0);
    const serverIds = async () => (await serverJobs(restored!.url)).map((j) => j._id).sort();
    const deviceIds = async () => (await readStore<{ _id: string }>(page, 'jobs')).map((j) => j._id).sort();
    await expect.poll(deviceIds, { timeout: 20_000 }).toEqual(await serverIds());
    await expect.poll(() => readOutbox(page)).toEqual([]);
    // Told once: after a reload, pulls in the epoch it now has (another member's new job arrives) say nothing more.
    await expect(toast(page, RESTORED_NOTICE)).toHaveCount(1);
    await page.reload();
    const later = uniqueTitle('Later Job');
    const again = await apiLogin(restored.url, other.rollNumber, other.password);
    await postJobViaApi(restored.url, again.token, { title: later });
    await expect(jobCard(page, later)).toBeVisible({ timeout: 20_000 });
    await expect(toast(page, RESTORED_NOTICE)).toHaveCount(0);
  } finally {
    await context.close();
    await restored?.stop();
    if (!firstStopped) await first.stop();
    await target.drop();
    await rm(work, { recursive: true, force: true });
  }
});

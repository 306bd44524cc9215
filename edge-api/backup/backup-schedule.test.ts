import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/open-database.ts';
import { createFsObjectStore } from '../storage/fs-object-store.ts';
import { createS3ObjectStore } from '../storage/s3-object-store.ts';
import { startS3 } from '../test/s3-server.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { copyKey, runScheduledBackup } from './backup-schedule.ts';
import { defaultBackupFile, takeBackup } from './take-backup.ts';

// Issue 55: the daily run takes a backup, copies it to the backups' bucket, and keeps 7 daily and
// 4 weekly archives, here and in the bucket (the rule itself: backup-retention.test.ts).

let db: TestDatabase;
let s3: Awaited<ReturnType<typeof startS3>>;
let dataDir = '';

beforeAll(async () => {
  db = await createTestDatabase();
  s3 = await startS3();
  dataDir = await mkdtemp(join(tmpdir(), 'alumni-schedule-'));
});
afterAll(async () => {
  await db?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('backs up, copies the archive to the bucket, and deletes what the retention lets go, here and there', async () => {
  const now = new Date('2026-12-07T02:30:00Z');
  const bucket = createS3ObjectStore(s3.options);
  const backups = join(dataDir, 'backups');
  await mkdir(backups, { recursive: true });
  // Forty earlier nights, here and in the bucket, and a hand-named archive that is never touched.
  const earlier = Array.from({ length: 40 }, (_, i) => defaultBackupFile(dataDir, new Date(now.getTime() - (i + 1) * 86_400_000)));
  for (const file of earlier) {
    await writeFile(file, 'old archive');
    await bucket.put(copyKey(file), new TextEncoder().encode('old archive'), { size: 11, contentType: 'application/gzip' });
  }
  await writeFile(join(backups, 'before-the-upgrade.tar.gz'), 'kept by hand');
  const logged: Record<string, unknown>[] = [];

  const report = await runScheduledBackup({
    dataDir,
    log: (entry) => logged.push(entry),
    take: () => takeBackup({ db: { ...db, describe: 'test' } as Database, objects: createFsObjectStore(join(dataDir, 'objects')), dataDir, appVersion: '0.1.0', now }),
    copyTo: bucket,
  });

  expect(report.file).toBe(join(backups, '2026-12-07T02-30-00Z.tar.gz'));
  const copy = await bucket.get(copyKey(report.file));
  expect(Buffer.from(await new Response(copy!.body).arrayBuffer()).equals(await readFile(report.file))).toBe(true);
  // Today and the 6 nights before it, and the newest of the 2 weeks before those (Sundays 22 and 29 Nov).
  const here = (await readdir(backups)).sort();
  expect(here).toEqual([
    '2026-11-22T02-30-00Z.tar.gz',
    '2026-11-29T02-30-00Z.tar.gz',
    ...[1, 2, 3, 4, 5, 6, 7].map((d) => `2026-12-0${d}T02-30-00Z.tar.gz`),
    'before-the-upgrade.tar.gz',
  ]);
  const there = (await bucket.list('backups/')).map((o) => o.key.replace('backups/', ''));
  expect(there).toEqual(here.filter((n) => n !== 'before-the-upgrade.tar.gz').map((n) => n.toLowerCase()));
  expect(logged).toEqual([expect.objectContaining({ level: 'info', msg: 'backup taken', copied: true, deleted: 32 })]);
}, 60_000);

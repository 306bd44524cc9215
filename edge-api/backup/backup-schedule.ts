import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import type { Clock, Logger } from '../deps.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { backupsToDelete, nextRun } from './backup-retention.ts';
import type { BackupReport } from './take-backup.ts';

// The embedded default's daily backup (issue 55): at BACKUP_AT (UTC) into DATA_DIR/backups, copied
// to the BACKUP_S3_* bucket when one is set, then the archives past the 7 daily and 4 weekly kept
// are deleted, here and in the bucket. A failure is logged and tried again at the next run.

export type BackupSchedule = {
  at: string;
  dataDir: string;
  clock: Clock;
  log: Logger;
  take: () => Promise<BackupReport>;
  /** Where each archive is copied (`backups/<name>`), if anywhere. */
  copyTo?: ObjectStore;
};

/** The bucket's key for an archive: object keys are lower-case. */
export const copyKey = (file: string) => `backups/${basename(file).toLowerCase()}`;

/** One scheduled run: the backup, its copy, the retention. */
export async function runScheduledBackup(s: Omit<BackupSchedule, 'at' | 'clock'>): Promise<BackupReport> {
  const report = await s.take();
  if (s.copyTo) {
    const body = Readable.toWeb(createReadStream(report.file)) as ReadableStream<Uint8Array>;
    await s.copyTo.put(copyKey(report.file), body, { size: report.bytes, contentType: 'application/gzip' });
  }
  const dir = join(s.dataDir, 'backups');
  const old = backupsToDelete(await readdir(dir));
  for (const name of old) await rm(join(dir, name), { force: true });
  if (s.copyTo && old.length) await s.copyTo.delete(old.map((name) => copyKey(name)));
  s.log({ level: 'info', msg: 'backup taken', file: report.file, bytes: report.bytes, ms: Math.round(report.tookMs), copied: !!s.copyTo, deleted: old.length });
  return report;
}

/** Runs the daily backup at `at` until stopped. */
export function startBackupSchedule(s: BackupSchedule): { stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    const now = s.clock.now();
    timer = setTimeout(() => {
      runScheduledBackup(s)
        .catch((error: unknown) => s.log({ level: 'error', msg: 'backup failed', error: (error as Error).message }))
        .finally(plan);
    }, nextRun(s.at, now).getTime() - now.getTime());
    timer.unref?.();
  };
  plan();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

import { join } from 'node:path';
import type { BackupManifest } from './backup-manifest.ts';
import { archiveSize, writeBackup, type BackupSources } from './write-backup.ts';

/** What a backup reports: where it went, its size, and what it holds. */
export type BackupReport = { file: string; bytes: number; tookMs: number; tables: number; rows: number; objects: number; objectBytes: number; migration: string };

/** `DATA_DIR/backups/2026-12-07T14-55-00Z.tar.gz`: the default place, sorted by time. */
export const defaultBackupFile = (dataDir: string, now: Date) => join(dataDir, 'backups', `${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`);

export function reportOf(manifest: BackupManifest, file: string, bytes: number, tookMs: number): BackupReport {
  const counts = Object.values(manifest.tables);
  return {
    file,
    bytes,
    tookMs,
    tables: counts.length,
    rows: counts.reduce((a, b) => a + b, 0),
    objects: manifest.objects.length,
    objectBytes: manifest.objects.reduce((a, o) => a + o.size, 0),
    migration: manifest.migration,
  };
}

let running: Promise<unknown> = Promise.resolve();

/** One backup to `file`, or to its default place in DATA_DIR; one at a time in a process (the schedule's, "Back up now"'s). */
export function takeBackup(sources: BackupSources & { dataDir: string }, file = defaultBackupFile(sources.dataDir, sources.now)): Promise<BackupReport> {
  const turn = running.then(() => takeOne(sources, file));
  running = turn.catch(() => {});
  return turn;
}

async function takeOne(sources: BackupSources, file: string): Promise<BackupReport> {
  const started = performance.now();
  const manifest = await writeBackup(sources, file);
  return reportOf(manifest, file, await archiveSize(file), performance.now() - started);
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The lines `npm run backup` prints. */
export const describeBackup = (r: BackupReport) =>
  [
    `Backup written to ${r.file} (${mb(r.bytes)}, ${(r.tookMs / 1000).toFixed(1)} s)`,
    `  database: ${r.tables} tables, ${r.rows.toLocaleString('en')} rows, at migration ${r.migration}`,
    `  objects: ${r.objects.toLocaleString('en')} files, ${mb(r.objectBytes)}`,
  ].join('\n');

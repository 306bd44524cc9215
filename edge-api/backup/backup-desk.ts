import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { BackupEntry } from '#domain/admin/system-status.ts';
import { backupTime } from './backup-retention.ts';
import type { BackupReport } from './take-backup.ts';

/** What /admin/system does with backups on a server that takes them (the embedded database's). */
export type BackupDesk = {
  latest(limit: number): Promise<BackupEntry[]>;
  take(): Promise<BackupReport>;
  /** A default-named archive of DATA_DIR/backups, streamed; null for any other name. */
  open(name: string): Promise<{ body: ReadableStream<Uint8Array>; bytes: number } | null>;
};

export function backupDesk(dataDir: string, take: () => Promise<BackupReport>): BackupDesk {
  const dir = join(dataDir, 'backups');
  return {
    async latest(limit) {
      const names = await readdir(dir).catch(() => [] as string[]);
      const dated = names.flatMap((name) => {
        const at = backupTime(name);
        return at ? [{ name, at }] : [];
      });
      dated.sort((a, b) => b.at.getTime() - a.at.getTime());
      const entries: BackupEntry[] = [];
      for (const { name, at } of dated.slice(0, limit)) {
        const info = await stat(join(dir, name)).catch(() => null);
        if (info) entries.push({ name, at: at.toISOString(), bytes: info.size, where: `DATA_DIR/backups/${name}` });
      }
      return entries;
    },
    take,
    async open(name) {
      // Only names the schedule and `npm run backup` give: no path can climb out of the folder.
      if (!backupTime(name)) return null;
      const info = await stat(join(dir, name)).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: Readable.toWeb(createReadStream(join(dir, name))) as ReadableStream<Uint8Array>, bytes: info.size };
    },
  };
}

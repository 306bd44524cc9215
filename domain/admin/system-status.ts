// GET /api/admin/system (issue 55): what the college's IT person watches. One definition, read by
// the server, the /admin/system page and the tests.

export type SystemTable = { name: string; bytes: number; rows: number };
export type OutboxFailure = { id: string; kind: string; attempts: number; error: string; nextAttemptAt: string; createdAt: string };
export type BackupEntry = { name: string; at: string; bytes: number; where: string };

export type SystemStatus = {
  version: string;
  /** The newest migration applied ('0050_sync_epoch.sql'). */
  migration: string;
  /** When this server process started; null where the runtime has no process of its own (Workers). */
  startedAt: string | null;
  uptimeSeconds: number | null;
  database: { kind: 'pglite' | 'postgres'; bytes: number; largestTables: SystemTable[] };
  /** Memory Lane's store; null when none is set up. */
  objects: { count: number; bytes: number } | null;
  outbox: {
    /** Not yet delivered, never failed. */
    waiting: number;
    /** Not yet delivered, failed at least once: tried again with a back-off. */
    failing: number;
    /** The oldest row not yet delivered. */
    oldestAt: string | null;
    byKind: { kind: string; waiting: number; failing: number }[];
    /** The failing rows, the next to be tried first (at most 20). */
    failures: OutboxFailure[];
  };
  backups: {
    /** Whether this server takes backups itself ("Back up now"): the embedded database's does. */
    canTake: boolean;
    /** How backups are taken here when it cannot. */
    note: string | null;
    latest: BackupEntry[];
  };
};

export const BACKUP_TAKEN = 'Backup written';
export const OUTBOX_RETRY_SET = 'It will be tried again within a second';
export const BACKUPS_ELSEWHERE = 'This server uses a Postgres database: back it up with npm run backup (pg_dump) from a machine that reaches it.';

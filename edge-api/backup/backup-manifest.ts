import * as v from 'valibot';

// What a backup archive holds (issue 55, docs/decisions/0151-backups.md): `manifest.json` first,
// then the database (PGlite's data directory under `database/pgdata/`, or `database/pgdata.tar` when
// it ran in memory; `database/postgres.dump` from pg_dump's
// custom format), the objects under `objects/<key>`, and DATA_DIR's own files (the generated
// secrets and push keys) under `data/`. Every file is listed with its size and SHA-256.

export const BACKUP_FORMAT = 'alumni-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

const Sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A path inside the archive: segments of safe characters, nothing that climbs out. */
const ArchivePath = v.pipe(v.string(), v.maxLength(600), v.regex(/^(?:database|objects|data)\/[A-Za-z0-9][A-Za-z0-9._/-]*$/), v.check((p) => !p.includes('..') && !p.includes('//')));

export const ManifestSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  formatVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
  appVersion: v.string(),
  /** The newest migration applied when the backup was taken ('0049_outbox_wake.sql'). */
  migration: v.pipe(v.string(), v.regex(/^\d{4}_[\w-]+\.sql$/)),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  database: v.object({ kind: v.picklist(['pglite', 'postgres']), file: ArchivePath }),
  /** Rows in each table of the snapshot, as counted inside it. */
  tables: v.record(v.string(), Count),
  objects: v.array(v.object({ key: v.string(), size: Count, contentType: v.string(), file: ArchivePath })),
  files: v.array(v.object({ path: ArchivePath, size: Count, sha256: Sha256 })),
});
export type BackupManifest = v.InferOutput<typeof ManifestSchema>;

/** Why an archive cannot be restored; nothing has been touched when it is thrown. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** The manifest of an archive, or a BackupRefused saying why it is not one this app can restore. */
export function readManifest(json: unknown, latestMigration: string): BackupManifest {
  if (typeof json === 'object' && json !== null && 'formatVersion' in json && typeof json.formatVersion === 'number' && json.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(`This backup was written by a newer version of the portal (archive format ${json.formatVersion}): update the app, then restore it.`);
  }
  const parsed = v.safeParse(ManifestSchema, json);
  if (!parsed.success) throw new BackupRefused(`This is not a backup of the alumni portal: its manifest.json is not one (${v.summarize(parsed.issues).split('\n')[0]}).`);
  const manifest = parsed.output;
  if (manifest.migration.slice(0, 4) > latestMigration.slice(0, 4)) {
    throw new BackupRefused(
      `This backup comes from a newer version of the portal (${manifest.appVersion}, database at ${manifest.migration}; this one knows up to ${latestMigration}): update the app, then restore it.`,
    );
  }
  return manifest;
}

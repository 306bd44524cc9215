import { resolve } from 'node:path';
import { dataDirFrom } from '../node-config.ts';
import { nodeObjectStore } from '../storage/node-object-store.ts';
import { s3ConfigFromEnv } from '../storage/s3-object-store.ts';
import { BackupRefused } from './backup-manifest.ts';
import { serverListening } from './control-socket.ts';
import { restoreBackup } from './restore-backup.ts';

// `npm run restore -- FILE`: the server stopped, onto an empty DATA_DIR or an empty database
// (DATABASE_URL). Checks the whole archive before touching anything.
const arg = process.argv[2];
if (!arg) {
  console.error('Usage: npm run restore -- FILE   (a .tar.gz written by npm run backup)');
  process.exit(2);
}
const dataDir = dataDirFrom(process.env);
const databaseUrl = process.env.DATABASE_URL || undefined;

try {
  if (!databaseUrl && (await serverListening(dataDir))) {
    throw new BackupRefused(`A server is running on ${dataDir}: stop it (npm start), then restore.`);
  }
  const objects = nodeObjectStore({ dataDir, s3: s3ConfigFromEnv(process.env) });
  const restored = await restoreBackup(resolve(arg), { dataDir, databaseUrl, objects });
  const { manifest, tables, migrated } = restored;
  const rows = Object.values(tables).reduce((a, b) => a + b, 0);
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} (app ${manifest.appVersion}) into ${databaseUrl ? 'the database at DATABASE_URL' : dataDir}:`,
      `  database: ${Object.keys(tables).length} tables, ${rows.toLocaleString('en')} rows`,
      `  objects: ${manifest.objects.length.toLocaleString('en')} files`,
      migrated.length ? `  then migrated: ${migrated.join(', ')}` : `  at migration ${manifest.migration}, this app's newest`,
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof BackupRefused ? `Not restored: ${error.message}` : `Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}

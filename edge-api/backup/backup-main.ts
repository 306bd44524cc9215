import { resolve } from 'node:path';
import { openDatabase } from '../db/open-database.ts';
import { APP_VERSION, dataDirFrom } from '../node-config.ts';
import { nodeObjectStore } from '../storage/node-object-store.ts';
import { s3ConfigFromEnv } from '../storage/s3-object-store.ts';
import { askServerForBackup } from './control-socket.ts';
import { describeBackup, takeBackup } from './take-backup.ts';

// `npm run backup -- [FILE]`: one archive of the database, the objects and DATA_DIR's own files
// (README, "Running it for a college"). With the embedded database, a running `npm start` on the
// same DATA_DIR takes it (it holds the database open); otherwise this process does.
const file = process.argv[2] ? resolve(process.argv[2]) : undefined;
const dataDir = dataDirFrom(process.env);
const databaseUrl = process.env.DATABASE_URL || undefined;

try {
  const fromServer = databaseUrl ? null : await askServerForBackup(dataDir, file);
  if (fromServer) {
    console.log(`${describeBackup(fromServer)}\n  (taken by the server running on ${dataDir})`);
  } else {
    const db = await openDatabase({ databaseUrl, dataDir });
    try {
      const objects = nodeObjectStore({ dataDir, s3: s3ConfigFromEnv(process.env) });
      console.log(describeBackup(await takeBackup({ db, objects, dataDir, appVersion: APP_VERSION, now: new Date() }, file)));
    } finally {
      await db.close();
    }
  }
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}

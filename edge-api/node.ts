import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { systemClock } from './deps.ts';
import { batchedJsonLogger } from './batched-log.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase, POSTGRES_POOL_SIZE } from './db/open-database.ts';
import { ensureAdmin, seedDemoData } from './db/seed.ts';
import { ensurePwaBuild } from './ensure-pwa-build.ts';
import { readNodeConfig, servedUrl } from './node-config.ts';
import { razorpayGateway } from './donations/razorpay-gateway.ts';
import { startDispatcher } from './outbox/start-dispatcher.ts';
import { nodeObjectStore } from './storage/node-object-store.ts';
import { staticAssets } from './static-assets.ts';
import { nodeClientAddress } from './http/node-client-address.ts';
import { lingerBeforeClose } from './http/node-linger.ts';
import { rosterThread } from './admin/roster-thread.ts';
import { startLiveHub } from './live/start-live-hub.ts';
import { fastHashing } from './auth/password.ts';
import { serveControl } from './backup/control-socket.ts';
import { takeBackup } from './backup/take-backup.ts';
import { startBackupSchedule } from './backup/backup-schedule.ts';
import { backupDesk } from './backup/backup-desk.ts';
import { appMetrics } from './metrics/app-metrics.ts';
import { createS3ObjectStore } from './storage/s3-object-store.ts';

// One process: API + built PWA + outbox dispatcher (DESIGN.md, "embedded default" and "single server").
const startedAt = new Date();
const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const config = await readNodeConfig();

await ensurePwaBuild(root);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db.sql);
const objects = nodeObjectStore(config);
const seed = await seedDemoData(db.sql, new Date(), { store: objects, secret: config.secrets.jwtSecret });
if (config.adminEmail && config.adminPassword) await ensureAdmin(db.sql, config.adminEmail, config.adminPassword);

// One write per turn of the event loop instead of one per line; the rest is written on the way out.
const { log, flush: flushLog } = batchedJsonLogger((text) => process.stdout.write(text));
process.on('exit', flushLog);

const payments = config.razorpay ? razorpayGateway(config.razorpay) : undefined;
const live = await startLiveHub(db);
const metrics = config.metricsToken
  ? appMetrics({ token: config.metricsToken, sql: db.sql, liveStreams: () => live.hub.size, poolSize: config.databaseUrl ? POSTGRES_POOL_SIZE : 1 })
  : undefined;
const dispatcher = startDispatcher({ sql: db.sql, listen: db.listen, config, clock: systemClock, log: metrics ? metrics.tap(log) : log, payments, objects });

// The embedded database is this process's alone: `npm run backup` asks it for a backup, and it
// takes one daily (ADR 0151). A DATA_DIR too long for a Unix socket still serves, with a warning.
const backup = (file?: string) => takeBackup({ db, objects, dataDir: config.dataDir, appVersion: config.app.version, now: new Date() }, file);
const control = config.databaseUrl
  ? undefined
  : await serveControl(config.dataDir, { backup }).catch(
      (error: unknown) => void console.warn(`npm run backup cannot reach this server (${(error as Error).message}): stop it to take a backup.`),
    );
const schedule =
  config.databaseUrl || !config.backupAt
    ? undefined
    : startBackupSchedule({ at: config.backupAt, dataDir: config.dataDir, clock: systemClock, log, take: () => backup(), copyTo: config.backupCopy && createS3ObjectStore(config.backupCopy) });

const app = createApp({
  sqlFor: () => db.sql,
  log,
  clock: systemClock,
  config: config.app,
  clientAddress: nodeClientAddress(config.trustProxy),
  serveAssets: staticAssets(`${root}/dist`, { warm: true }),
  payments,
  checkRoster: rosterThread(),
  live: live.channel,
  objects,
  metrics,
  system: {
    version: config.app.version,
    databaseKind: config.databaseUrl ? 'postgres' : 'pglite',
    startedAt,
    backups: config.databaseUrl ? undefined : backupDesk(config.dataDir, () => backup()),
  },
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  // The address this server really answers on; APP_URL (the links in e-mails) may be a proxy's.
  const url = servedUrl(config.host, info.port);
  const lines = [`\nAlumni portal is running at ${url}  (database: ${db.describe})`];
  if (config.app.appUrl !== url) lines.push(`Links in e-mails point to ${config.app.appUrl} (APP_URL)`);
  if (fastHashing()) lines.push('FAST_PASSWORD_HASHING=1: passwords are hashed at a test cost. Never set it in production.');
  if (seed.admin) {
    lines.push(`Demo admin: ${seed.admin.email}  password: ${seed.admin.password}  (shown once; stored hashed)`);
  }
  if (seed.signupRollNumbers.length) {
    lines.push(`Sign up as a student with roll number ${seed.signupRollNumbers.join(' or ')}`);
    if (!config.smtpUrl) lines.push('Without SMTP_URL, e-mails (and signup codes) are printed here.');
  }
  console.log(lines.join('\n') + '\n');
});
lingerBeforeClose(server as Server);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping...`);
  // Open streams would hold server.close() for good: they end first, and their apps reconnect or poll.
  await live.stop();
  schedule?.stop();
  await control?.close();
  server.close();
  await dispatcher.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

import { systemClock, jsonLogger } from './deps.ts';
import { openDatabase } from './db/open-database.ts';
import { razorpayGateway } from './donations/razorpay-gateway.ts';
import { readNodeConfig } from './node-config.ts';
import { startDispatcher } from './outbox/start-dispatcher.ts';
import { nodeObjectStore } from './storage/node-object-store.ts';

// `npm run dispatcher`: delivers the outbox on its own, beside API processes or Workers.
// Needs DATABASE_URL (an embedded PGlite belongs to the `npm start` process that opened it) and
// the API's JWT_SECRET, which opens the sealed values (verification codes) of queued mails.
if (!process.env.DATABASE_URL) {
  console.error('npm run dispatcher needs DATABASE_URL: with the embedded database, `npm start` already runs one.');
  process.exit(1);
}
if (!process.env.JWT_SECRET) {
  console.error('npm run dispatcher needs JWT_SECRET, the same one the API uses: it opens the sealed values of queued mails.');
  process.exit(1);
}
if (!process.env.VAPID_PUBLIC_KEY || !process.env.VAPID_PRIVATE_KEY) {
  // Pushes are signed with the key pair browsers subscribed with: a pair of its own would be refused.
  console.warn('VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: pushes are signed with a key pair made for this dispatcher alone.');
}
const config = await readNodeConfig();
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const payments = config.razorpay ? razorpayGateway(config.razorpay) : undefined;
const dispatcher = startDispatcher({ sql: db.sql, listen: db.listen, config, clock: systemClock, log: jsonLogger, payments, objects: nodeObjectStore(config) });
console.log('Outbox dispatcher running. Ctrl-C stops it.');

process.on('SIGINT', async () => {
  await dispatcher.stop();
  await db.close();
  process.exit(0);
});

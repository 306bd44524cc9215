import { systemClock, jsonLogger } from './deps.ts';
import { openDatabase } from './db/open-database.ts';
import { readNodeConfig } from './node-config.ts';
import { createDeliver } from './outbox/deliver.ts';
import { createDispatcher } from './outbox/dispatcher.ts';

// `npm run dispatcher`: delivers the outbox on its own, beside API processes or Workers.
// Needs DATABASE_URL (an embedded PGlite belongs to the `npm start` process that opened it).
const config = await readNodeConfig();
if (!config.databaseUrl) {
  console.error('npm run dispatcher needs DATABASE_URL: with the embedded database, `npm start` already runs one.');
  process.exit(1);
}
const db = await openDatabase({ databaseUrl: config.databaseUrl });
const deliver = createDeliver(config);
const dispatcher = createDispatcher({ sql: db.sql, clock: systemClock, deliver: deliver.deliver, log: jsonLogger });
dispatcher.start();
console.log('Outbox dispatcher running. Ctrl-C stops it.');

process.on('SIGINT', async () => {
  await dispatcher.stop();
  deliver.close();
  await db.close();
  process.exit(0);
});

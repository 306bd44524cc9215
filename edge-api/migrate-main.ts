import { openDatabase } from './db/open-database.ts';
import { migrate } from './db/migrate.ts';
import { readNodeConfig } from './node-config.ts';

// `npm run migrate`: applies sql/migrations to DATABASE_URL (for the Workers shape, before deploy).
const config = await readNodeConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db.sql);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
await db.close();

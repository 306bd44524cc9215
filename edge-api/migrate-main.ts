import { openDatabase } from './db/open-database.ts';
import { migrate } from './db/migrate.ts';
import { dataDirFrom } from './node-config.ts';

// `npm run migrate`: applies sql/migrations to DATABASE_URL, or to the embedded PGlite in DATA_DIR.
// `npm run migrate -- --deploy` (README's Workers steps) refuses to fall back to the embedded one:
// migrating a local folder there would print success while the real database stays behind.
const databaseUrl = process.env.DATABASE_URL || undefined;
if (process.argv.includes('--deploy') && !databaseUrl) {
  console.error('DATABASE_URL is not set: a deploy is migrated with DATABASE_URL=postgres://… npm run migrate -- --deploy');
  process.exit(2);
}
const db = await openDatabase({ databaseUrl, dataDir: dataDirFrom(process.env) });
try {
  console.log(`Migrating ${db.describe}`);
  const applied = await migrate(db.sql);
  console.log(applied.length ? `Applied to ${db.describe}: ${applied.join(', ')}` : `${db.describe} is up to date.`);
} finally {
  await db.close();
}

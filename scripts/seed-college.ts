import { migrate } from '#api/db/migrate.ts';
import { openDatabase } from '#api/db/open-database.ts';
import { dataDirFrom } from '#api/node-config.ts';
import { seedCollege } from '#api/db/college/seed-college.ts';

// `npm run seed:college [-- --scale=0.1]`: a large college (edge-api/db/college/) in DATABASE_URL, or in
// the embedded PGlite in DATA_DIR, migrated first as `npm run migrate` does.
const scaleArg = process.argv.find((a) => a.startsWith('--scale='));
const scale = scaleArg ? Number(scaleArg.slice('--scale='.length)) : 1;
if (!(scale > 0 && scale <= 10)) {
  console.error('--scale takes a fraction above 0 (at most 10), e.g. --scale=0.1');
  process.exit(2);
}
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: dataDirFrom(process.env) });
let code = 0;
try {
  const started = performance.now();
  const applied = await migrate(db.sql);
  console.log(`${db.describe}: ${applied.length ? `applied ${applied.length} migrations` : 'migrations up to date'}; seeding at scale ${scale}`);
  const report = await seedCollege(db.sql, { scale, log: console.log });
  if (!report.seeded) {
    console.error(report.reason);
    code = 1;
  } else {
    console.log('\nrows now in each table:');
    for (const [table, count] of Object.entries(report.counts)) console.log(`  ${table.padEnd(16)} ${String(count).padStart(9)}`);
    console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s. Every seeded member's password: ${report.password}`);
    for (const l of report.logins) console.log(`  sign in as ${l.fullName}: roll number ${l.rollNumber} or ${l.email}`);
  }
} finally {
  await db.close();
}
process.exit(code);

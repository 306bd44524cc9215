import { migrate } from '../edge-api/db/migrate.ts';
import { openPglite, type Database } from '../edge-api/db/open-database.ts';
import { seedDemoData } from '../edge-api/db/seed.ts';

/** A fresh in-memory PGlite with the migrations and the demo seed: what the bench measures the server against. */
export async function openSeededPglite(): Promise<Database> {
  const db = await openPglite();
  try {
    await migrate(db.sql);
    await seedDemoData(db.sql);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

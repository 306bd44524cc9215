import { prepareTestDatabases } from './test-db.ts';

/** vitest's globalSetup: the migrated template every test file's database is copied from (test-db.ts). */
export default async function setup() {
  await prepareTestDatabases();
}

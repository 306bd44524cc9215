import { afterAll, beforeAll } from 'vitest';
import { startWorker, type Worker } from './start-worker.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

/**
 * A test file's database and the real worker in workerd over it, started once for the file and
 * stopped after it. `setup` fills the database first. Call at the top of the file.
 */
export function useTestWorker(
  opts: {
    setup?: (db: TestDatabase) => Promise<unknown>;
    worker?: Omit<Parameters<typeof startWorker>[0], 'databaseUrl'>;
    /** An in-memory PGlite whatever DATABASE_URL says (connections cost ~7 ms there, ~35 ms on Postgres here). */
    embedded?: boolean;
  } = {},
) {
  const fx = { db: undefined as unknown as TestDatabase, worker: undefined as unknown as Worker };
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    fx.db = await createTestDatabase(opts.embedded ? '' : undefined);
    await opts.setup?.(fx.db);
    const started = await startWorker({ databaseUrl: fx.db.url, ...opts.worker });
    fx.worker = started.worker;
    stop = started.stop;
  }, 60_000);
  afterAll(async () => {
    await stop?.();
    await fx.db?.close();
  });
  return fx;
}

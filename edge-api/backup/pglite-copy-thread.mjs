import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// A backup's copy of the embedded database, opened in a thread of its own (pglite-online-copy.ts):
// opening it replays the copied WAL, the counts then run beside the server rather than in its
// thread, and closing it leaves a clean data directory. Plain JavaScript: a worker thread loads no
// TypeScript.
const db = await PGlite.create(workerData.dir, { extensions: { pg_trgm } });
const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 1 });
await server.start();
parentPort.once('message', async () => {
  try {
    await server.stop();
    await db.close();
    parentPort.postMessage({ done: true });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ url: `postgres://postgres@${server.getServerConn()}/postgres` });

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import postgres, { type Sql } from 'postgres';
import { POSTGRES_SESSION } from './postgres-session.ts';

/**
 * LISTEN on a channel: `onPayload` gets each NOTIFY's payload, `onListen` runs each time the LISTEN
 * is (re)established (what committed while it was down was not heard).
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onListen?: () => void) => Promise<{ unlisten(): Promise<void> }>;

export type Database = {
  sql: Sql;
  url: string;
  describe: string;
  listen: Listen;
  close(): Promise<void>;
  /** The embedded PGlite's data directory as a tarball (backups); a Postgres server has none. */
  dumpDataDir?: () => Promise<Blob>;
  /** Where the embedded PGlite keeps its files (DATA_DIR/pgdata); none in memory. */
  pgdataDir?: string;
};

/** Connections the server opens to a Postgres server at most (PGlite serves one). */
export const POSTGRES_POOL_SIZE = 10;

/** Connects to DATABASE_URL, or runs PGlite (real Postgres in WASM) from a folder or in memory. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const sql = postgres(opts.databaseUrl, { max: POSTGRES_POOL_SIZE, onnotice: () => {}, connection: POSTGRES_SESSION });
    return {
      sql,
      url: opts.databaseUrl,
      describe: describePostgres(opts.databaseUrl),
      // postgres.js keeps a connection of its own for it, and LISTENs again after a reconnect.
      listen: (channel, onPayload, onListen) => sql.listen(channel, onPayload, onListen),
      close: () => sql.end({ timeout: 5 }),
    };
  }
  return openPglite(opts.dataDir);
}

/** 'Postgres database "alumni" at db.example.com:5432': which database, never the password. */
function describePostgres(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1)) || url.username || 'postgres';
  return `Postgres database "${name}" at ${url.host}`;
}

/**
 * PGlite behind pglite-socket. It serves one connection at a time, hence `max: 1`. `loadDataDir`
 * starts it from a `dumpDataDir()` tarball instead of a new cluster (the tests' migrated image).
 */
export async function openPglite(
  dataDir?: string,
  opts: { maxConnections?: number; loadDataDir?: Blob } = {},
): Promise<Database & { dumpDataDir(): Promise<Blob>; pgdataDir?: string }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  let dir: string | undefined;
  if (dataDir) {
    dir = join(dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
  }
  // pg_trgm serves people search (migration 0012); PGlite loads contrib extensions only when named here.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  // The socket queues statements from several connections, but interleaved transactions can stall:
  // the app keeps to one connection; tests allow a few (e.g. the worker in workerd beside the test).
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: opts.maxConnections ?? 1 });
  await server.start();
  const url = `postgres://postgres@${server.getServerConn()}/postgres`;
  // PGlite is one session: a NOTIFY reaches the connection whose statement committed it, not one
  // kept aside to listen. The app's one connection LISTENs, and postgres.js's `onnotify` (the
  // option its own listen() uses) hands what arrives on it to the listeners here.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const onnotify = (channel: string, payload: string) => listeners.get(channel)?.forEach((fn) => fn(payload));
  const sql = postgres(url, { max: 1, onnotice: () => {}, ...({ onnotify } as object) });
  const listen: Listen = async (channel, onPayload, onListen) => {
    let set = listeners.get(channel);
    if (!set) listeners.set(channel, (set = new Set()));
    set.add(onPayload);
    await sql`listen ${sql(channel)}`;
    onListen?.();
    return { unlisten: async () => void set.delete(onPayload) };
  };
  return {
    sql,
    url,
    describe: dir ? `PGlite in ${dir}` : 'PGlite in memory',
    listen,
    dumpDataDir: () => db.dumpDataDir('none'),
    pgdataDir: dir,
    async close() {
      await sql.end({ timeout: 5 });
      await server.stop();
      await db.close();
    },
  };
}

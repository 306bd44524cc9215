import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

export type RunningServer = {
  url: string;
  /** The server process, e.g. to read its memory from /proc (bench/roster-upload.ts). */
  pid: number | undefined;
  /** Its Postgres database, for a second server on the same one; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Its DATA_DIR (the embedded database, objects, secrets). */
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

/**
 * Starts the real server (`npm start`'s entry) on a free port with a fresh database: a new database
 * on DATABASE_URL's server when set, otherwise the embedded PGlite in a new DATA_DIR. Given
 * `env.DATABASE_URL`, it uses that database as it is (a second process beside a first one); given
 * `env.PORT` and `env.DATA_DIR`, that port (the same origin as a server before it) and that folder.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'alumni-e2e-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (env.DATABASE_URL) {
    databaseUrl = env.DATABASE_URL;
  } else if (process.env.DATABASE_URL) {
    const name = `e2e_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  // No APP_URL: the server derives it from HOST and PORT, as a newcomer's `HOST=… npm start` does.
  const { APP_URL: _appUrl, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'edge-api/node.ts'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      // Sign-ins hash at a test cost: 3 ms instead of 0.12 s of CPU (docs/decisions/0138).
      FAST_PASSWORD_HASHING: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  async function stop() {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Server ${child.exitCode !== null ? 'exited early' : 'did not start in time'}:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, pid: child.pid, databaseUrl, dataDir: env.DATA_DIR ?? dataDir, output: () => out, stop };
}

import { createServer, request } from 'node:http';
import { chmod, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupReport } from './take-backup.ts';

// The embedded database opens in one process only: while `npm start` runs on a DATA_DIR, `npm run
// backup` asks it to take the backup, over a Unix socket in DATA_DIR (readable by its owner only,
// like the database files beside it). Nothing else is served there.

export const controlSocketPath = (dataDir: string) => join(dataDir, 'control.sock');

type Handlers = { backup(file: string | undefined): Promise<BackupReport> };

/** Serves `POST /backup` ({ file? } → the report) on DATA_DIR's socket, for this process's lifetime. */
export async function serveControl(dataDir: string, handlers: Handlers): Promise<{ close(): Promise<void> }> {
  const path = controlSocketPath(dataDir);
  await rm(path, { force: true }); // left by a process that did not stop cleanly; this one owns DATA_DIR now
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body = (body + chunk).slice(0, 8192)));
    req.on('end', () => {
      let file: unknown;
      try {
        file = (JSON.parse(body || '{}') as { file?: unknown }).file;
      } catch {
        res.writeHead(400).end('The body is not JSON');
        return;
      }
      handlers
        .backup(typeof file === 'string' && file ? file : undefined)
        .then((report) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(report)))
        .catch((error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end((error as Error).message ?? String(error)));
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve));
  await chmod(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Asks the server running on DATA_DIR for a backup; null when no server listens there. */
export function askServerForBackup(dataDir: string, file: string | undefined): Promise<BackupReport | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: controlSocketPath(dataDir), method: 'POST', path: '/backup', headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(text) as BackupReport) : reject(new Error(`The running server could not take the backup: ${text}`))));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error)));
    req.end(JSON.stringify({ file }));
  });
}

/** Whether a server answers on DATA_DIR's socket (a socket file left behind does not). */
export function serverListening(dataDir: string): Promise<boolean> {
  return new Promise((done) => {
    const req = request({ socketPath: controlSocketPath(dataDir), method: 'GET', path: '/' }, (res) => {
      res.resume();
      done(true);
    });
    req.on('error', () => done(false));
    req.end();
  });
}

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export type Worker = Awaited<ReturnType<typeof import('wrangler').unstable_startWorker>>;

/**
 * The worker's JWT_SECRET, which a dispatcher needs to open what the worker sealed. leak-check.ts
 * watches for it; this module stays free of vitest so the bench can start a worker too.
 */
export const WORKER_JWT_SECRET = 'worker-test-secret-worker-test-secret';

/**
 * The real Workers entry (wrangler.toml) in workerd against a test database, with a small assets
 * folder standing in for dist/ so no PWA build is needed. `files` are written into that folder.
 */
export async function startWorker(opts: {
  databaseUrl: string;
  vars?: Record<string, string>;
  files?: Record<string, string>;
  /** Open the DevTools inspector (worker.inspectorUrl; test/inspector.ts reads the heap through it). */
  inspector?: boolean;
  /** Bind MEMORIES to a local R2 bucket (workerd's own, in memory), where Memory Lane keeps its files. */
  memories?: boolean;
}) {
  const assetsDir = await mkdtemp(join(tmpdir(), 'worker-assets-'));
  const files = { 'index.html': '<!doctype html><title>Alumni portal</title>', ...opts.files };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(assetsDir, name)), { recursive: true });
    await writeFile(join(assetsDir, name), text);
  }
  const { unstable_startWorker } = await import('wrangler');
  const vars = Object.fromEntries(Object.entries(opts.vars ?? {}).map(([k, value]) => [k, { type: 'plain_text' as const, value }]));
  const worker: Worker = await unstable_startWorker({
    config: 'wrangler.toml',
    assets: assetsDir,
    envFiles: [],
    sendMetrics: false,
    bindings: {
      DATABASE_URL: { type: 'plain_text', value: opts.databaseUrl },
      JWT_SECRET: { type: 'secret_text', value: WORKER_JWT_SECRET },
      ...(opts.memories ? { MEMORIES: { type: 'r2_bucket' as const, bucket_name: 'memories' } } : {}),
      ...vars,
    },
    // What `wrangler dev` derives from compatibility_flags = ["nodejs_compat"].
    build: { nodejsCompatMode: 'v2' },
    // WORKER_LOG_LEVEL=log shows the worker's own logs (an error's stack) when a test needs them.
    dev: { server: { port: 0 }, inspector: opts.inspector ? { port: 0 } : false, persist: false, watch: false, logLevel: (process.env.WORKER_LOG_LEVEL as 'warn' | undefined) ?? 'warn' },
  });
  await worker.ready;
  return {
    worker,
    async stop() {
      await worker.dispose();
      await rm(assetsDir, { recursive: true, force: true });
    },
  };
}

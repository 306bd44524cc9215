import { defineConfig } from 'vitest/config';

// Tests that start the real worker in workerd share wrangler's .wrangler/tmp bundle folder, so they
// run one file at a time; everything else runs in parallel.
const WORKERD_TESTS = [
  'edge-api/worker.test.ts',
  'edge-api/worker-failures.test.ts',
  'edge-api/worker-heap.test.ts',
  'edge-api/worker-terminate.test.ts',
  'edge-api/admin/upload-on-workers.test.ts',
  'edge-api/assets-parity.test.ts',
];
// The heap test reads the worker's heap over the DevTools WebSocket, global from Node 22 on.
const WEBSOCKET_FLAG = Number(process.versions.node.split('.')[0]) < 22 ? ['--experimental-websocket'] : [];

export default defineConfig({
  test: {
    setupFiles: ['edge-api/test/leak-check.ts'],
    // Migrates once per run (or not at all when the migrations did not change); each file copies it.
    globalSetup: ['edge-api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-and-api',
          include: ['domain/**/*.test.ts', 'edge-api/**/*.test.ts', 'pwa/src/**/*.test.ts'],
          exclude: WORKERD_TESTS,
        },
      },
      { extends: true, test: { name: 'workerd', include: WORKERD_TESTS, fileParallelism: false, execArgv: WEBSOCKET_FLAG } },
    ],
  },
});

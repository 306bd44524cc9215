import { defineConfig } from 'vitest/config';

// Tests that start the real worker in workerd share wrangler's .wrangler/tmp bundle folder, so they
// run one file at a time, after the others; everything else runs in parallel.
const WORKERD_TESTS = [
  'edge-api/worker.test.ts',
  'edge-api/worker-failures.test.ts',
  'edge-api/worker-terminate.test.ts',
  'edge-api/admin/upload-on-workers.test.ts',
  'edge-api/assets-parity.test.ts',
  'edge-api/live/live-worker.test.ts',
];
// The heap test (minutes of requests in workerd, ADR 0060) is the one workerd file that runs beside
// the others instead: first (vitest starts projects in name order, 'heap' before 'unit-and-api'), on
// one of the two workers, while the other takes the remaining files; the workerd files above come
// after all of them, so it never shares wrangler's folder with one (docs/decisions/0103).
const HEAP_TEST = 'edge-api/worker-heap.test.ts';
// The second pass (npm run test:pglite, beside Playwright in npm test: VITEST_PASS=pglite, no
// DATABASE_URL) runs these on PGlite, the embedded database of `npm start`: the files whose SQL or
// connection handling can behave otherwise there (docs/decisions/0103-ci-under-thirty-minutes.md).
// A new test file in these folders or named so joins by itself; add one elsewhere when its code opens
// transactions or takes locks, runs queries concurrently, needs an extension, or is a route the
// contract tests do not reach.
export const PGLITE_PASS = [
  // the database layer: migrations (extensions included), the seed, the embedded migrate command
  'edge-api/db/**/*.test.ts',
  'edge-api/migrate-main.test.ts',
  // sync: push in savepoints, commit-ordered versions, per-member pull, drift; each feature's sync
  'edge-api/sync/**/*.test.ts',
  'edge-api/**/*-sync.test.ts',
  // the inbox: lines grouped by an upsert on a partial unique index, channels read when sending, digests
  'edge-api/notifications/**/*.test.ts',
  // live pokes: LISTEN on the app's one PGlite connection instead of one of its own (open-database.ts)
  'edge-api/live/**/*.test.ts',
  // messages: each send takes the next place under the conversation's row lock
  'edge-api/messages/**/*.test.ts',
  // moderation: removal travels per viewer in the pull, auto-hide counts reports; the append-only audit log
  'edge-api/moderation/**/*.test.ts',
  'edge-api/announcements/**/*.test.ts',
  // the dashboard: rollup, percentile_cont and generate-by-week figures, the shared cache row
  'edge-api/dashboard/**/*.test.ts',
  'edge-api/routes/admin/audit*.test.ts',
  // the operator's desk: database and table sizes, the outbox's rows, backups taken while serving
  'edge-api/routes/admin/system.test.ts',
  // the outbox and its dispatchers (FOR UPDATE SKIP LOCKED, sealed payloads, push delivery)
  'edge-api/outbox/**/*.test.ts',
  'edge-api/push/**/*.test.ts',
  // the API's contract (every route of the spec) and who may call what
  'edge-api/contract/**/*.test.ts',
  'edge-api/authorization-matrix.test.ts',
  // people search: pg_trgm, loaded as a PGlite extension
  'edge-api/people/**/*.test.ts',
  'edge-api/routes/people.test.ts',
  // concurrent writers, serialized on PGlite's one connection: row locks, unique races, counters
  'edge-api/donations/**/*.test.ts',
  'edge-api/routes/connections.test.ts',
  'edge-api/routes/donations.test.ts',
  'edge-api/routes/events.test.ts',
  'edge-api/routes/users/limits.test.ts',
  'edge-api/routes/users/password-reset.test.ts',
  'edge-api/routes/users/email-change.test.ts',
  'edge-api/routes/users/account-deletion.test.ts',
  'edge-api/routes/users/data-export.test.ts',
  'edge-api/routes/users/two-step.test.ts',
  'edge-api/routes/users/passkeys.test.ts',
  // mentorship: places counted under the offer's row lock, requests under the mentee's; triggers on users
  'edge-api/mentorship/**/*.test.ts',
  // backups: PGlite's data directory copied while it serves (WAL replayed in a worker thread), and restored
  'edge-api/backup/**/*.test.ts',
  // the roster import, batched for PGlite's single thread (ADR 0083), and its worker thread
  'edge-api/routes/admin/upload-*.test.ts',
];
// Files in the list above that open PGlite themselves, whatever DATABASE_URL says: the first pass has
// run them on PGlite already, so the second does not run them again.
const PGLITE_ITSELF = ['edge-api/backup/pglite-online-copy.test.ts', 'edge-api/migrate-main-embedded.test.ts'];
const pglitePass = process.env.VITEST_PASS === 'pglite';
// A worker's files share one module graph (vitest's isolate: false): the app's modules are loaded,
// and PGlite's WebAssembly compiled, once per worker rather than once per file; that was ~1.5 s of
// each of 66 PGlite files (docs/decisions/0145-test-files-share-modules.md). Every file still gets
// its own database, and a variable set with vi.stubEnv is put back after each test (unstubEnvs below).
const SHARED_MODULES = false;
// The heap test reads the worker's heap over the DevTools WebSocket, global from Node 22 on.
const WEBSOCKET_FLAG = Number(process.versions.node.split('.')[0]) < 22 ? ['--experimental-websocket'] : [];

export default defineConfig({
  test: {
    setupFiles: ['edge-api/test/leak-check.ts'],
    // Each file's cost, the 15 costliest printed, all in test-results/vitest-cost.json (issue 52).
    reporters: ['default', './scripts/test-cost/vitest-cost-reporter.ts'],
    // Migrates once per run (or not at all when the migrations did not change); each file copies it.
    globalSetup: ['edge-api/test/global-setup.ts'],
    // Both cores (vitest's default leaves one idle on a 2-core machine): a file mostly waits on its
    // database, scrypt or workerd, so two run side by side (docs/decisions/0103).
    maxWorkers: 2,
    // Files share modules (SHARED_MODULES): an environment variable stubbed in a test is put back after it.
    unstubEnvs: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Password hashes at a test cost (edge-api/auth/password.ts, docs/decisions/0138); the files about
    // the real cost unset it.
    env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', FAST_PASSWORD_HASHING: '1' },
    projects: pglitePass
      ? [{ extends: true, test: { name: 'pglite', include: PGLITE_PASS, exclude: [...WORKERD_TESTS, HEAP_TEST, ...PGLITE_ITSELF], isolate: SHARED_MODULES } }]
      : [
          { extends: true, test: { name: 'heap', include: [HEAP_TEST], execArgv: WEBSOCKET_FLAG } },
          {
            extends: true,
            test: {
              name: 'unit-and-api',
              include: ['domain/**/*.test.ts', 'edge-api/**/*.test.ts', 'pwa/src/**/*.test.ts'],
              exclude: [...WORKERD_TESTS, HEAP_TEST],
              isolate: SHARED_MODULES,
            },
          },
          { extends: true, test: { name: 'workerd', include: WORKERD_TESTS, fileParallelism: false, execArgv: WEBSOCKET_FLAG } },
        ],
  },
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../pwa/e2e/server.ts';
import { demoAccounts } from '../pwa/e2e/accounts.ts';
import { apiFloorOnPglite } from './api-floor.ts';
import { apiRatio } from './api-ratio.ts';
import { apiThroughput } from './api-throughput.ts';
import { backupUnderLoad } from './backup-under-load.ts';
import { bundleSize } from './bundle-size.ts';
import { collegeSize } from './college-size.ts';
import { dataExportBench } from './data-export.ts';
import { jobsSync } from './jobs-sync.ts';
import { listFilter } from './list-filter.ts';
import { offlineQuestionSearch } from './offline-question-search.ts';
import { liveOneProcess, liveTwoProcesses } from './live-pokes.ts';
import { messagesBench } from './messages-thread.ts';
import { memoriesGrid } from './memories-grid.ts';
import { memoriesUpload } from './memories-upload.ts';
import { healthDuringLogins } from './login-blocking.ts';
import { lighthouseRows } from './lighthouse.ts';
import { PAGE_CONDITIONS, pageMetrics } from './page-metrics.ts';
import { peopleSearch } from './people-search.ts';
import { questionSearch } from './question-search.ts';
import { rosterUpload } from './roster-upload.ts';
import { workersIsolate } from './workers-isolate.ts';
import { errorRow, formatTable, jsonRow, type Row } from './table.ts';

// `npm run bench`: DESIGN.md "Budgets" as one table. A missed budget is shown, never fatal;
// only a measurement that could not be taken makes the exit code non-zero.
const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const started = performance.now();

// The bench always measures the embedded default (PGlite in a fresh DATA_DIR), never a shared Postgres.
// The Workers figures are the exception: workerd needs a Postgres server, in which they make a fresh
// database (bench/workers-isolate.ts).
const postgresForWorkers = process.env.DATABASE_URL || undefined;
delete process.env.DATABASE_URL;
// startServer() keeps its DATA_DIR when the server fails to start; a scratch TMPDIR we always delete
// catches that, and Chromium's profiles too.
const scratch = mkdtempSync(join(tmpdir(), 'alumni-bench-'));
process.env.TMPDIR = scratch;

let server: RunningServer | undefined;
let interrupted = false;
let stopping: Promise<void> | undefined;
// Memoized: the signal handler and the normal path may both ask, the server is stopped once.
const stopServer = () =>
  (stopping ??= (server?.stop() ?? Promise.resolve()).finally(() => rmSync(scratch, { recursive: true, force: true })));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    void stopServer().finally(() => process.exit(130));
  });
}

// `npm run bench -- WORD…` runs only the groups with a figure matching a word (case-insensitive) and
// prints only the matching rows; `--json` prints one JSON object a row instead of the table.
const args = process.argv.slice(2);
const json = args.includes('--json');
const words = args.filter((a) => a !== '--json').map((w) => w.toLowerCase());
const wanted = (text: string) => words.length === 0 || words.some((w) => text.toLowerCase().includes(w));

type Group = { figures: string; server: boolean; run(server: RunningServer): Promise<Row[]> };
const groups: Group[] = [
  { figures: 'First-load JS for `/`; JS a visitor\'s first press; Largest JS chunk', server: true, run: () => bundleSize(`${root}dist`).catch((e) => [errorRow('First-load JS for `/`', 'dist/', e)]) },
  { figures: 'Transferred, cold `/`; LCP; CLS; TBT-ish', server: true, run: (s) => pageMetrics(s.url, runs).catch((e) => [errorRow('Page metrics', 'Chromium', e)]) },
  { figures: 'Lighthouse', server: true, run: (s) => lighthouseRows(root, s, runs).catch((e) => [errorRow('Lighthouse', 'lighthouse CLI', e)]) },
  { figures: 'API `GET /api/health` throughput; API `GET /api/health` latency p50 / p99', server: true, run: (s) => apiThroughput(s.url).catch((e) => [errorRow('API throughput', 'fetch()', e)]) },
  // Before jobsSync, which adds thousands of jobs: the ratios compare the demo seed on both sides.
  { figures: 'API `GET /api/jobDetail` vs bare query; API `GET /api/query` vs bare queries', server: true, run: (s) => apiRatio(s).catch((e) => [errorRow('API vs bare driver', 'node:http + postgres.js', e)]) },
  { figures: 'API vs node:http floor (PGlite): job list, one job, question list, a sync pull page, people search', server: false, run: () => apiFloorOnPglite().catch((e) => [errorRow('API vs node:http floor (PGlite)', 'npm start + bench/floor-server.ts', e)]) },
  { figures: 'Data export, 10,000 messages + 200 photos: time; Data export, 10,000 messages + 200 photos: size', server: false, run: () => dataExportBench().catch((e) => [errorRow('Data export, 10,000 messages + 200 photos: time', 'dataExportJob on PGlite', e)]) },
  { figures: 'Replay of queued job posts; First pull of jobs into IndexedDB; Cached job cards painted offline', server: true, run: (s) => jobsSync(s).catch((e) => [errorRow('Jobs and sync', 'Chromium + fetch()', e)]) },
  { figures: 'Filter rows per keystroke', server: true, run: (s) => listFilter(s).catch((e) => [errorRow('Filter 10,000 rows per keystroke', 'Chromium, /jobs and /query', e)]) },
  // Server: true only for the built dist/ (the worker's size); the search itself runs in a bare page.
  {
    figures: 'Offline question search, 5,000 questions (phone CPU) p95; Offline question search, 5,000 questions, low-end phone p95; Offline question search: index build; Offline question search: worker script gzip',
    server: true,
    run: () => offlineQuestionSearch(root).catch((e) => [errorRow('Offline question search, 5,000 questions (phone CPU)', 'Chromium, CDP CPU at the calibrated phone', e)]),
  },
  {
    figures: 'Memory Lane: a 4 MB JPEG accepted; Memory Lane: its sizes ready; Memory Lane: server memory per concurrent upload',
    server: true,
    run: (s) => memoriesUpload(s).catch((e) => [errorRow('Memory Lane uploads', 'fetch() + /proc', e)]),
  },
  { figures: 'Memory Lane: 200-photo album, first screen; Memory Lane: 200-photo album, first screen, opened before', server: true, run: (s) => memoriesGrid(root, s, runs) },
  { figures: 'Roster upload', server: true, run: (s) => rosterUpload(s, postgresForWorkers).catch((e) => [errorRow('Roster upload', 'POST /api/admin/upload-excel', e)]) },
  {
    figures: 'Slowest `GET /api/health` during parallel logins (Node)',
    server: true,
    run: (s) => {
      const { admin } = demoAccounts(s.output());
      const login = { rollNumberOrEmail: admin.email, password: admin.password, role: 'Admin' };
      const call = (path: string, init?: RequestInit) => fetch(new URL(path, s.url), init);
      return healthDuringLogins(call, login, 'Node, embedded PGlite').catch((e) => [errorRow('Health during logins (Node)', 'fetch()', e)]);
    },
  },
  { figures: 'Live: answer in the open question page (one Node process); Live: memory per idle stream (Node)', server: true, run: (s) => liveOneProcess(s).catch((e) => [errorRow('Live: one Node process', 'Chromium + 1,000 SSE streams', e)]) },
  {
    figures: 'Live: answer in the open question page (two Node processes, one Postgres); Live: memory per idle stream (two Node processes)',
    server: false,
    run: () => liveTwoProcesses(postgresForWorkers).catch((e) => [errorRow('Live: two Node processes', 'two npm start on one Postgres', e)]),
  },
  {
    figures: 'Messages: send → in the other member’s IndexedDB; Messages: a 5,000-message thread painted offline; Messages: longest task scrolling up the thread',
    server: true,
    run: (s) => messagesBench(s).catch((e) => [errorRow('Messages', 'Chromium + POST /api/messages', e)]),
  },
  { figures: 'People search; Directory page', server: false, run: () => peopleSearch(postgresForWorkers).catch((e) => [errorRow('People search', 'searchPeople() at 100,000 members', e)]) },
  { figures: 'Query Portal search', server: false, run: () => questionSearch(postgresForWorkers).catch((e) => [errorRow('Query Portal search', 'searchQuestions() at 30,000 questions', e)]) },
  {
    figures: 'API vs node:http floor (Postgres): job list, one job, question list, a sync pull page, people search; College: seed:college; College: a member’s first pull (server); College: a new device’s first sync, to usable; College: Lighthouse `/jobs`, `/query`, a question, `/profile`, `/people`, `/events`, `/messages`, a thread, `/notifications`, `/memories`, `/mentorship`; College: offline screens painted / interactive; College: incremental pull after an hour; College: people search; College: Query Portal search; College: directory page; College: mentor ranking on the phone; College: mentor ranking on a low-end phone; College: mentor suggestions; College: 200 devices pushing and pulling; College: admin dashboard, cold',
    server: false,
    run: () => collegeSize(postgresForWorkers).catch((e) => [errorRow('College', 'seed:college + the app in-process, Postgres', e)]),
  },
  {
    figures: 'Backup under load: slowest request while it ran; Backup under load: time; size; Restore of that backup: time; size',
    server: false,
    run: () => backupUnderLoad().catch((e) => [errorRow('Backup under load', 'npm start on PGlite + npm run backup', e)]),
  },
  {
    figures: 'Workers isolate heap; Workers `GET /api/jobDetail` latency; Slowest `GET /api/health` during parallel logins (workerd)',
    server: false,
    run: () => workersIsolate(postgresForWorkers).catch((e) => [errorRow('Workers isolate', 'workerd via wrangler', e)]),
  },
];
const chosen = groups.filter((g) => wanted(g.figures));
if (chosen.length === 0) {
  console.error(`No bench figure matches ${words.join(' ')}. Figures:\n${groups.map((g) => `  ${g.figures}`).join('\n')}`);
  process.exit(2);
}

const rows: Row[] = [];
try {
  // Starting the server also rebuilds dist/ when it is stale, so bundle sizes are read afterwards.
  // TRUST_PROXY=cloudflare: the login figure sends 20 logins from 20 addresses (CF-Connecting-IP),
  // as 20 members would, rather than 20 from one, which the per-address limit refuses.
  if (chosen.some((g) => g.server)) server = await startServer({ TRUST_PROXY: 'cloudflare' });
  for (const group of chosen) rows.push(...(await group.run(server as RunningServer)));
} catch (err) {
  rows.push(errorRow('Server start', 'node --import tsx edge-api/node.ts', err));
} finally {
  await stopServer();
}

if (interrupted) process.exit(130); // no table from a half-finished run
const shown = rows.filter((r) => wanted(r.figure) || r.value.startsWith('error:'));
const seconds = Math.round((performance.now() - started) / 1000);
if (json) {
  for (const row of shown) console.log(JSON.stringify(jsonRow(row)));
} else {
  console.log(formatTable(shown));
  console.log(`\n${PAGE_CONDITIONS}\n${shown.length} figures in ${seconds} s, server start and any dist/ rebuild included.`);
}
process.exitCode = rows.some((r) => r.value.startsWith('error:')) ? 1 : 0;

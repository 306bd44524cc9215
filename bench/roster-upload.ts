import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { HEADER_ROW, validRosterRows, workbookBytes } from '../edge-api/admin/sample-workbook.ts';
import { readRosterSheet } from '../edge-api/admin/read-sheet.ts';
import { readZipDirectory } from '../edge-api/admin/file-kind.ts';
import { importStudents } from '../edge-api/admin/roster-import.ts';
import { validateRows } from '../domain/admin/roster-upload.ts';
import { manyCellsWorkbook, sharedStringWorkbook, whitespaceBomb } from '../edge-api/admin/hostile-workbooks.ts';
import { migrate } from '../edge-api/db/migrate.ts';
import { openDatabase, type Database } from '../edge-api/db/open-database.ts';
import { seedDemoData } from '../edge-api/db/seed.ts';
import { demoAccounts } from '../pwa/e2e/accounts.ts';
import { startServer, type RunningServer } from '../pwa/e2e/server.ts';
import { openSeededPglite } from './seeded-pglite.ts';
import { budgetCell, errorRow, ms, type Row } from './table.ts';

const ROWS = 50_000;
const FIRST_ROLL = 700_000_000_000; // far from the demo roster's roll numbers
/**
 * The budgets, on Postgres only: end to end over the parser alone (issue 56, decision 3: ≤ 3×, the
 * import stays on XLSX.read — once a year per college, ~10 s), and any other request's wait.
 */
const RATIO_BUDGET = 3;
const WAIT_BUDGET_MS = 300;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

type SheetRows = Awaited<ReturnType<typeof readRosterSheet>>;

/**
 * fetch() that tries once more when the connection was dropped before an answer: the throughput
 * figure leaves many keep-alive sockets that the server may have closed by now.
 */
async function fetchRetrying(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** VmRSS and VmHWM (peak resident set since the process started) of a Linux process, in bytes. */
async function memoryOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/**
 * Asks for `url` again 20 ms after each answer until stopped: the longest time between two answers
 * is the longest the server kept this request waiting (a blocked event loop, or a held database).
 */
function answerGaps(url: string) {
  let stopped = false;
  let last = performance.now();
  let longest = 0;
  const polling = (async () => {
    while (!stopped) {
      await (await fetchRetrying(url)).arrayBuffer();
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    stopped = true;
    await polling;
    return longest;
  };
}

/**
 * readRosterSheet() on `file` in a fresh thread (bench/roster-parser-thread.mjs): cold, as the
 * server's roster thread parses an upload, and timed in the thread, without its start.
 */
async function coldParse(file: Uint8Array): Promise<number> {
  const worker = new Worker(new URL('./roster-parser-thread.mjs', import.meta.url), { execArgv: [], workerData: file });
  try {
    const answer = await new Promise<{ ms: number; rows: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the parser thread stopped (exit code ${code})`)));
    });
    if (answer.rows !== ROWS) throw new Error(`the parser read ${answer.rows} rows, expected ${ROWS}`);
    return answer.ms;
  } finally {
    await worker.terminate();
  }
}

/** What the server logged of its last roster upload (edge-api/routes/admin/upload-excel.ts). */
function serverSplit(output: string): { text: string; parseMs: number } {
  const line = output.split('\n').findLast((l) => l.includes('"event":"roster_upload"'));
  if (!line) return { text: 'no roster_upload log line', parseMs: NaN };
  const { parseMs, checkMs, importMs } = JSON.parse(line) as { parseMs: number; checkMs: number; importMs: number };
  return { text: `server's log: parse ${seconds(parseMs)}, checks ${seconds(checkMs)}, import ${seconds(importMs)}`, parseMs };
}

/**
 * A fresh database `bench_<name>_<pid>` on the Postgres `postgresUrl` names, for `use`; dropped
 * afterwards, with force, so a connection `use` left open cannot keep it.
 */
async function withFreshPostgres<T>(postgresUrl: string, name: string, use: (url: string) => Promise<T>): Promise<T> {
  const admin = await openDatabase({ databaseUrl: postgresUrl });
  const database = `bench_${name}_${process.pid}`;
  try {
    await admin.sql.unsafe(`create database ${database}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    try {
      return await use(url.toString());
    } finally {
      await admin.sql.unsafe(`drop database if exists ${database} with (force)`);
    }
  } finally {
    await admin.close();
  }
}

/**
 * The import's transaction alone (key lookups, then the batched inserts) for rows already read and
 * checked, on `db` migrated with the demo seed: the floor under the end-to-end figure unless parse
 * and inserts overlap (ADR 0083).
 */
async function importAlone(db: Database, rows: SheetRows): Promise<number> {
  const { candidates, errorCount } = validateRows(rows);
  if (errorCount) throw new Error(`${errorCount} rows failed the form's rules`);
  // The demo admin signs the upload's audit line, as the route has the signed-in admin do.
  const [admin] = await db.sql<{ id: string }[]>`select id from users where role = 'admin' limit 1`;
  if (!admin) throw new Error('no demo admin in the database');
  const audit = { adminId: admin.id, at: new Date(), file: 'bench.xlsx', rows: rows.length, errorCount };
  const start = performance.now();
  const outcome = await importStudents(db.sql, candidates, audit);
  if (outcome.kind !== 'done' || outcome.insertedCount !== rows.length) throw new Error('the import alone did not insert every row');
  return performance.now() - start;
}

async function importAloneOnPglite(rows: SheetRows): Promise<number> {
  const db = await openSeededPglite();
  try {
    return await importAlone(db, rows);
  } finally {
    await db.close();
  }
}

async function importAloneOnPostgres(postgresUrl: string, rows: SheetRows): Promise<number> {
  return withFreshPostgres(postgresUrl, 'roster_import', async (url) => {
    const db = await openDatabase({ databaseUrl: url });
    try {
      await migrate(db.sql);
      await seedDemoData(db.sql);
      return await importAlone(db, rows);
    } finally {
      await db.close();
    }
  });
}

/** Sends one file as the admin and samples the server's memory meanwhile (peak above `before`). */
async function timedUpload(server: RunningServer, token: string, file: Uint8Array, name: string) {
  const pid = server.pid;
  const before = pid ? await memoryOf(pid) : undefined;
  let sampledPeak = before?.rss ?? 0;
  const sampler = pid
    ? setInterval(() => {
        memoryOf(pid).then((m) => (sampledPeak = Math.max(sampledPeak, m.rss)), () => undefined);
      }, 25)
    : undefined;
  const form = new FormData();
  form.append('file', new File([new Uint8Array(file)], name));
  const start = performance.now();
  const res = await fetchRetrying(`${server.url}/api/admin/upload-excel`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { insertedCount?: number; duplicateCount?: number; errorCount?: number; message?: string; code?: string };
  const ms = performance.now() - start;
  clearInterval(sampler);
  const after = pid ? await memoryOf(pid) : undefined;
  // VmHWM is the lifetime peak: it is this upload's only if the upload raised it; else the samples tell.
  const peak = after && before ? (after.hwm > before.hwm ? after.hwm : sampledPeak) : 0;
  const memory = after && before ? `peak ${mb(peak)}, +${mb(peak - before.rss)} over the ${mb(before.rss)} before` : 'no pid';
  return { status: res.status, body, ms, memory };
}

/** The demo admin's bearer token on `server` (the demo it printed on its first start). */
async function adminToken(server: RunningServer): Promise<string> {
  const { admin } = demoAccounts(server.output());
  const auth = await fetchRetrying(`${server.url}/api/users/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rollNumberOrEmail: admin.email, password: admin.password, role: 'Admin' }),
  });
  const { token } = (await auth.json()) as { token?: string };
  if (!auth.ok || !token) throw new Error(`admin login answered ${auth.status}`);
  return token;
}

/** The 50,000-row upload to `server`, with a static file and the health check polled meanwhile. */
async function measureUpload(server: RunningServer, token: string, file: Uint8Array) {
  // The parser alone just before and just after, so that both sides of the ratio see the same load.
  const parseBefore = await coldParse(file);
  // A static file needs only the event loop; the health check also needs the database.
  const staticGaps = answerGaps(`${server.url}/manifest.webmanifest`);
  const healthGaps = answerGaps(`${server.url}/api/health`);
  const roster = await timedUpload(server, token, file, 'class-of-50000.xlsx');
  const [longestStatic, longestHealth] = [await staticGaps(), await healthGaps()];
  const parseAfter = await coldParse(file);
  if (roster.status !== 200) throw new Error(`upload answered ${roster.status}: ${roster.body.message}`);
  if (roster.body.insertedCount !== ROWS) {
    throw new Error(`inserted ${roster.body.insertedCount}, ${roster.body.duplicateCount} duplicates, ${roster.body.errorCount} errors; expected ${ROWS} inserted`);
  }
  return { ms: roster.ms, memory: roster.memory, longestStatic, longestHealth, parseBefore, parseAfter, split: serverSplit(server.output()) };
}

type Upload = Awaited<ReturnType<typeof measureUpload>>;
type Where = { name: 'PGlite' | 'Postgres'; budgeted: boolean; note: string; server: string; importDb: string };

const PGLITE: Where = {
  name: 'PGlite',
  budgeted: false,
  note: 'PGlite: no budget (issue 35)',
  server: 'the embedded PGlite server (one session, in the server process)',
  importDb: 'a fresh in-memory PGlite with the demo seed, in the bench process',
};
const POSTGRES: Where = {
  name: 'Postgres',
  budgeted: true,
  note: "issue 35's budgets on Postgres",
  server: 'a server over a fresh Postgres database (migrated and seeded with the demo on its first start)',
  importDb: 'a fresh Postgres database, migrated, with the demo seed, from the bench process',
};

/** The rows of one database's upload; budgets only where issue 35 sets them (Postgres). */
function uploadRows(where: Where, upload: Upload, fileMethod: string): Row[] {
  const budget = (value: number, limit: number, label: string) => (where.budgeted ? budgetCell(value, limit, label) : '—');
  const ratio = upload.ms / parserMs(upload);
  const wait = `≤ ${WAIT_BUDGET_MS} ms`;
  return [
    {
      figure: `Roster upload: parser alone, same file (${where.name})`,
      value: `${seconds(parserMs(upload))} (${seconds(upload.parseBefore)} just before the upload, ${seconds(upload.parseAfter)} just after)`,
      budget: '—',
      method:
        'readRosterSheet() (checks, XLSX.read, rows) in a fresh thread of the bench process, cold as in the server\'s roster thread, once on each side of the upload: ' +
        'their mean is what end to end is divided by, so that both see the same load',
    },
    {
      figure: `Roster upload, 50,000 rows, end to end (${where.name})`,
      // The server's own parse, timed in the same upload, shows how much of the ratio is the machine's load.
      value:
        `${seconds(upload.ms)} = ${ratio.toFixed(2)}× the parser (${(upload.ms / upload.split.parseMs).toFixed(2)}× the server's own parse; ` +
        `${Math.round(ROWS / (upload.ms / 1000)).toLocaleString('en-US')} rows/s; ${upload.split.text})`,
      budget: budget(ratio, RATIO_BUDGET, `≤ ${RATIO_BUDGET}× the parser`),
      method: `${fileMethod}; ${where.server}; ${where.note}`,
    },
    {
      figure: `Roster upload: longest wait for a static file (${where.name})`,
      value: ms(upload.longestStatic),
      budget: budget(upload.longestStatic, WAIT_BUDGET_MS, wait),
      method: `GET /manifest.webmanifest (the event loop alone) 20 ms after each answer during the 50,000-row upload, the longest time between two answers; ${where.server}; ${where.note}`,
    },
    {
      figure: `Roster upload: longest wait for \`GET /api/health\` (${where.name})`,
      value: ms(upload.longestHealth),
      budget: budget(upload.longestHealth, WAIT_BUDGET_MS, wait),
      method:
        `the same, for the health check (select 1)${where.name === 'PGlite' ? ': the embedded PGlite has one session, which the import transaction holds (ADR 0083)' : ''}; ` +
        `${where.server}; ${where.note}`,
    },
    {
      figure: `Roster upload: server memory (${where.name})`,
      value: upload.memory,
      budget: '—',
      method: `/proc/<pid>/status of the server process${where.name === 'PGlite' ? ' (the embedded PGlite lives in it)' : ' (Postgres is another process)'}: VmHWM when the upload raised it, else the highest VmRSS sampled every 25 ms`,
    },
  ];
}

const parserMs = (upload: Upload) => (upload.parseBefore + upload.parseAfter) / 2;

function importRow(where: Where, importMs: number, parseMs: number | undefined): Row {
  return {
    figure: `Roster upload: the import alone, same rows (${where.name})`,
    value: `${seconds(importMs)}${parseMs ? ` = ${(importMs / parseMs).toFixed(2)}× the parser` : ''}`,
    budget: '—',
    method:
      `importStudents() (the upload's one transaction: key lookups, then the batched inserts) on ${where.importDb}, after the upload: ` +
      `end to end is at least the parse plus this while the inserts wait for the whole parse (ADR 0083); ${where.name === 'PGlite' ? where.note : 'no budget of its own'}`,
  };
}

/** One database's rows: the upload to the server `withServer` lends, then the import alone; a failure becomes its row. */
async function onDatabase(
  where: Where,
  fileMethod: string,
  withServer: (use: (server: RunningServer) => Promise<Upload>) => Promise<Upload>,
  file: Uint8Array,
  importAlone: () => Promise<number>,
): Promise<Row[]> {
  const rows: Row[] = [];
  let upload: Upload | undefined;
  try {
    upload = await withServer(async (server) => measureUpload(server, await adminToken(server), file));
    rows.push(...uploadRows(where, upload, fileMethod));
  } catch (e) {
    rows.push(errorRow(`Roster upload, 50,000 rows, end to end (${where.name})`, `${fileMethod}; ${where.server}`, e));
  }
  // After the upload, so that the bench's own database is idle before the server is timed.
  try {
    rows.push(importRow(where, await importAlone(), upload && parserMs(upload)));
  } catch (e) {
    rows.push(errorRow(`Roster upload: the import alone, same rows (${where.name})`, where.importDb, e));
  }
  return rows;
}

/** The files that used to amplify, sent to `server`: how fast and at what memory it refuses or takes them. */
async function craftedRows(server: RunningServer, token: string): Promise<Row[]> {
  const hostile = [
    ['90,000 rows × one 1,000-character shared string', () => sharedStringWorkbook(90_000, 1_000)],
    ['zip bomb unpacking to 190 MB', () => whitespaceBomb(190 * 1024 * 1024)],
    ['1,040,000 number cells', () => manyCellsWorkbook(40_000, 26)],
    ['at the limits: 99,000 rows × 10 number cells (taken)', () => manyCellsWorkbook(99_000, 10)],
    ['at the limits: a sheet unpacking to 31.9 MB (taken)', () => whitespaceBomb(31.9 * 1024 * 1024)],
    ['at the limits: an .xls of 32,000 rows × 9 numbers (taken)', () => workbookBytes([HEADER_ROW, ...Array.from({ length: 32_000 }, () => [1, 2, 3, 4, 5, 6, 7, 8, 9])], 'biff8')],
  ] as const;
  const rows: Row[] = [];
  for (const [what, make] of hostile) {
    const figure = `Roster upload, crafted: ${what}`;
    const method = 'built part by part (edge-api/admin/hostile-workbooks.ts) or by the xlsx package, POST /api/admin/upload-excel as the admin; on the embedded PGlite server only (ADR 0052\'s limits act before the database)';
    try {
      const bytes = await make();
      const r = await timedUpload(server, token, bytes, what.includes('.xls ') ? 'crafted.xls' : 'crafted.xlsx');
      rows.push({ figure, value: `${r.status} ${r.body.code ?? ''} in ${seconds(r.ms)}; ${r.memory}`, budget: '< 300 MB over idle', method: `${Math.round(bytes.length / 1024)} KB, ${method}` });
    } catch (e) {
      rows.push(errorRow(figure, method, e));
    }
  }
  return rows;
}

/**
 * A 50,000-row .xlsx uploaded as the admin (end to end: multipart upload, parse and checks in the
 * server's roster thread, one transaction of batched inserts, JSON answer), next to the parser alone
 * on the same bytes in a fresh thread, and how long other requests wait meanwhile: on the embedded
 * PGlite `server` (no budget), then on a server over a fresh database of `postgresUrl`'s Postgres
 * (issue 35's budgets). Then the crafted files that used to amplify, on the PGlite server.
 */
export async function rosterUpload(server: RunningServer, postgresUrl: string | undefined): Promise<Row[]> {
  const file = new Uint8Array(workbookBytes([HEADER_ROW, ...validRosterRows(ROWS, FIRST_ROLL, 'bench')]));
  const unpacked = readZipDirectory(file)?.uncompressedBytes ?? 0;
  const fileMethod = `50,000 valid rows (${mb(file.length)} .xlsx unpacking to ${mb(unpacked)}, made by the xlsx package), POST /api/admin/upload-excel as the admin`;
  // The rows the import alone inserts (the parser's timing comes from coldParse()).
  const parsed = await readRosterSheet(file);
  if (parsed.length !== ROWS) throw new Error(`the parser read ${parsed.length} rows, expected ${ROWS}`);

  const rows = await onDatabase(PGLITE, fileMethod, (use) => use(server), file, () => importAloneOnPglite(parsed));
  if (postgresUrl) {
    const onFreshServer = (use: (s: RunningServer) => Promise<Upload>) =>
      withFreshPostgres(postgresUrl, 'roster', async (url) => {
        const pgServer = await startServer({ DATABASE_URL: url });
        try {
          return await use(pgServer);
        } finally {
          await pgServer.stop();
        }
      });
    rows.push(...(await onDatabase(POSTGRES, fileMethod, onFreshServer, file, () => importAloneOnPostgres(postgresUrl, parsed))));
  } else {
    rows.push({
      figure: 'Roster upload (Postgres)',
      value: 'not measured: the Postgres figures need DATABASE_URL',
      budget: `≤ ${RATIO_BUDGET}× the parser; waits ≤ ${WAIT_BUDGET_MS} ms (not measured)`,
      method: 'DATABASE_URL=postgres://… npm run bench -- Roster: a server over a fresh database there, and the import alone on another',
    });
  }

  try {
    rows.push(...(await craftedRows(server, await adminToken(server))));
  } catch (e) {
    rows.push(errorRow('Roster upload, crafted files', 'the embedded PGlite server', e));
  }
  return rows;
}

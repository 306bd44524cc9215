import { readFile } from 'node:fs/promises';
import { HEADER_ROW, validRosterRows, workbookBytes } from '../edge-api/admin/sample-workbook.ts';
import { readRosterSheet } from '../edge-api/admin/read-sheet.ts';
import { demoAccounts } from '../pwa/e2e/accounts.ts';
import type { RunningServer } from '../pwa/e2e/server.ts';
import type { Row } from './table.ts';

const ROWS = 50_000;
const FIRST_ROLL = 700_000_000_000; // far from the demo roster's roll numbers

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * fetch() that tries once more when the connection was dropped before an answer: the throughput
 * figure leaves many keep-alive sockets that the server may have closed by now.
 */
async function fetchRetrying(url: string, init: RequestInit): Promise<Response> {
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
 * A 50,000-row .xlsx uploaded to the real server as the admin (end to end: multipart upload, parse,
 * classify, one transaction of batched inserts, JSON answer), next to the parser alone on the same
 * bytes in this process. The server runs the embedded PGlite, so its memory includes the database.
 */
export async function rosterUpload(server: RunningServer): Promise<Row[]> {
  const { admin } = demoAccounts(server.output());
  const file = workbookBytes([HEADER_ROW, ...validRosterRows(ROWS, FIRST_ROLL, 'bench')]);

  const parseStart = performance.now();
  const parsed = await readRosterSheet(new Uint8Array(file));
  const parseMs = performance.now() - parseStart;
  if (parsed.length !== ROWS) throw new Error(`the parser read ${parsed.length} rows, expected ${ROWS}`);

  const auth = await fetchRetrying(`${server.url}/api/users/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rollNumberOrEmail: admin.email, password: admin.password, role: 'Admin' }),
  });
  const { token } = (await auth.json()) as { token?: string };
  if (!auth.ok || !token) throw new Error(`admin login answered ${auth.status}`);

  const pid = server.pid;
  const before = pid ? await memoryOf(pid) : undefined;
  let sampledPeak = before?.rss ?? 0;
  const sampler = pid
    ? setInterval(() => {
        memoryOf(pid).then((m) => (sampledPeak = Math.max(sampledPeak, m.rss)), () => undefined);
      }, 25)
    : undefined;

  const form = new FormData();
  form.append('file', new File([new Uint8Array(file)], 'class-of-50000.xlsx'));
  const start = performance.now();
  const res = await fetchRetrying(`${server.url}/api/admin/upload-excel`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { insertedCount?: number; duplicateCount?: number; errorCount?: number; message?: string };
  const totalMs = performance.now() - start;
  clearInterval(sampler);
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${body.message}`);
  if (body.insertedCount !== ROWS) {
    throw new Error(`inserted ${body.insertedCount}, ${body.duplicateCount} duplicates, ${body.errorCount} errors; expected ${ROWS} inserted`);
  }
  const after = pid ? await memoryOf(pid) : undefined;
  // VmHWM is the lifetime peak: it is the upload's only if the upload raised it; else the samples tell.
  const peak = after && before ? (after.hwm > before.hwm ? after.hwm : sampledPeak) : 0;

  const method = `50,000 valid rows (${mb(file.length)} .xlsx, made by the xlsx package), POST /api/admin/upload-excel as the admin, embedded PGlite`;
  return [
    {
      figure: 'Roster upload, 50,000 rows, end to end',
      value: `${seconds(totalMs)} (${Math.round(ROWS / (totalMs / 1000)).toLocaleString('en-US')} rows/s)`,
      budget: '—',
      method,
    },
    {
      figure: 'Roster upload: parser alone, same file',
      value: `${seconds(parseMs)}; end to end = ${(totalMs / parseMs).toFixed(2)}× the parser`,
      budget: '—',
      method: 'readRosterSheet() (checks, XLSX.read, rows) in the bench process, cold, one run',
    },
    {
      figure: 'Roster upload: server memory',
      value:
        after && before
          ? `peak ${mb(peak)}, +${mb(peak - before.rss)} over the ${mb(before.rss)} before the upload`
          : 'no pid',
      budget: '—',
      method: '/proc/<pid>/status of the server process (the embedded PGlite lives in it): VmHWM when the upload raised it, else the highest VmRSS sampled every 25 ms',
    },
  ];
}

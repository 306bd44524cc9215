import { statSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../edge-api/db/migrate.ts';
import { openDatabase } from '../edge-api/db/open-database.ts';
import { COLLEGE_PASSWORD, seedCollege } from '../edge-api/db/college/seed-college.ts';
import { askServerForBackup } from '../edge-api/backup/control-socket.ts';
import { restoreBackup } from '../edge-api/backup/restore-backup.ts';
import { createFsObjectStore } from '../edge-api/storage/fs-object-store.ts';
import { startServer } from '../pwa/e2e/server.ts';
import { signIn } from './sync-load.ts';
import { budgetCell, ms, percentile, type Row } from './table.ts';

// Issue 55: `npm run backup` of the seeded college in the embedded database while 50 devices sync
// against `npm start`: how long requests wait while it runs (budget: none over 300 ms because of
// it), that every question a device was told was applied is on the server and in the restore when
// it was applied before the backup began, and the backup's and the restore's time and size.

const DEVICES = 50;
const THINK_MS = [1000, 2000] as const;
const WARM_MS = 5000;
const AFTER_MS = 3000;
/** COLLEGE_SCALE=0.01 tries it on a small college in seconds; the budget is for 1. */
const SCALE = Number(process.env.COLLEGE_SCALE ?? 1) || 1;

type Timed = { start: number; end: number };
type Device = { token: string; clientId: string; next: number; cursor: number };

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const seconds = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;

/** A DATA_DIR holding the seeded college: a copy of BACKUP_BENCH_DATA_DIR (seeded before), or seeded now. */
async function seededDataDir(scratch: string): Promise<{ dir: string; members: string[]; head: number }> {
  const dir = join(scratch, 'data');
  const seeded = process.env.BACKUP_BENCH_DATA_DIR;
  if (seeded) await cp(seeded, dir, { recursive: true });
  const db = await openDatabase({ dataDir: dir });
  try {
    if (!seeded) {
      await migrate(db.sql);
      const report = await seedCollege(db.sql, { scale: SCALE });
      if (!report.seeded) throw new Error(report.reason);
    }
    const members = await db.sql<{ roll: string }[]>`
      select roll_number::text as roll from users where id in (select md5('college-member:' || i)::uuid from generate_series(100, ${99 + DEVICES}) i)`;
    if (members.length < DEVICES) throw new Error(`the college has ${members.length} of the ${DEVICES} members needed`);
    const [row] = await db.sql<{ head: string }[]>`select last_value::text as head from sync_version`;
    return { dir, members: members.map((m) => m.roll), head: Number(row!.head) };
  } finally {
    await db.close();
  }
}

/** Questions on the server (or a restored DATA_DIR) among `ids`. */
async function questionsAmong(dataDir: string, ids: string[]): Promise<number> {
  const db = await openDatabase({ dataDir });
  try {
    const [row] = await db.sql<{ n: number }[]>`select count(*)::int as n from questions where id = any(${ids}::uuid[])`;
    return row!.n;
  } finally {
    await db.close();
  }
}

export async function backupUnderLoad(): Promise<Row[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'alumni-backup-bench-'));
  try {
    const { dir, members, head } = await seededDataDir(scratch);
    const server = await startServer({ DATA_DIR: dir, TRUST_PROXY: 'cloudflare' });
    const times: Timed[] = [];
    const errors: string[] = [];
    const applied = new Map<string, number>(); // question id → when the server said applied
    let backup: { start: number; end: number; bytes: number; file: string } | undefined;
    try {
      const devices: Device[] = await Promise.all(members.map(async (roll, i) => ({ token: await signIn(server.url, roll, COLLEGE_PASSWORD, i), clientId: crypto.randomUUID(), next: 0, cursor: head })));
      const call = async (d: Device, path: string, init?: RequestInit) => {
        const start = performance.now();
        const res = await fetch(`${server.url}${path}`, { ...init, headers: { authorization: `Bearer ${d.token}`, 'content-type': 'application/json' } });
        const body = await res.text();
        times.push({ start, end: performance.now() });
        if (res.status !== 200) throw new Error(`${path.split('?')[0]} answered ${res.status}: ${body.slice(0, 120)}`);
        return JSON.parse(body);
      };
      let running = true;
      const load = Promise.all(
        devices.map(async (d, i) => {
          await new Promise((r) => setTimeout(r, (i / DEVICES) * THINK_MS[0]));
          while (running) {
            try {
              const id = crypto.randomUUID();
              d.next += 1;
              const args = { id, title: `Backup bench question ${d.next} from device ${i}`, content: 'Asked while the backup ran.', category: 'Career', tags: [] };
              const pushed = await call(d, '/api/sync/push', { method: 'POST', body: JSON.stringify({ clientId: d.clientId, mutations: [{ id: d.next, name: 'askQuestion', args }] }) });
              if (pushed.results[0]?.status !== 'applied') throw new Error(`askQuestion ${pushed.results[0]?.status}: ${pushed.results[0]?.message}`);
              applied.set(id, performance.now());
              for (let more = true; more; ) {
                const page = await call(d, `/api/sync/pull?cursor=${d.cursor}&limit=2000`);
                d.cursor = page.cursor;
                more = page.more;
              }
            } catch (error) {
              errors.push(String(error));
            }
            await new Promise((r) => setTimeout(r, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])));
          }
        }),
      );
      await new Promise((r) => setTimeout(r, WARM_MS));
      const file = join(scratch, 'college.tar.gz');
      const start = performance.now();
      const report = await askServerForBackup(dir, file);
      if (!report) throw new Error('the server did not answer on DATA_DIR/control.sock');
      backup = { start, end: performance.now(), bytes: report.bytes, file };
      await new Promise((r) => setTimeout(r, AFTER_MS));
      running = false;
      await load;
    } finally {
      await server.stop();
    }
    const b = backup!;
    const during = times.filter((t) => t.end > b.start && t.start < b.end).map((t) => t.end - t.start);
    const outside = times.filter((t) => t.end <= b.start || t.start >= b.end).map((t) => t.end - t.start);
    const ids = [...applied.keys()];
    const onServer = await questionsAmong(dir, ids);
    const beforeBackup = ids.filter((id) => applied.get(id)! < b.start);

    const restored = join(scratch, 'restored');
    const restoreStart = performance.now();
    await restoreBackup(b.file, { dataDir: restored, objects: createFsObjectStore(join(restored, 'objects')) });
    const restoreMs = performance.now() - restoreStart;
    const inRestore = await questionsAmong(restored, beforeBackup);
    const restoredBytes = (await readdir(restored, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);

    const where = `PGlite in DATA_DIR, the seeded college (seed:college${SCALE === 1 ? '' : ` at scale ${SCALE}`}), npm start; ${DEVICES} devices each asking a question (sync push) and pulling to the head every ${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s`;
    const slowest = (xs: number[]) => (xs.length ? Math.max(...xs) : NaN);
    const lost = ids.length - onServer + (beforeBackup.length - inRestore);
    return [
      {
        figure: 'Backup under load: slowest request while it ran',
        value: `${ms(slowest(during))} (p99 ${ms(percentile(during, 99))}, ${during.length} requests); outside it ${ms(slowest(outside))} (p99 ${ms(percentile(outside, 99))}); ${errors.length} errors; lost ${lost}`,
        budget: errors.length || lost ? '≤ 300 ms, 0 errors, nothing lost ✗' : budgetCell(slowest(during), 300, '≤ 300 ms, nothing lost'),
        method: `${where}; npm run backup (the server takes it over DATA_DIR/control.sock); every request timed from the bench process; lost = applied questions missing on the server, or applied before the backup began and missing from its restore`,
      },
      { figure: 'Backup under load: time; size', value: `${seconds(b.end - b.start)}; ${mb(b.bytes)}`, budget: 'measured', method: `${where}: from asking to the archive in place (.tar.gz)` },
      { figure: 'Restore of that backup: time; size', value: `${seconds(restoreMs)}; ${mb(restoredBytes)} in DATA_DIR`, budget: 'measured', method: 'npm run restore’s restoreBackup() onto an empty DATA_DIR: checksums, the database, counts, migrations, objects' },
    ];
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

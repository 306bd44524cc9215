import postgres from 'postgres';
import { startServer, type RunningServer } from '../pwa/e2e/server.ts';
import { ms, percentile, type Row } from './table.ts';

// Issue 35: 200 devices syncing at once against the seeded college, for 60 s, on one Node process
// and on two sharing the database. Each device, already synced (it starts at the head cursor),
// asks a question (a sync push), then pulls until it has every change, then waits 2–4 s as a
// member reading does. After: no request failed, every question asked is on the server once, and
// every device pulled every question exactly once (nothing lost, nothing doubled).
// Issue 56, decision 4: the load generator shares the two cores with the server and Postgres, so
// the p99 measures it too: the row reports capacity, the most devices (stepped) whose p99 stays
// ≤ 500 ms, beside the 200 devices' p50 / p99.

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const THINK_MS = [2000, 4000] as const;
/** The device counts tried for the capacity, 20 s each (LOAD_STEP_SECONDS), up to the first whose p99 is over. */
const STEPS = [25, 50, 100, 150, 200].filter((n) => n <= CLIENTS);
const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 20);
const CAPACITY_P99_MS = 500;

type Device = { token: string; server: string; clientId: string; next: number; cursor: number; seen: Map<string, number> };

const think = () => new Promise((r) => setTimeout(r, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])));

/** A seeded member's access token, signed in from an address of their own (device `i`). */
export async function signIn(server: string, rollNumber: string, password: string, i: number): Promise<string> {
  const res = await fetch(`${server}/api/users/auth`, {
    method: 'POST',
    // Each device from its own address (TRUST_PROXY=cloudflare), as members' phones are.
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.35.${Math.floor(i / 250)}.${(i % 250) + 1}` },
    body: JSON.stringify({ rollNumberOrEmail: rollNumber, password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${(await res.text()).slice(0, 120)}`);
  return ((await res.json()) as { token: string }).token;
}

async function timed(device: Device, times: number[], path: string, init?: RequestInit) {
  const start = performance.now();
  const res = await fetch(`${device.server}${path}`, { ...init, headers: { authorization: `Bearer ${device.token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' } });
  const body = await res.text();
  times.push(performance.now() - start);
  if (res.status !== 200) throw new Error(`${path.split('?')[0]} answered ${res.status}: ${body.slice(0, 120)}`);
  return JSON.parse(body);
}

async function pullToHead(d: Device, times: number[]) {
  for (;;) {
    const page = await timed(d, times, `/api/sync/pull?cursor=${d.cursor}&limit=2000`);
    for (const q of (page.changes.questions ?? []) as { _id: string }[]) d.seen.set(q._id, (d.seen.get(q._id) ?? 0) + 1);
    d.cursor = page.cursor;
    if (!page.more) return;
  }
}

/** `devices` asking and pulling for `seconds`; each request's time, and what went wrong. */
async function runDevices(devices: Device[], seconds: number, asked: Set<string>, errors: string[]) {
  const times: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    devices.map(async (d, i) => {
      await new Promise((r) => setTimeout(r, (i / devices.length) * THINK_MS[0])); // not all at the same instant
      while (performance.now() < deadline) {
        try {
          const id = crypto.randomUUID();
          d.next += 1;
          const args = { id, title: `Load test question ${d.next} from device ${i}`, content: 'Which electives help for data roles?', category: 'Career', tags: [] };
          const pushed = await timed(d, times, '/api/sync/push', { method: 'POST', body: JSON.stringify({ clientId: d.clientId, mutations: [{ id: d.next, name: 'askQuestion', args }] }) });
          const result = pushed.results[0];
          if (result?.status !== 'applied') throw new Error(`askQuestion ${result?.status}: ${result?.message}`);
          asked.add(id);
          await pullToHead(d, times);
        } catch (err) {
          errors.push(String(err));
        }
        await think();
      }
    }),
  );
  return { times };
}

/** The most devices of STEPS whose p99 stays ≤ 500 ms (and none fails), each step's p99 listed. */
async function capacityOf(devices: Device[]): Promise<string> {
  let held = 0;
  const tried: string[] = [];
  for (const count of STEPS) {
    const errors: string[] = [];
    const { times } = await runDevices(devices.slice(0, count), STEP_SECONDS, new Set(), errors);
    const p99 = percentile(times, 99);
    tried.push(`${count}: ${ms(p99)}${errors.length ? `, ${errors.length} errors` : ''}`);
    if (p99 > CAPACITY_P99_MS || errors.length) break;
    held = count;
  }
  return `${held ? `${held} devices` : `fewer than ${STEPS[0]} devices`} (p99 at ${tried.join('; ')})`;
}

/** The load on `processes` servers over `databaseUrl` (a seeded college); its row. */
export async function syncLoad(databaseUrl: string, password: string, processes: 1 | 2, where: string): Promise<Row> {
  const servers: RunningServer[] = [];
  const db = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  try {
    for (let i = 0; i < processes; i++) servers.push(await startServer({ DATABASE_URL: databaseUrl, TRUST_PROXY: 'cloudflare' }));
    // Members who are not the other figures' (0–11).
    const members = await db<{ roll: string }[]>`
      select roll_number::text as roll from users where id in (select md5('college-member:' || i)::uuid from generate_series(100, ${99 + CLIENTS}) i)`;
    if (members.length < CLIENTS) throw new Error(`the college has ${members.length} of the ${CLIENTS} members needed`);
    const [{ head }] = (await db`select last_value::bigint as head from sync_version`) as unknown as [{ head: string }];
    const devices: Device[] = [];
    for (let i = 0; i < CLIENTS; i += 10) {
      const batch = members.slice(i, i + 10).map(async (m, k) => {
        const server = servers[(i + k) % servers.length]!.url;
        const token = await signIn(server, m.roll, password, i + k);
        return { token, server, clientId: crypto.randomUUID(), next: 0, cursor: Number(head), seen: new Map<string, number>() };
      });
      devices.push(...(await Promise.all(batch)));
    }

    const asked = new Set<string>();
    const errors: string[] = [];
    const { times } = await runDevices(devices, SECONDS, asked, errors);
    // Every device catches up once more, then what each pulled is checked against what was asked.
    await Promise.all(devices.map((d) => pullToHead(d, []).catch((err) => errors.push(String(err)))));
    const ids = [...asked];
    const [{ n }] = (await db`select count(*)::int as n from questions where id in ${db(ids.length ? ids : ['00000000-0000-0000-0000-000000000000'])}`) as unknown as [{ n: number }];
    const lost = devices.reduce((sum, d) => sum + ids.filter((id) => !d.seen.has(id)).length, 0);
    const doubled = devices.reduce((sum, d) => sum + [...d.seen.values()].filter((c) => c > 1).length, 0);
    const capacity = await capacityOf(devices);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    const ok = errors.length === 0 && n === ids.length && lost === 0 && doubled === 0;
    const budget = '0 errors, nothing lost or doubled; capacity printed';
    return {
      figure: `College: ${CLIENTS} devices pushing and pulling for ${SECONDS} s (${processes === 1 ? 'one Node process' : 'two Node processes, one Postgres'})`,
      value: `${times.length.toLocaleString('en-US')} requests, ${errors.length} errors, p50 ${ms(p50)} / p99 ${ms(p99)}; ${ids.length.toLocaleString('en-US')} questions asked, ${n.toLocaleString('en-US')} on the server; lost ${lost}, doubled ${doubled}; p99 ≤ ${CAPACITY_P99_MS} ms up to ${capacity}${errors[0] ? `; first error: ${errors[0].slice(0, 100)}` : ''}`,
      budget: `${budget} ${ok ? '✓' : '✗'}`,
      method: `${where}: ${CLIENTS} seeded members signed in, each device asks a question (POST /api/sync/push), pulls to the head, waits ${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s; every request timed from the bench process (fetch), which shares the two cores; capacity: ${STEPS.join(', ')} of the same devices for ${STEP_SECONDS} s each, up to the first whose p99 is over ${CAPACITY_P99_MS} ms`,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db.end();
  }
}

import { budgetCell, ms, type Row } from './table.ts';

const LOGINS = 20;
const ROUNDS = 3;

export type Call = (path: string, init?: RequestInit) => Promise<Response>;
export type Credentials = { rollNumberOrEmail: string; password: string; role?: string };

/**
 * 20 correct logins at once, and `GET /api/health` one after another while they run: how long a
 * health check waits behind the password hashes (docs/decisions/0061-password-hashing-on-workers.md).
 * The worst check of three rounds.
 */
export async function healthDuringLogins(call: Call, who: Credentials, runtime: string): Promise<Row[]> {
  const login = async (i: number, retries = 2): Promise<void> => {
    const res = await call('/api/users/auth', {
      method: 'POST',
      // Each login from its own address, so the per-address limits never answer for the hash.
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${i + 1}` },
      body: JSON.stringify(who),
    });
    const text = await res.text();
    // wrangler's dev proxy answers this, without reaching the worker, when its connection to the
    // worker fails (seen on this loaded machine); it asks for the POST to be sent again.
    if (res.status === 503 && text.startsWith('Your worker restarted mid-request') && retries > 0) return login(i, retries - 1);
    if (res.status !== 200) throw new Error(`login answered ${res.status}: ${text.slice(0, 120)}`);
  };
  const health = async () => {
    const t0 = performance.now();
    const res = await call('/api/health');
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`health answered ${res.status}`);
    return performance.now() - t0;
  };
  await login(0); // the first hash of a process may pay for setup
  let worstHealth = 0;
  let worstLogins = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = performance.now();
    let done = false;
    const logins = Promise.all(Array.from({ length: LOGINS }, (_, i) => login(i))).finally(() => (done = true));
    // Health checks one after another for as long as the logins run: the worst wait counts.
    const probes = (async () => {
      while (!done) worstHealth = Math.max(worstHealth, await health());
    })();
    await Promise.all([logins, probes]);
    worstLogins = Math.max(worstLogins, performance.now() - t0);
  }
  return [
    {
      figure: `Slowest \`GET /api/health\` during ${LOGINS} parallel logins (${runtime})`,
      value: `${ms(worstHealth)} (all ${LOGINS} logins: ${ms(worstLogins)})`,
      budget: budgetCell(worstHealth, 999, '< 1 s'),
      method: `${LOGINS} POST /api/users/auth at once, health checks in a loop meanwhile; worst of ${ROUNDS} rounds`,
    },
  ];
}

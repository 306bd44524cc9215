import { afterAll, beforeAll } from 'vitest';
import { createTestApp, manualClock } from '#api/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';

// How a client written only from the spec talks to the API: its login body, its bearer header and,
// since its calls go "with credentials included", the cookies a browser would keep and send back.

export type Call = ReturnType<typeof createTestApp>['call'];
export type Reply = Awaited<ReturnType<Call>>;

/** A fresh database for the test file and the app over it, on the test clock (2026-11-22). */
export function useContractApi() {
  const fx = {
    db: undefined as unknown as TestDatabase,
    clock: manualClock(),
    api: () => createTestApp(fx.db.sql, { clock: fx.clock }),
  };
  beforeAll(async () => {
    fx.db = await createTestDatabase();
  });
  afterAll(() => fx.db?.close());
  return fx;
}

/** The replies that were not 2xx, one line each, so a test can expect none. */
export const failedCalls = (replies: { what: string; reply: Reply }[]) =>
  replies.filter(({ reply }) => reply.status < 200 || reply.status > 299).map(({ what, reply }) => `${what}: ${reply.status} ${reply.text}`);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** "rollNumberOrEmail (a number when digits, else an e-mail string), password, role (the selected login type)." */
export function specLogin(call: Call, rollNumberOrEmail: string, password: string, role = 'Student / Alumni') {
  const ident = /^\d+$/.test(rollNumberOrEmail) ? Number(rollNumberOrEmail) : rollNumberOrEmail;
  return call('POST', '/api/users/auth', { rollNumberOrEmail: ident, password, role });
}

/** A signed-in session: the login reply and the bearer header built from its token. */
export async function signIn(call: Call, rollNumberOrEmail: string, password: string, role?: string) {
  const res = await specLogin(call, rollNumberOrEmail, password, role);
  if (res.status !== 200 || typeof res.json?.token !== 'string') {
    throw new Error(`spec login as ${rollNumberOrEmail} failed: ${res.status} ${res.text}`);
  }
  return { login: res.json as Record<string, unknown>, auth: bearer(res.json.token) };
}

/** The part of a browser's cookie store these tests need: name, value and path (RFC 6265 path-match). */
export function cookieJar() {
  const cookies = new Map<string, { value: string; path: string }>();
  const pathMatches = (cookiePath: string, requestPath: string) =>
    requestPath === cookiePath ||
    (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));
  return {
    /** Keeps the cookies a reply sets, as a browser does (Max-Age=0 removes one). */
    keep(reply: Reply, requestPath: string) {
      for (const line of reply.headers.getSetCookie()) {
        const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
        const name = pair.slice(0, pair.indexOf('='));
        const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
        const defaultPath = requestPath.slice(0, requestPath.lastIndexOf('/')) || '/';
        if (attr('max-age') === '0') cookies.delete(name);
        else cookies.set(name, { value: pair.slice(name.length + 1), path: attr('path') ?? defaultPath });
      }
    },
    /** The Cookie header a browser sends to `requestPath` ({} when no cookie applies). */
    headerFor(requestPath: string): Record<string, string> {
      const sent = [...cookies].filter(([, c]) => pathMatches(c.path, requestPath)).map(([name, c]) => `${name}=${c.value}`);
      return sent.length ? { cookie: sent.join('; ') } : {};
    },
  };
}

/** The response as one of the list shapes the spec allows for all-Data: "a list, or an object with a students or data list". */
export function listFrom(json: unknown): unknown {
  if (Array.isArray(json)) return json;
  const o = json as { students?: unknown; data?: unknown } | null | undefined;
  return Array.isArray(o?.students) ? o.students : o?.data;
}

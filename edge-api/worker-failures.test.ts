// Every route's failure paths in workerd, through the real Workers entry: each is a clear 4xx there
// too, never a 500 (issue 10: an unknown account's login was a 500 on Workers only).
import { describe, expect, it } from 'vitest';
import { recordResponse } from './test/leak-check.ts';
import { useTestWorker } from './test/worker-fixture.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD, insertAdmin, insertMember } from './test/people.ts';
import { LOGIN_FAILED } from './routes/users/login.ts';
import { UNAUTHENTICATED } from './auth/authenticate.ts';

let member: Awaited<ReturnType<typeof insertMember>>;
const fx = useTestWorker({
  setup: async (db) => {
    member = await insertMember(db.sql);
    await insertAdmin(db.sql);
  },
});

async function call(method: string, path: string, body?: string | object, headers: Record<string, string> = {}) {
  const res = await fx.worker.fetch(`http://localhost${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  recordResponse(`worker ${method} ${path}`, text, new Headers([...res.headers]));
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

// Workers see the caller's address in CF-Connecting-IP; each test uses its own.
const from = (address: string) => ({ 'cf-connecting-ip': address });
const login = (rollNumberOrEmail: string, password: string, address: string, role?: string) =>
  call('POST', '/api/users/auth', { rollNumberOrEmail, password, ...(role ? { role } : {}) }, from(address));

describe('login failures in workerd', () => {
  it('answers an unknown roll number or e-mail like a wrong password, and limits it the same way', async () => {
    const byRoll = await login('2099000000001', 'Campus#2024', '198.51.100.1');
    expect(byRoll.status).toBe(401);
    expect(byRoll.json()).toMatchObject({ message: LOGIN_FAILED });
    const byEmail = await login('nobody@students.example.edu', 'Campus#2024', '198.51.100.1');
    expect(byEmail.status).toBe(401);

    // Ten failures per typed name and address, then a 429, as for an existing account.
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await login('2099000000002', 'Campus#2024', '198.51.100.2')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('refuses a wrong password, and a member asking for the admin login, with the same words', async () => {
    const wrong = await login(member.rollNumber, 'Wrong#Pass1', '198.51.100.3');
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toMatchObject({ message: LOGIN_FAILED });
    const asAdmin = await login(member.email, MEMBER_PASSWORD, '198.51.100.3', 'Admin');
    expect(asAdmin.status).toBe(401);
    expect(asAdmin.json()).toMatchObject({ message: LOGIN_FAILED });
  });

  it('answers a bad body with the form’s message', async () => {
    const short = await login(member.email, 'abc', '198.51.100.4');
    expect(short.status).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Password must be at least 6 characters' });
    const notJson = await call('POST', '/api/users/auth', '{"rollNumberOrEmail":', from('198.51.100.4'));
    expect(notJson.status).toBe(400);
  });
});

describe('access failures in workerd', () => {
  it('asks for a login without a token, and refuses a member on an admin route', async () => {
    const anonymous = await call('GET', '/api/sync/pull?cursor=0');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: UNAUTHENTICATED });

    const signedIn = await login(member.rollNumber, MEMBER_PASSWORD, '198.51.100.5');
    expect(signedIn.status).toBe(200);
    const forbidden = await call('GET', '/api/admin/all-Data', undefined, { authorization: `Bearer ${signedIn.json().token}` });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'forbidden' });

    const admin = await login(ADMIN_EMAIL, ADMIN_PASSWORD, '198.51.100.6', 'Admin');
    const allowed = await call('GET', '/api/admin/all-Data', undefined, { authorization: `Bearer ${admin.json().token}` });
    expect(allowed.status).toBe(200);
  });

  it('answers an unknown API route with a JSON 404, for any method', async () => {
    const res = await call('POST', '/api/jobDetail/no/such/thing', {});
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('refuses a body over the limit with a 413 the browser can read', async () => {
    const message = 'x'.repeat(70 * 1024);
    const res = await call('POST', '/api/contactus/', { name: 'Asha Rao', email: 'asha@example.com', message });
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large', code: 'body_too_large' });
  });
});

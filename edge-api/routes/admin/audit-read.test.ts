import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_HEADER, AUDIT_EXPORT_CAP } from '#domain/admin/audit-log.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { servedApiRoutes } from '#api/test/served-routes.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, signedInMember, signInAs } from '#api/test/people.ts';
import { HOSTILE_QUERIES } from '#api/test/fuzz-input.ts';
import { recordAudit } from '#api/audit/record-audit.ts';

// Issue 32: GET /api/admin/audit, its filters, paging and CSV export; and the log refusing every
// change at the database. The writes that add lines: audit.test.ts.

let db: TestDatabase;
let admin: { id: string; auth: Record<string, string> };
let member: { auth: Record<string, string> };
let second: string;
const ids: number[] = [];
const api = () => createTestApp(db.sql);
const get = async (query = '', headers = admin.auth) => api().call('GET', `/api/admin/audit${query}`, undefined, headers);
const actions = async (query: string) => {
  const res = await get(query);
  expect(res.status, query).toBe(200);
  return (res.json.entries as { id: number }[]).map((e) => ids.indexOf(e.id) + 1);
};

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  admin = await signInAs(db.sql, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
  member = await signedInMember(db.sql);
  [{ id: second }] = await db.sql<[{ id: string }]>`
    insert into users (role, full_name, email, password_hash) values ('admin', 'Second Admin', 'second@alumni.example.edu', 'x') returning id`;
  const lines: [string, string, string, string, string, Record<string, unknown>][] = [
    [admin.id, 'roster.add', 'roster', 'r1', '2026-11-01T10:00:00Z', {}],
    [admin.id, 'roster.edit', 'roster', 'r1', '2026-11-02T10:00:00Z', { before: { branch: 'Civil' }, after: { branch: 'Mechanical' } }],
    [second, 'fund.edit', 'fund', 'f1', '2026-11-03T20:00:00Z', { after: { open: false } }],
    [second, 'moderation.hide', 'question', '-1+2', '2026-11-05T08:00:00Z', { reason: '=HYPERLINK("http://evil.example","x")', after: { note: '@SUM(1)' } }],
    [admin.id, 'a_b.c', 'misc', 'm1', '2026-11-06T08:00:00Z', {}],
    [admin.id, 'axb.c', 'misc', 'm2', '2026-11-07T08:00:00Z', {}],
  ];
  for (const [adminId, action, targetKind, targetId, at, more] of lines) {
    await recordAudit(db.sql, { adminId, action, targetKind, targetId, ...more }, new Date(at));
    ids.push(Number((await db.sql<[{ id: string }]>`select max(id)::text as id from audit_log`)[0].id));
  }
});
afterAll(() => db?.close());

describe('GET /api/admin/audit', () => {
  it('is for admins only, and no route writes, changes or removes a line', async () => {
    expect((await get('', {})).status).toBe(401);
    expect((await get('', member.auth)).status).toBe(403);
    expect((await get('?format=csv', member.auth)).status).toBe(403);
    expect(servedApiRoutes(api().app).filter((r) => r.includes('/api/admin/audit'))).toEqual(['GET /api/admin/audit']);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect((await api().call(method, '/api/admin/audit', {}, admin.auth)).status, method).toBe(404);
  });

  it('answers the lines newest first, as written', async () => {
    const res = await get();
    expect(res.json.next).toBeNull();
    expect(res.json.entries.map((e: { id: number }) => e.id)).toEqual([...ids].reverse());
    expect(res.json.entries[2]).toEqual({
      id: ids[3], at: '2026-11-05T08:00:00.000Z', adminId: second, adminName: 'Second Admin', action: 'moderation.hide', targetKind: 'question',
      targetId: '-1+2', reason: '=HYPERLINK("http://evil.example","x")', before: null, after: { note: '@SUM(1)' },
    });
  });

  it('filters by action (exact or prefix), admin, target, and India days or instants', async () => {
    expect(await actions('?action=roster.add')).toEqual([1]);
    expect(await actions('?action=roster.')).toEqual([2, 1]);
    expect(await actions('?action=roster')).toEqual([]);
    expect(await actions('?action=a_b.')).toEqual([5]);
    expect(await actions(`?admin=${second}`)).toEqual([4, 3]);
    expect(await actions('?admin=00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect(await actions('?targetKind=fund')).toEqual([3]);
    expect(await actions('?targetKind=roster&targetId=r1&action=roster.edit')).toEqual([2]);
    expect(await actions('?targetId=-1%2B2')).toEqual([4]);
    // 2026-11-03T20:00Z is 4 November in India.
    expect(await actions('?from=2026-11-02&to=2026-11-03')).toEqual([2]);
    expect(await actions('?from=2026-11-04&to=2026-11-04')).toEqual([3]);
    expect(await actions('?from=2026-11-03T20:00:00Z&to=2026-11-05T08:00:00.000Z')).toEqual([4, 3]);
    expect(await actions('?from=2026-11-05T13:30:00%2B05:30')).toEqual([6, 5, 4]);
    expect(await actions('?action=&admin=&from=&format=')).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('pages below a cursor until `next` is null', async () => {
    const first = (await get('?limit=4')).json;
    expect(first.entries.map((e: { id: number }) => e.id)).toEqual([ids[5], ids[4], ids[3], ids[2]]);
    expect(first.next).toBe(ids[2]);
    const rest = (await get(`?limit=4&before=${first.next}`)).json;
    expect(rest).toMatchObject({ next: null });
    expect(rest.entries.map((e: { id: number }) => e.id)).toEqual([ids[1], ids[0]]);
    expect(await actions(`?before=${ids[3]}&action=roster.&limit=1`)).toEqual([2]);
  });

  it.each([
    ['?from=yesterday', 'Dates are'], ['?to=2026-13-45', 'Dates are'], ['?from=2026-02-30', 'Dates are'], ['?from=0000-01-01', 'Dates are'],
    ['?to=9999-12-31T23:59:59-14:00', 'Dates are'], ['?from=2026-11-01T25:00Z', 'Dates are'], ['?admin=abc', 'admin is the id'],
    ['?targetId=a%00b', 'NUL'], [`?targetId=${'x'.repeat(201)}`, 'at most 200'], ['?action=roster%25', 'action is'], ['?action=%00', 'action is'],
    [`?targetKind=${'x'.repeat(41)}`, 'targetKind is'], ['?limit=0', 'limit must'], ['?limit=201', 'limit must'], ['?limit=99999999999999999999', 'limit must'],
    ['?before=-1', 'before must'], ['?before=0', 'before must'], ['?before=18446744073709551616', 'before must'], ['?format=xml', 'format is'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(message);
  });

  it("answers the fuzzer's hostile queries without a 5xx", async () => {
    for (const query of [...HOSTILE_QUERIES, 'action=%E0%A4%A&targetId=%zz', 'before=9223372036854775808&format=csv']) {
      expect((await get(`?${query}`)).status, query).toBeLessThan(500);
    }
  });
});

describe('the CSV export', () => {
  it('has the header and the filtered lines, with formula cells neutralised', async () => {
    const res = await get('?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');
    const lines = res.text.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(','));
    expect(lines).toHaveLength(1 + 6);
    expect(lines[1]).toBe(`${ids[5]},2026-11-07T08:00:00.000Z,${admin.id},Portal Administrator,axb.c,misc,m2,,,`);
    expect(lines[3]).toBe(
      `${ids[3]},2026-11-05T08:00:00.000Z,${second},Second Admin,moderation.hide,question,'-1+2,"'=HYPERLINK(""http://evil.example"",""x"")",,"{""note"":""@SUM(1)""}"`,
    );
    expect(res.text).not.toMatch(/(^|,)"?[=+\-@]/m);
    expect(lines[5]).toContain('"{""branch"":""Civil""}","{""branch"":""Mechanical""}"');
  });

  it('answers CSV to Accept: text/csv, honours the filters, and stops at the cap', async () => {
    const roster = await get('?action=roster.', { ...admin.auth, accept: 'text/csv' });
    expect(roster.headers.get('content-type')).toContain('text/csv');
    expect(roster.text.trim().split('\r\n')).toHaveLength(1 + 2);
    await db.sql`
      insert into audit_log (at, admin_id, admin_name, action, target_kind, target_id)
      select now(), ${admin.id}, 'Portal Administrator', 'bulk.touch', 'misc', n::text from generate_series(1, ${AUDIT_EXPORT_CAP + 1}) n`;
    const capped = await get('?format=csv&action=bulk.');
    expect(capped.headers.get('x-export-capped')).toBe('true');
    expect(capped.text.trim().split('\r\n')).toHaveLength(1 + AUDIT_EXPORT_CAP);
    expect((await get('?format=csv&action=roster.')).headers.get('x-export-capped')).toBeNull();
  });
});

describe('the table itself', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const count = async () => (await db.sql<[{ n: number }]>`select count(*)::int as n from audit_log`)[0].n;
    const before = await count();
    await expect(db.sql`update audit_log set reason = 'tidied' where id = ${ids[0]!}`).rejects.toThrow('The audit log cannot be changed');
    await expect(db.sql`delete from audit_log where id = ${ids[0]!}`).rejects.toThrow('The audit log cannot be changed');
    await expect(db.sql`truncate audit_log`).rejects.toThrow('The audit log cannot be changed');
    expect(await count()).toBe(before);
    expect((await get('?action=roster.add')).json.entries[0]).toMatchObject({ reason: '' });
  });
});

import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-db.ts';
import { createTestApp } from './test-app.ts';
import { recordResponse } from './leak-check.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD, insertAdmin, insertMember } from './people.ts';
import { validRosterRows } from '../admin/sample-workbook.ts';

export const EXCEL_ONLY = 'Please upload only Excel files (.xlsx or .xls)';

/** What the admin API tests share: a database, a signed-in admin and member (one set per test file). */
export const fx = {} as {
  db: TestDatabase;
  adminAuth: Record<string, string>;
  memberAuth: Record<string, string>;
  member: Awaited<ReturnType<typeof insertMember>>;
};

export const api = () => createTestApp(fx.db.sql);

export function useAdminApi() {
  beforeAll(async () => {
    fx.db = await createTestDatabase();
    await insertAdmin(fx.db.sql);
    fx.member = await insertMember(fx.db.sql, { fullName: 'Meera Nair', email: 'meera.nair@students.example.edu' });
    const { call } = api();
    const a = await call('POST', '/api/users/auth', { rollNumberOrEmail: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'Admin' });
    fx.adminAuth = { authorization: `Bearer ${a.json.token}` };
    const m = await call('POST', '/api/users/auth', { rollNumberOrEmail: fx.member.rollNumber, password: MEMBER_PASSWORD });
    fx.memberAuth = { authorization: `Bearer ${m.json.token}` };
  });
  afterAll(() => fx.db?.close());
}

export const rosterCount = async () => (await fx.db.sql<{ n: number }[]>`select count(*)::int as n from college_data`)[0]!.n;

/** POST /api/admin/upload-excel as a browser sends it: multipart with the field `file`. */
export async function upload(
  file: Uint8Array | string | null,
  name = 'students.xlsx',
  headers?: Record<string, string>,
  field = 'file',
  app = api().app,
) {
  const form = new FormData();
  if (file !== null) form.append(field, new File([typeof file === 'string' ? file : new Uint8Array(file)], name));
  const res = await app.request('/api/admin/upload-excel', { method: 'POST', body: form, headers: headers ?? fx.adminAuth });
  const text = await res.text();
  recordResponse('POST /api/admin/upload-excel', text, res.headers);
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

let nextRoll = 301_000_000_000;
/** Fresh valid rows whose roll numbers and e-mails no other test uses. */
export const freshRows = (count: number, tag: string) => {
  const rows = validRosterRows(count, nextRoll, tag);
  nextRoll += count + 10;
  return rows;
};

export const student = (over: Record<string, unknown> = {}) => ({
  fullName: 'Ishaan Reddy',
  email: 'ishaan.reddy@students.example.edu',
  rollNumber: '202003000777',
  gender: 'Male',
  batch: '2020-2024',
  branch: 'Mechanical',
  course: 'B.Tech',
  cgpa: '7.5',
  ...over,
});

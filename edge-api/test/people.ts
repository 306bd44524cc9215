import { scryptSync } from 'node:crypto';
import type { Sql } from 'postgres';
import { hashPassword } from '../auth/password.ts';

let serial = 0;

/** A roster row with plausible values; override what the test is about. */
export async function insertStudent(
  sql: Sql,
  over: Partial<{ fullName: string; email: string; rollNumber: string; batch: string; branch: string; course: string }> = {},
) {
  serial += 1;
  const n = `${Date.now() % 100000}${serial}`.padStart(7, '0');
  const row = {
    fullName: over.fullName ?? 'Kavya Menon',
    email: over.email ?? `kavya.${n}@students.example.edu`,
    rollNumber: over.rollNumber ?? `20190${n}`,
    batch: over.batch ?? '2019-2023',
    branch: over.branch ?? 'Computer Science',
    course: over.course ?? 'B.Tech',
  };
  const [inserted] = await sql<{ id: string }[]>`
    insert into college_data (full_name, email, roll_number, gender, course, branch, cgpa, batch)
    values (${row.fullName}, ${row.email}, ${row.rollNumber}, 'Female', ${row.course}, ${row.branch}, 8.75, ${row.batch})
    returning id`;
  return { ...row, id: inserted!.id };
}

export const MEMBER_PASSWORD = 'Campus#2024';
// One hash of each test password per file: a member's salt is not what these tests are about, and
// each hash is 50-100 ms of scrypt (docs/decisions/0103).
let memberHash: Promise<string> | undefined;
let adminHash: Promise<string> | undefined;

/** A roster row with a member account whose password is MEMBER_PASSWORD (or whose hash is given). */
export async function insertMember(sql: Sql, over: Parameters<typeof insertStudent>[1] = {}, passwordHash?: string) {
  const student = await insertStudent(sql, over);
  await sql`
    insert into users (role, roster_id, full_name, email, roll_number, password_hash)
    values ('member', ${student.id}, ${student.fullName}, ${student.email}, ${student.rollNumber}, ${passwordHash ?? (await (memberHash ??= hashPassword(MEMBER_PASSWORD)))})`;
  return student;
}

/**
 * A stored hash of `password` made with other scrypt parameters than today's (N=2^14 by default),
 * computed here with node:crypto rather than by the code under test.
 */
export function olderPasswordHash(password: string, n = 16384, r = 8, p = 1) {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: n, r, p });
  return ['scrypt', n, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export const ADMIN_EMAIL = 'admin@alumni.example.edu';
export const ADMIN_PASSWORD = 'Admin#Pass1';

export async function insertAdmin(sql: Sql) {
  await sql`
    insert into users (role, full_name, email, password_hash)
    values ('admin', 'Portal Administrator', ${ADMIN_EMAIL}, ${await (adminHash ??= hashPassword(ADMIN_PASSWORD))})
    on conflict do nothing`;
}

/** Signs in through the API: the user's id and the bearer header for calls as them. */
export async function signInAs(sql: Sql, rollNumberOrEmail: string, password: string, role?: string) {
  // Loaded here, not at the top: test-app brings vitest's hooks, and the bench imports this file too.
  const { createTestApp } = await import('./test-app.ts');
  const res = await createTestApp(sql).call('POST', '/api/users/auth', { rollNumberOrEmail, password, ...(role ? { role } : {}) });
  return { id: res.json._id as string, auth: { authorization: `Bearer ${res.json.token}` } };
}

/** A new member (roster row and account), signed in: their id, roll number, e-mail and bearer header. */
export async function signedInMember(sql: Sql, over: Parameters<typeof insertStudent>[1] = {}) {
  const m = await insertMember(sql, over);
  return { ...(await signInAs(sql, m.rollNumber, MEMBER_PASSWORD)), rollNumber: m.rollNumber, email: m.email };
}

import type { Sql, TransactionSql } from 'postgres';
import { roleLabel } from '#domain/accounts/student-record.ts';

type Tx = Sql | TransactionSql;

export type UserRow = {
  id: string;
  role: 'admin' | 'member';
  full_name: string;
  email: string;
  roll_number: string | null;
  batch: string | null;
  branch: string | null;
  course: string | null;
  gender: string | null;
  cgpa: string | null;
  /** Set while the account waits to be erased (its member asked to delete it). */
  erase_after: Date | null;
};

const USER_COLUMNS = 'u.id, u.role, u.full_name, u.email, u.roll_number, c.batch, c.branch, c.course, c.gender, c.cgpa, u.erase_after';

export async function findUserBy(sql: Tx, by: { id?: string; rollNumber?: string; email?: string }) {
  const where = by.id
    ? sql`u.id = ${by.id}`
    : by.rollNumber
      ? sql`u.roll_number = ${by.rollNumber}`
      : sql`lower(u.email) = lower(${by.email ?? ''})`;
  const [row] = await sql<(UserRow & { password_hash: string; suspended_at: Date | null; suspended_until: Date | null; suspended_reason: string | null })[]>`
    select ${sql.unsafe(USER_COLUMNS)}, u.password_hash, u.suspended_at, u.suspended_until, u.suspended_reason
    from users u left join college_data c on c.id = u.roster_id
    where ${where}`;
  return row;
}

const label = (row: UserRow, now: Date): 'Admin' | 'Alumni' | 'Student' => (row.role === 'admin' ? 'Admin' : roleLabel(row.batch ?? '', now));

/** The signed-in user's own record: what the PWA keeps as its session user. */
export function toSessionUser(row: UserRow, now: Date) {
  return {
    _id: row.id,
    fullName: row.full_name,
    fullname: row.full_name,
    email: row.email,
    rollNumber: row.roll_number === null ? null : Number(row.roll_number),
    role: label(row, now),
    isAdmin: row.role === 'admin',
    batch: row.batch,
    branch: row.branch,
    course: row.course,
    gender: row.gender,
    cgpa: row.cgpa === null ? null : Number(row.cgpa),
    /** When the account will be erased, while its deletion can still be stopped (issue 53). */
    eraseAfter: row.erase_after ? row.erase_after.toISOString() : null,
  };
}

/** a•••@college.edu: enough to recognise one's own address, not to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

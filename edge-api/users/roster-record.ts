import type { Sql, TransactionSql } from 'postgres';

type Tx = Sql | TransactionSql;

export type RosterRow = {
  id: string;
  full_name: string;
  email: string;
  roll_number: string;
  gender: string;
  course: string;
  branch: string;
  cgpa: string | null;
  batch: string;
  has_account: boolean;
};

export async function findRoster(sql: Tx, by: { rollNumber: string } | { id: string }) {
  const where = 'id' in by ? sql`c.id = ${by.id}` : sql`c.roll_number = ${by.rollNumber}`;
  const [row] = await sql<RosterRow[]>`
    select c.*, exists (select 1 from users u where u.roster_id = c.id) as has_account
    from college_data c where ${where}`;
  return row;
}

/** The spec's verified-record fields, as signup step 3 shows them. */
export const toVerifiedRecord = (r: RosterRow) => ({
  fullName: r.full_name,
  email: r.email,
  gender: r.gender,
  rollNumber: Number(r.roll_number),
  batch: r.batch,
  branch: r.branch,
  course: r.course,
  cgpa: r.cgpa === null ? null : Number(r.cgpa),
});

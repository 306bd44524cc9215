import type { Sql, TransactionSql } from 'postgres';
import type { StudentView } from '#domain/admin/student.ts';
import type { StudentListQuery, StudentPage, StudentSort } from '#domain/admin/student-list.ts';

export type Tx = Sql | TransactionSql;

export type StudentRow = {
  id: string;
  full_name: string;
  email: string;
  roll_number: string;
  gender: string;
  batch: string;
  branch: string;
  course: string;
  cgpa: string | null;
  has_account: boolean;
};

export const STUDENT_COLUMNS = `c.id, c.full_name, c.email, c.roll_number::text as roll_number, c.gender, c.batch, c.branch,
  c.course, c.cgpa::text as cgpa, exists (select 1 from users u where u.roster_id = c.id) as has_account`;

export const toStudentView = (r: StudentRow): StudentView => ({
  _id: r.id,
  fullName: r.full_name,
  email: r.email,
  rollNumber: Number(r.roll_number), // at most 15 digits: exact (docs/decisions/0007-roll-number-limits.md)
  gender: r.gender,
  batch: r.batch,
  branch: r.branch,
  course: r.course,
  cgpa: r.cgpa === null ? null : Number(r.cgpa),
  hasAccount: r.has_account,
});

// Whitelisted sort expressions; text sorts ignore case. Ties go to the roll number, so pages never overlap.
const ORDER_BY: Record<StudentSort, string> = {
  fullName: 'lower(c.full_name)',
  rollNumber: 'c.roll_number',
  email: 'lower(c.email)',
  branch: 'lower(c.branch)',
  course: 'lower(c.course)',
  gender: 'c.gender',
  batch: 'c.batch',
  cgpa: 'c.cgpa',
};

const orderBy = (sort: StudentSort, order: 'asc' | 'desc') => {
  const nulls = sort === 'cgpa' ? ' nulls last' : '';
  return sort === 'rollNumber' ? `c.roll_number ${order}` : `${ORDER_BY[sort]} ${order}${nulls}, c.roll_number ${order}`;
};

/** The spec's plain list: every roster record, by name. */
export async function allStudents(sql: Tx): Promise<StudentView[]> {
  const rows = await sql.unsafe<StudentRow[]>(
    `select ${STUDENT_COLUMNS} from college_data c order by ${orderBy('fullName', 'asc')}`,
  );
  return rows.map(toStudentView);
}

/** `%term%` for LIKE on the lower-cased search text, with the user's own % _ and \ taken literally. */
const likePattern = (term: string) =>
  `%${term
    .toLowerCase()
    .replace(/[\u0000-\u001f]/g, '')
    .replace(/[\\%_]/g, '\\$&')}%`;

/**
 * One page and the total, in one statement (DESIGN.md: one round trip where we can). Without a
 * search the page is read in index order; with one, the matches are collected once, then counted
 * and paged (search_text: sql/migrations/0006_roster_search.sql).
 */
export async function studentPage(sql: Tx, q: StudentListQuery): Promise<StudentPage> {
  const searching = q.search !== '';
  const params: (string | number)[] = searching ? [likePattern(q.search)] : [];
  params.push(q.pageSize, (q.page - 1) * q.pageSize);
  const n = params.length;
  const source = searching ? 'matches' : 'college_data';
  const rows = await sql.unsafe<Array<StudentRow & { total: number }>>(
    `${searching ? 'with matches as materialized (select * from college_data c where c.search_text like $1) ' : ''}
     select t.total, s.* from (select count(*)::int as total from ${source}) t
     left join lateral (
       select ${STUDENT_COLUMNS} from ${source} c
       order by ${orderBy(q.sort, q.order)} limit $${n - 1} offset $${n}
     ) s on true`,
    params,
  );
  const total = rows[0]?.total ?? 0;
  return {
    students: rows.filter((r) => r.id !== null).map(toStudentView),
    total,
    page: q.page,
    pageSize: q.pageSize,
    pageCount: Math.max(1, Math.ceil(total / q.pageSize)),
    sort: q.sort,
    order: q.order,
    search: q.search,
  };
}

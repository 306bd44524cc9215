import type { Sql } from 'postgres';
import type { ExistingStudent, StudentFields, StudentView } from '#domain/admin/student.ts';
import type { AuditBy } from '#api/audit/audit-by.ts';
import { changedFields } from '#api/audit/changed-fields.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { STUDENT_COLUMNS, toStudentView, type StudentRow, type Tx } from './roster-store.ts';

// One roster record at a time: the admin's add and edit (ADR 0066), each with its audit line in
// the same transaction (ADR 0108). Bulk import: roster-import.ts.

export type SaveOutcome =
  | { kind: 'created' | 'updated'; student: StudentView }
  | { kind: 'roll_exists'; existing: ExistingStudent }
  | { kind: 'not_found' }
  | { kind: 'has_account' }
  | { kind: 'email_taken' };

export async function studentById(sql: Tx, id: string): Promise<StudentView | undefined> {
  const [row] = await sql.unsafe<StudentRow[]>(`select ${STUDENT_COLUMNS} from college_data c where c.id = $1`, [id]);
  return row && toStudentView(row);
}

async function holderOf(sql: Tx, rollNumber: string, except?: string): Promise<ExistingStudent | undefined> {
  const [row] = await sql.unsafe<StudentRow[]>(
    `select ${STUDENT_COLUMNS} from college_data c where c.roll_number = $1 and c.id is distinct from $2`,
    [rollNumber, except ?? null],
  );
  if (!row) return undefined;
  const { _id, fullName, rollNumber: roll, hasAccount } = toStudentView(row);
  return { _id, fullName, rollNumber: roll, hasAccount };
}

/** A record's own fields, as an audit line keeps them (not its id, nor whether it has an account). */
const auditFields = ({ _id, hasAccount, ...fields }: StudentView) => fields;

/** A unique violation says who was faster; the record that won is read after the rollback. */
async function afterConflict(sql: Sql, error: unknown, s: StudentFields, except?: string): Promise<SaveOutcome> {
  if (isUniqueViolation(error, 'college_data_email_key')) return { kind: 'email_taken' };
  if (isUniqueViolation(error, 'college_data_roll_number_key')) {
    const existing = await holderOf(sql, s.rollNumber, except);
    if (existing) return { kind: 'roll_exists', existing };
  }
  throw error;
}

/** Adds a record; a roll number the roster already has is reported with its record, never replaced. */
export async function addStudent(sql: Sql, s: StudentFields, by: AuditBy): Promise<SaveOutcome> {
  try {
    return await sql.begin(async (tx): Promise<SaveOutcome> => {
      const existing = await holderOf(tx, s.rollNumber);
      if (existing) return { kind: 'roll_exists', existing };
      const [row] = await tx.unsafe<StudentRow[]>(
        `insert into college_data as c (full_name, email, roll_number, gender, course, branch, cgpa, batch)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${STUDENT_COLUMNS}`,
        [s.fullName, s.email, s.rollNumber, s.gender, s.course, s.branch, String(s.cgpa), s.batch],
      );
      const student = toStudentView(row!);
      await recordAudit(tx, { adminId: by.adminId, action: 'roster.add', targetKind: 'roster', targetId: student._id, after: auditFields(student) }, by.at);
      return { kind: 'created', student };
    });
  } catch (error) {
    return afterConflict(sql, error, s);
  }
}

/** Edits the record `id`, unless a member signed up with it (it backs a verified identity). */
export async function editStudent(sql: Sql, id: string, s: StudentFields, by: AuditBy): Promise<SaveOutcome> {
  try {
    return await sql.begin(async (tx): Promise<SaveOutcome> => {
      const [current] = await tx.unsafe<StudentRow[]>(`select ${STUDENT_COLUMNS} from college_data c where c.id = $1 for update of c`, [id]);
      if (!current) return { kind: 'not_found' };
      if (current.has_account) return { kind: 'has_account' };
      const existing = await holderOf(tx, s.rollNumber, id);
      if (existing) return { kind: 'roll_exists', existing };
      const [row] = await tx.unsafe<StudentRow[]>(
        `update college_data c set full_name = $2, email = $3, roll_number = $4, gender = $5, course = $6, branch = $7,
           cgpa = $8, batch = $9
         where c.id = $1 returning ${STUDENT_COLUMNS}`,
        [id, s.fullName, s.email, s.rollNumber, s.gender, s.course, s.branch, String(s.cgpa), s.batch],
      );
      const student = toStudentView(row!);
      const changed = changedFields(auditFields(toStudentView(current)), auditFields(student));
      if (changed) await recordAudit(tx, { adminId: by.adminId, action: 'roster.edit', targetKind: 'roster', targetId: id, ...changed }, by.at);
      return { kind: 'updated', student };
    });
  } catch (error) {
    return afterConflict(sql, error, s, id);
  }
}

/** Deletes a record nobody signed up with; one a member signed up with backs their account and stays. */
export async function deleteStudent(sql: Sql, id: string, by: AuditBy): Promise<{ kind: 'deleted' | 'not_found' | 'has_account' }> {
  return sql.begin(async (tx) => {
    const [current] = await tx.unsafe<StudentRow[]>(`select ${STUDENT_COLUMNS} from college_data c where c.id = $1 for update of c`, [id]);
    if (!current) return { kind: 'not_found' as const };
    if (current.has_account) return { kind: 'has_account' as const };
    await tx`delete from college_data where id = ${id}`;
    await recordAudit(tx, { adminId: by.adminId, action: 'roster.delete', targetKind: 'roster', targetId: id, before: auditFields(toStudentView(current)) }, by.at);
    return { kind: 'deleted' as const };
  });
}

import type { Context } from 'hono';
import {
  ROLL_NUMBER_EXISTS_CODE,
  rollNumberExistsMessage,
  SaveStudentSchema,
  STUDENT_ADDED_MESSAGE,
  STUDENT_DELETED_MESSAGE,
  STUDENT_HAS_ACCOUNT_DELETE_MESSAGE,
  STUDENT_EMAIL_TAKEN_MESSAGE,
  STUDENT_HAS_ACCOUNT_MESSAGE,
  STUDENT_NOT_FOUND_MESSAGE,
  STUDENT_UPDATED_MESSAGE,
  type ExistingStudent,
} from '#domain/admin/student.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';
import { pathId } from '#api/http/path-id.ts';
import { addStudent, deleteStudent, editStudent, studentById } from '#api/admin/student-store.ts';
import { auditBy } from '#api/audit/audit-by.ts';

/** 409 roll_number_exists, naming the record that has the roll number so the form can offer to edit it. */
class RollNumberExists extends ApiError {
  constructor(readonly student: ExistingStudent) {
    const message = rollNumberExistsMessage(student.rollNumber);
    super(409, message, ROLL_NUMBER_EXISTS_CODE, [{ path: 'rollNumber', message }]);
  }
  override toBody() {
    return { ...super.toBody(), student: this.student };
  }
}

/**
 * POST /api/admin/add-edit-Data: without `_id` adds a student and never replaces one; with the
 * `_id` of a record edits that record (ADR 0066). A record a member signed up with is refused: it
 * backs a verified identity. Each change writes its audit line (`roster.add`, `roster.edit`).
 */
export const saveStudentRoute = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { _id, ...fields } = await readJson(c, SaveStudentSchema);
  const by = auditBy(c, deps);
  const outcome = _id ? await editStudent(c.var.sql, _id, fields, by) : await addStudent(c.var.sql, fields, by);
  switch (outcome.kind) {
    case 'created':
      return c.json({ message: STUDENT_ADDED_MESSAGE, student: outcome.student }, 201);
    case 'updated':
      return c.json({ message: STUDENT_UPDATED_MESSAGE, student: outcome.student }, 200);
    case 'roll_exists':
      throw new RollNumberExists(outcome.existing);
    case 'not_found':
      throw new ApiError(404, STUDENT_NOT_FOUND_MESSAGE, 'not_found');
    case 'has_account':
      throw new ApiError(409, STUDENT_HAS_ACCOUNT_MESSAGE, 'student_has_account');
    case 'email_taken':
      throw new ApiError(409, STUDENT_EMAIL_TAKEN_MESSAGE, 'email_taken', [{ path: 'email', message: STUDENT_EMAIL_TAKEN_MESSAGE }]);
  }
};

/** GET /api/admin/student/:id: one record, for the edit form. */
export const getStudentRoute = (_deps: AppDeps) => async (c: Context<AppEnv>) => {
  const student = await studentById(c.var.sql, pathId(c.req.param('id'), STUDENT_NOT_FOUND_MESSAGE));
  if (!student) throw new ApiError(404, STUDENT_NOT_FOUND_MESSAGE, 'not_found');
  return c.json(student);
};

/** DELETE /api/admin/student/:id: a record nobody signed up with (issue 32), with its audit line. */
export const deleteStudentRoute = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const outcome = await deleteStudent(c.var.sql, pathId(c.req.param('id'), STUDENT_NOT_FOUND_MESSAGE), auditBy(c, deps));
  if (outcome.kind === 'not_found') throw new ApiError(404, STUDENT_NOT_FOUND_MESSAGE, 'not_found');
  if (outcome.kind === 'has_account') throw new ApiError(409, STUDENT_HAS_ACCOUNT_DELETE_MESSAGE, 'student_has_account');
  return c.json({ message: STUDENT_DELETED_MESSAGE });
};

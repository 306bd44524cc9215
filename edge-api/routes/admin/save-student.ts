import type { Context } from 'hono';
import {
  STUDENT_ADDED_MESSAGE,
  STUDENT_EMAIL_TAKEN_MESSAGE,
  STUDENT_HAS_ACCOUNT_MESSAGE,
  STUDENT_UPDATED_MESSAGE,
  StudentInputSchema,
} from '#domain/admin/student.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';
import { saveStudent } from '#api/admin/roster-store.ts';

/**
 * POST /api/admin/add-edit-Data: adds a roster record, or edits the one with the same roll number.
 * A record a member signed up with is refused: it backs a verified identity.
 */
export const saveStudentRoute = (_deps: AppDeps) => async (c: Context<AppEnv>) => {
  const body = await readJson(c, StudentInputSchema);
  const outcome = await saveStudent(c.var.sql, body);
  switch (outcome.kind) {
    case 'created':
      return c.json({ message: STUDENT_ADDED_MESSAGE, student: outcome.student }, 201);
    case 'updated':
      return c.json({ message: STUDENT_UPDATED_MESSAGE, student: outcome.student }, 200);
    case 'has_account':
      throw new ApiError(409, STUDENT_HAS_ACCOUNT_MESSAGE, 'student_has_account');
    case 'email_taken':
      throw new ApiError(409, STUDENT_EMAIL_TAKEN_MESSAGE, 'email_taken', [{ path: 'email', message: STUDENT_EMAIL_TAKEN_MESSAGE }]);
    case 'roll_taken':
      throw new ApiError(409, 'A student with this roll number was added a moment ago. Please try again.', 'roll_number_taken');
  }
};

import * as v from 'valibot';
import { RollNumberSchema } from '../accounts/roll-number.ts';
import { StudentRecordSchema } from '../accounts/student-record.ts';

/**
 * The spec's "object wrapping a long number" (`{"$numberLong": "201803000042"}`, MongoDB's extended
 * JSON), also when it arrives as that text, is unwrapped to its digits; a bigint becomes its digits.
 * Anything else is left for the roll-number rule to judge. Never goes through a float.
 */
export function unwrapLongNumber(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object' && value !== null && '$numberLong' in value) {
    const inner = (value as { $numberLong: unknown }).$numberLong;
    return typeof inner === 'string' || typeof inner === 'number' ? inner : value;
  }
  if (typeof value === 'string') {
    const wrapped = /^\s*\{\s*"\$numberLong"\s*:\s*"([^"]*)"\s*\}\s*$/.exec(value);
    if (wrapped) return wrapped[1];
  }
  return value;
}

/** A roll number as a digit string: text, an integer, or the wrapped long number. */
export const AdminRollNumberSchema = v.optional(v.pipe(v.unknown(), v.transform(unwrapLongNumber), RollNumberSchema), '');

/**
 * POST /api/admin/add-edit-Data, the add-student form and every spreadsheet row: the spec's
 * add-student rules and messages (StudentRecordSchema), with the roll number also accepted in its
 * wrapped form.
 */
export const StudentInputSchema = v.object({ ...StudentRecordSchema.entries, rollNumber: AdminRollNumberSchema });

export type StudentInput = v.InferInput<typeof StudentInputSchema>;
export type StudentFields = v.InferOutput<typeof StudentInputSchema>;

export const STUDENT_NOT_FOUND_MESSAGE = 'Student not found';
export const StudentIdSchema = v.pipe(v.string(STUDENT_NOT_FOUND_MESSAGE), v.uuid(STUDENT_NOT_FOUND_MESSAGE));

/**
 * The body of POST /api/admin/add-edit-Data: without `_id` it adds a student (and never replaces
 * one); with the `_id` of a record it edits that record (ADR 0066).
 */
export const SaveStudentSchema = v.object({ ...StudentInputSchema.entries, _id: v.optional(StudentIdSchema) });
export type SaveStudentInput = v.InferOutput<typeof SaveStudentSchema>;

/** A roster record as the admin API returns it (spec section 3, Student roster record). */
export type StudentView = {
  _id: string;
  fullName: string;
  email: string;
  /** Exact: at most 15 digits (docs/decisions/0007-roll-number-limits.md). */
  rollNumber: number;
  gender: string;
  batch: string;
  branch: string;
  course: string;
  cgpa: number | null;
  /** A member signed up with this record; it can no longer be edited. */
  hasAccount: boolean;
};

export const GENDER_DEFAULT = 'Male';

// Spec section 8 (Admin), word for word.
export const STUDENT_ADDED_MESSAGE = 'Student added successfully!';
export const STUDENT_UPDATED_MESSAGE = 'Student updated successfully!';
export const ADD_STUDENT_FAILED_MESSAGE = 'Failed to add student. Please try again.';
export const LOAD_STUDENTS_FAILED_MESSAGE = 'Error loading student data';
export const STUDENT_HAS_ACCOUNT_MESSAGE =
  'This student has already signed up, so their record backs a verified account and cannot be edited.';
export const STUDENT_EMAIL_TAKEN_MESSAGE = 'Another student already uses this email address';
export const STUDENT_DELETED_MESSAGE = 'Student deleted';
/** Issue 32: a record a member signed up with stays; their account is what the office acts on. */
export const STUDENT_HAS_ACCOUNT_DELETE_MESSAGE =
  'This student has signed up, so their record backs their account and is kept. To stop them using the portal, suspend the account instead.';

/** Adding a roll number the roster has: 409 with this code, the message, and the record (ADR 0066). */
export const ROLL_NUMBER_EXISTS_CODE = 'roll_number_exists';
export const rollNumberExistsMessage = (rollNumber: string | number) => `A student with roll number ${rollNumber} already exists.`;
/** What the 409 names of the record that has the roll number, so the form can offer to edit it. */
export type ExistingStudent = Pick<StudentView, '_id' | 'fullName' | 'rollNumber' | 'hasAccount'>;

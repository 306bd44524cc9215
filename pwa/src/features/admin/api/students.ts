import {
  ADD_STUDENT_FAILED_MESSAGE,
  LOAD_STUDENTS_FAILED_MESSAGE,
  ROLL_NUMBER_EXISTS_CODE,
  STUDENT_ADDED_MESSAGE,
  type ExistingStudent,
  type StudentFields,
  type StudentView,
} from '#domain/admin/student.ts';
import { studentListSearch, type StudentListQuery, type StudentPage } from '#domain/admin/student-list.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { api, HttpError, ParseError } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';

/** Keys of the roster's pages in the online cache: a change to the roster invalidates them all. */
export const STUDENT_PAGES_KEY = 'students?';
/** Key of one record in the online cache (the edit form). */
export const studentKey = (id: string) => `student/${id}`;

const isStudentPage = (value: unknown): value is StudentPage =>
  typeof value === 'object' && value !== null && Array.isArray((value as StudentPage).students) && typeof (value as StudentPage).total === 'number';

/** One page of the roster (GET /api/admin/all-Data with paging parameters). */
export async function fetchStudentPage(query: StudentListQuery, signal: AbortSignal): Promise<StudentPage> {
  const body = await api.get<unknown>(`/api/admin/all-Data?${studentListSearch(query)}`, { signal });
  if (!isStudentPage(body)) throw new ParseError();
  return body;
}

/** One record for the edit form (GET /api/admin/student/:id). */
export async function fetchStudent(id: string, signal: AbortSignal): Promise<StudentView> {
  const body = await api.get<StudentView | null>(`/api/admin/student/${encodeURIComponent(id)}`, { signal });
  if (typeof body?._id !== 'string') throw new ParseError();
  return body;
}

/** Spec section 8 (Admin): the server's message, else 'Error loading student data'. */
export const studentsLoadMessage = (error: unknown) => loadErrorMessage(error, LOAD_STUDENTS_FAILED_MESSAGE);

export type SaveResult =
  | { ok: true; message: string }
  | { ok: false; message: string; issues: FieldIssue[]; existing?: ExistingStudent };

const existingIn = (error: HttpError): ExistingStudent | undefined => {
  const student = error.body?.student as ExistingStudent | undefined;
  return error.code === ROLL_NUMBER_EXISTS_CODE && typeof student?._id === 'string' ? student : undefined;
};

/**
 * POST /api/admin/add-edit-Data and the toast texts of spec section 8 (Admin): adds, or with `id`
 * edits that record (ADR 0066). A roll number the roster has answers with the record that has it.
 */
export async function saveStudent(student: StudentFields, id?: string): Promise<SaveResult> {
  try {
    const body = await api.post<{ message?: unknown } | null>('/api/admin/add-edit-Data', id ? { ...student, _id: id } : student);
    invalidateOnline(STUDENT_PAGES_KEY); // the list shows the new student, not a page kept from before
    if (id) invalidateOnline(studentKey(id));
    return { ok: true, message: typeof body?.message === 'string' && body.message ? body.message : STUDENT_ADDED_MESSAGE };
  } catch (error) {
    if (error instanceof HttpError) {
      return { ok: false, message: error.serverMessage ?? ADD_STUDENT_FAILED_MESSAGE, issues: error.issues, existing: existingIn(error) };
    }
    return { ok: false, message: ADD_STUDENT_FAILED_MESSAGE, issues: [] };
  }
}

import {
  ADD_STUDENT_FAILED_MESSAGE,
  LOAD_STUDENTS_FAILED_MESSAGE,
  STUDENT_ADDED_MESSAGE,
  type StudentFields,
} from '#domain/admin/student.ts';
import { studentListSearch, type StudentListQuery, type StudentPage } from '#domain/admin/student-list.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { api, HttpError, ParseError } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';

/** Keys of the roster's pages in the online cache: a change to the roster invalidates them all. */
export const STUDENT_PAGES_KEY = 'students?';

const isStudentPage = (value: unknown): value is StudentPage =>
  typeof value === 'object' && value !== null && Array.isArray((value as StudentPage).students) && typeof (value as StudentPage).total === 'number';

/** One page of the roster (GET /api/admin/all-Data with paging parameters). */
export async function fetchStudentPage(query: StudentListQuery, signal: AbortSignal): Promise<StudentPage> {
  const body = await api.get<unknown>(`/api/admin/all-Data?${studentListSearch(query)}`, { signal });
  if (!isStudentPage(body)) throw new ParseError();
  return body;
}

/** Spec section 8 (Admin): the server's message, else 'Error loading student data'. */
export const studentsLoadMessage = (error: unknown) => loadErrorMessage(error, LOAD_STUDENTS_FAILED_MESSAGE);

export type SaveResult = { ok: true; message: string } | { ok: false; message: string; issues: FieldIssue[] };

/** POST /api/admin/add-edit-Data and the toast texts of spec section 8 (Admin). */
export async function saveStudent(student: StudentFields): Promise<SaveResult> {
  try {
    const body = await api.post<{ message?: unknown } | null>('/api/admin/add-edit-Data', student);
    invalidateOnline(STUDENT_PAGES_KEY); // the list shows the new student, not a page kept from before
    return { ok: true, message: typeof body?.message === 'string' && body.message ? body.message : STUDENT_ADDED_MESSAGE };
  } catch (error) {
    if (error instanceof HttpError) {
      return { ok: false, message: error.serverMessage ?? ADD_STUDENT_FAILED_MESSAGE, issues: error.issues };
    }
    return { ok: false, message: ADD_STUDENT_FAILED_MESSAGE, issues: [] };
  }
}

import {
  ADD_STUDENT_FAILED_MESSAGE,
  LOAD_STUDENTS_FAILED_MESSAGE,
  STUDENT_ADDED_MESSAGE,
  type StudentFields,
} from '#domain/admin/student.ts';
import { studentListSearch, type StudentListQuery, type StudentPage } from '#domain/admin/student-list.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { api, HttpError } from '../../../lib/api-client.ts';

export type PageResult = { ok: true; page: StudentPage } | { ok: false; message: string };

const isStudentPage = (value: unknown): value is StudentPage =>
  typeof value === 'object' && value !== null && Array.isArray((value as StudentPage).students) && typeof (value as StudentPage).total === 'number';

/** One page of the roster (GET /api/admin/all-Data with paging parameters). */
export async function fetchStudentPage(query: StudentListQuery, signal: AbortSignal): Promise<PageResult> {
  try {
    const body = await api.get<unknown>(`/api/admin/all-Data?${studentListSearch(query)}`, { signal });
    if (!isStudentPage(body)) return { ok: false, message: LOAD_STUDENTS_FAILED_MESSAGE };
    return { ok: true, page: body };
  } catch (error) {
    if (signal.aborted) throw error; // a newer request took over: not a failure to show
    return { ok: false, message: (error instanceof HttpError && error.serverMessage) || LOAD_STUDENTS_FAILED_MESSAGE };
  }
}

export type SaveResult = { ok: true; message: string } | { ok: false; message: string; issues: FieldIssue[] };

/** POST /api/admin/add-edit-Data and the toast texts of spec section 8 (Admin). */
export async function saveStudent(student: StudentFields): Promise<SaveResult> {
  try {
    const body = await api.post<{ message?: unknown } | null>('/api/admin/add-edit-Data', student);
    return { ok: true, message: typeof body?.message === 'string' && body.message ? body.message : STUDENT_ADDED_MESSAGE };
  } catch (error) {
    if (error instanceof HttpError) {
      return { ok: false, message: error.serverMessage ?? ADD_STUDENT_FAILED_MESSAGE, issues: error.issues };
    }
    return { ok: false, message: ADD_STUDENT_FAILED_MESSAGE, issues: [] };
  }
}

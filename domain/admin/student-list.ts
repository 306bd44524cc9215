import * as v from 'valibot';
import { queryInt } from '../query-params.ts';
import type { StudentView } from './student.ts';

/** Columns the admin list sorts by (spec section 2: click a header to sort by it). */
export const STUDENT_SORTS = ['fullName', 'rollNumber', 'email', 'branch', 'cgpa', 'batch', 'gender', 'course'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

export const DEFAULT_SORT: StudentSort = 'fullName';
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZES = [25, 50, 100] as const;

/** Query parameters that switch GET /api/admin/all-Data from the plain list to one page. */
export const PAGING_PARAMS = ['search', 'sort', 'order', 'page', 'pageSize'] as const;

/**
 * GET /api/admin/all-Data?search=&sort=&order=&page=&pageSize= (docs/decisions/0010-admin-student-list-paging.md).
 * Search is a case-insensitive substring of name, e-mail, branch or roll number (spec section 5).
 */
export const StudentListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search must be at most 100 characters')), ''),
  sort: v.optional(v.picklist(STUDENT_SORTS, 'Unknown sort column'), DEFAULT_SORT),
  order: v.optional(v.picklist(['asc', 'desc'], "Order must be 'asc' or 'desc'"), 'asc'),
  page: queryInt('Page', 1, 1_000_000, 1),
  pageSize: queryInt('Page size', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});

export type StudentListQuery = v.InferOutput<typeof StudentListQuerySchema>;

/** One page of the roster: the spec's "object with a students list", plus where the page sits. */
export type StudentPage = {
  students: StudentView[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: StudentSort;
  order: SortOrder;
  search: string;
};

/** The query string for one page; the PWA builds its requests with it. */
export function studentListSearch(q: Partial<StudentListQuery>): string {
  const params = new URLSearchParams();
  if (q.search) params.set('search', q.search);
  params.set('sort', q.sort ?? DEFAULT_SORT);
  params.set('order', q.order ?? 'asc');
  params.set('page', String(q.page ?? 1));
  params.set('pageSize', String(q.pageSize ?? DEFAULT_PAGE_SIZE));
  return params.toString();
}

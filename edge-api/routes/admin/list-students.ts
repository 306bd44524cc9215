import type { Context } from 'hono';
import { PAGING_PARAMS, StudentListQuerySchema } from '#domain/admin/student-list.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { check } from '#api/http/read-body.ts';
import { allStudents, studentPage } from '#api/admin/roster-store.ts';

/**
 * GET /api/admin/all-Data. Without paging parameters: the spec's plain list of every record. With
 * any of search, sort, order, page, pageSize: one page `{students, total, page, pageSize, pageCount,
 * sort, order, search}` (docs/decisions/0010-admin-student-list-paging.md).
 */
export const listStudents = (_deps: AppDeps) => async (c: Context<AppEnv>) => {
  const query = c.req.query();
  if (!PAGING_PARAMS.some((p) => p in query)) return c.json(await allStudents(c.var.sql));
  return c.json(await studentPage(c.var.sql, check(StudentListQuerySchema, query)));
};

import { useEffect } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { studentListSearch, type StudentListQuery } from '#domain/admin/student-list.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { fetchStudentPage, STUDENT_PAGES_KEY, studentsLoadMessage } from '../api/students.ts';

/**
 * The roster page for a query, fetched from the server (docs/decisions/0010-admin-student-list-paging.md).
 * The previous page stays on screen while the next loads; a newer query cancels an older request;
 * a page seen in the last minute shows again without a request (docs/decisions/0040-online-reads.md).
 */
export function useStudentPage(query: StudentListQuery) {
  const { status, data, error, refetch } = useOnlineQuery(
    `${STUDENT_PAGES_KEY}${studentListSearch(query)}`,
    (signal) => fetchStudentPage(query, signal),
    { keepPreviousData: true },
  );

  useEffect(() => {
    if (error !== undefined) toast.error(studentsLoadMessage(error), { id: 'students-load-failed' });
  }, [error]);

  return { status: status === 'success' ? ('ready' as const) : status, page: data ?? null, retry: refetch };
}

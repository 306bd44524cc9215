import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { StudentListQuery, StudentPage } from '#domain/admin/student-list.ts';
import { fetchStudentPage } from '../api/students.ts';

export type PageState = { status: 'loading' | 'ready' | 'error'; page: StudentPage | null };

/**
 * The roster page for a query, fetched from the server (docs/decisions/0010-admin-student-list-paging.md).
 * The previous page stays on screen while the next loads; a newer query cancels an older request.
 */
export function useStudentPage({ search, sort, order, page, pageSize }: StudentListQuery) {
  const [state, setState] = useState<PageState>({ status: 'loading', page: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    fetchStudentPage({ search, sort, order, page, pageSize }, controller.signal).then(
      (result) => {
        if (result.ok) return setState({ status: 'ready', page: result.page });
        toast.error(result.message, { id: 'students-load-failed' });
        setState({ status: 'error', page: null });
      },
      () => undefined, // aborted by a newer query
    );
    return () => controller.abort();
  }, [search, sort, order, page, pageSize, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
